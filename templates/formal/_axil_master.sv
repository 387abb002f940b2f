    // ---- AXI4-Lite master: one transaction at a time, VALID held until READY,
    // free READY on the response channels; each transaction's protection is a
    // free choice, held with its address --------------------------------------
    wire              c_start = $anyseq;
    wire              c_write = $anyseq;
    wire [{{ wb - 1 }}:0] c_word  = $anyseq;
    wire [31:0]       c_wdata = $anyseq;
    wire [2:0]        c_prot  = $anyseq;
    wire              rready  = $anyseq;
    wire              bready  = $anyseq;
    reg               m_busy = 1'b0;
    reg               m_sent = 1'b0;
    reg               m_write = 1'b0;
    reg  [{{ wb - 1 }}:0] m_word = {{ wb }}'d0;
    reg  [31:0]       m_wdata = 32'd0;
    reg  [2:0]        m_prot = 3'd0;
    wire              arvalid = m_busy & ~m_sent & ~m_write;
    wire              awvalid = m_busy & ~m_sent & m_write;
    wire              wvalid  = awvalid;
    wire [{{ aw - 1 }}:0] araddr  = {m_word, 2'b00};
    wire [{{ aw - 1 }}:0] awaddr  = {m_word, 2'b00};
    wire [31:0]       wdata   = m_wdata;
    wire [3:0]        wstrb   = 4'hF;
    wire [2:0]        arprot  = m_prot;
    wire [2:0]        awprot  = m_prot;
    wire              arready, awready, wready, rvalid, bvalid;
    wire [31:0]       rdata;
    wire [1:0]        rresp, bresp;
    wire              choosing  = ~m_busy & c_start;
    wire              req_fire  = (arvalid & arready) | (awvalid & awready & wvalid & wready);
    wire              req_write = m_write;
    wire [{{ wb - 1 }}:0] req_word  = m_word;
    wire [31:0]       req_wdata = m_wdata;
    wire              rsp_fire  = (rvalid & rready) | (bvalid & bready);
    wire [31:0]       rsp_data  = rdata;
    always @(posedge clk) begin
        if (in_reset) begin
            m_busy <= 1'b0;
            m_sent <= 1'b0;
        end else if (!m_busy) begin
            if (c_start) begin
                m_busy  <= 1'b1;
                m_sent  <= 1'b0;
                m_write <= c_write;
                m_word  <= c_word;
                m_wdata <= c_wdata;
                m_prot  <= c_prot;
            end
        end else begin
            if (req_fire) m_sent <= 1'b1;
            if (m_sent && ((m_write && bvalid && bready) || (!m_write && rvalid && rready))) m_busy <= 1'b0;
        end
    end

    // ---- AXI4-Lite slave rules ------------------------------------------------
    reg        r_wait = 1'b0;   // RVALID was high without RREADY last cycle
    reg        b_wait = 1'b0;
    reg [31:0] r_data_q = 32'd0;
    reg [1:0]  r_resp_q = 2'd0;
    reg [1:0]  b_resp_q = 2'd0;
    reg        r_out = 1'b0;    // a read accepted and not yet answered
    reg        b_out = 1'b0;
    always @(posedge clk) begin
        r_wait   <= !in_reset && rvalid && !rready;
        b_wait   <= !in_reset && bvalid && !bready;
        r_data_q <= rdata;
        r_resp_q <= rresp;
        b_resp_q <= bresp;
        if (in_reset) begin
            r_out <= 1'b0;
            b_out <= 1'b0;
        end else begin
            if (arvalid && arready) r_out <= 1'b1;
            else if (rvalid && rready) r_out <= 1'b0;
            if (awvalid && awready) b_out <= 1'b1;
            else if (bvalid && bready) b_out <= 1'b0;
        end
    end
    always @(*) begin
        if (!in_reset && started) begin
            // A response is held, unchanged, until it is taken.
            if (r_wait) assert(rvalid && rdata == r_data_q && rresp == r_resp_q);
            if (b_wait) assert(bvalid && bresp == b_resp_q);
            // No response without a request, none twice.
            if (rvalid) assert(r_out);
            if (bvalid) assert(b_out);
            // A write takes address and data together.
            assert(awready == wready);
        end
    end

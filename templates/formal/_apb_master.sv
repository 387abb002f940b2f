    // ---- APB4 master: one transfer at a time, the protocol by construction ----
    // Each transfer's kind, word, data and protection are free choices (c_*),
    // which the properties below may constrain with assumptions; all are held
    // through the access phase, PPROT too (APB4 asks it of the master).
    wire              c_start = $anyseq;
    wire              c_write = $anyseq;
    wire [{{ wb - 1 }}:0] c_word  = $anyseq;
    wire [31:0]       c_wdata = $anyseq;
    wire [2:0]        c_prot  = $anyseq;
    reg               m_busy = 1'b0;
    reg               m_write = 1'b0;
    reg  [{{ wb - 1 }}:0] m_word = {{ wb }}'d0;
    reg  [31:0]       m_wdata = 32'd0;
    reg  [2:0]        m_prot = 3'd0;
    wire              psel    = m_busy | c_start;
    wire              penable = m_busy;
    wire              pwrite  = m_busy ? m_write : c_write;
    wire [{{ aw - 1 }}:0] paddr   = {m_busy ? m_word : c_word, 2'b00};
    wire [31:0]       pwdata  = m_busy ? m_wdata : c_wdata;
    wire [3:0]        pstrb   = 4'hF;
    wire [2:0]        pprot   = m_busy ? m_prot : c_prot;
    wire              pready;
    wire [31:0]       prdata;
    wire              pslverr;
    // The cycle the free choices are taken, the request edge of a transfer
    // (the slave acts on it) and its response.
    wire              choosing  = psel & ~penable;
    wire              req_fire  = psel & ~penable;
    wire              req_write = c_write;
    wire [{{ wb - 1 }}:0] req_word  = c_word;
    wire [31:0]       req_wdata = c_wdata;
    wire              rsp_fire  = psel & penable & pready;
    wire [31:0]       rsp_data  = prdata;
    always @(posedge clk) begin
        if (in_reset) m_busy <= 1'b0;
        else if (!m_busy) begin
            if (c_start) begin
                m_busy  <= 1'b1;
                m_write <= c_write;
                m_word  <= c_word;
                m_wdata <= c_wdata;
                m_prot  <= c_prot;
            end
        end else if (pready) m_busy <= 1'b0;
    end

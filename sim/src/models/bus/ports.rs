//! The bus ports by name, in the one order the slave model and the master
//! both index them by.

/// APB4 port names; [`apb`] indexes them.
pub const APB: [&str; 10] = [
    "psel", "penable", "pwrite", "paddr", "pwdata", "pstrb", "pprot", "pready", "prdata", "pslverr",
];

/// AXI4-Lite port names; [`axi`] indexes them.
pub const AXI: [&str; 19] = [
    "awaddr", "awprot", "awvalid", "awready", "wdata", "wstrb", "wvalid", "wready", "bresp",
    "bvalid", "bready", "araddr", "arprot", "arvalid", "arready", "rdata", "rresp", "rvalid",
    "rready",
];

/// Indices into [`APB`].
pub(crate) mod apb {
    pub(crate) const PSEL: usize = 0;
    pub(crate) const PENABLE: usize = 1;
    pub(crate) const PWRITE: usize = 2;
    pub(crate) const PADDR: usize = 3;
    pub(crate) const PWDATA: usize = 4;
    pub(crate) const PSTRB: usize = 5;
    pub(crate) const PPROT: usize = 6;
    pub(crate) const PREADY: usize = 7;
    pub(crate) const PRDATA: usize = 8;
    pub(crate) const PSLVERR: usize = 9;
}

/// Indices into [`AXI`].
pub(crate) mod axi {
    pub(crate) const AWADDR: usize = 0;
    pub(crate) const AWPROT: usize = 1;
    pub(crate) const AWVALID: usize = 2;
    pub(crate) const AWREADY: usize = 3;
    pub(crate) const WDATA: usize = 4;
    pub(crate) const WSTRB: usize = 5;
    pub(crate) const WVALID: usize = 6;
    pub(crate) const WREADY: usize = 7;
    pub(crate) const BRESP: usize = 8;
    pub(crate) const BVALID: usize = 9;
    pub(crate) const BREADY: usize = 10;
    pub(crate) const ARADDR: usize = 11;
    pub(crate) const ARPROT: usize = 12;
    pub(crate) const ARVALID: usize = 13;
    pub(crate) const ARREADY: usize = 14;
    pub(crate) const RDATA: usize = 15;
    pub(crate) const RRESP: usize = 16;
    pub(crate) const RVALID: usize = 17;
    pub(crate) const RREADY: usize = 18;
}

#[cfg(test)]
mod tests {
    use super::{apb, axi, APB, AXI};

    #[test]
    fn every_index_names_its_port() {
        let apb = [
            (apb::PSEL, "psel"),
            (apb::PENABLE, "penable"),
            (apb::PWRITE, "pwrite"),
            (apb::PADDR, "paddr"),
            (apb::PWDATA, "pwdata"),
            (apb::PSTRB, "pstrb"),
            (apb::PPROT, "pprot"),
            (apb::PREADY, "pready"),
            (apb::PRDATA, "prdata"),
            (apb::PSLVERR, "pslverr"),
        ];
        for (i, n) in apb {
            assert_eq!(APB[i], n);
        }
        let axi = [
            (axi::AWADDR, "awaddr"),
            (axi::AWPROT, "awprot"),
            (axi::AWVALID, "awvalid"),
            (axi::AWREADY, "awready"),
            (axi::WDATA, "wdata"),
            (axi::WSTRB, "wstrb"),
            (axi::WVALID, "wvalid"),
            (axi::WREADY, "wready"),
            (axi::BRESP, "bresp"),
            (axi::BVALID, "bvalid"),
            (axi::BREADY, "bready"),
            (axi::ARADDR, "araddr"),
            (axi::ARPROT, "arprot"),
            (axi::ARVALID, "arvalid"),
            (axi::ARREADY, "arready"),
            (axi::RDATA, "rdata"),
            (axi::RRESP, "rresp"),
            (axi::RVALID, "rvalid"),
            (axi::RREADY, "rready"),
        ];
        for (i, n) in axi {
            assert_eq!(AXI[i], n);
        }
    }
}

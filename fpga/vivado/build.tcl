# Vivado non-project flow for hdlgen's generated RTL: synthesis, placement and
# routing of one module out of context, then utilisation and timing reports.
# NOT exercised in CI (Vivado is not installed there); Yosys and nextpnr are
# (fpga/synth.sh). Written for Vivado 2020.1 or later.
#
#   vivado -mode batch -nojournal -source fpga/vivado/build.tcl -tclargs \
#       RTL_DIR TOP [PART] [PERIOD_NS] [RESET_PORT] [OUT_DIR]
#
#   RTL_DIR     the rtl/ directory `hdlgen --out DIR` writes (DIR/rtl), with
#               its <soc>.f file list in compile order
#   TOP         module to build: <soc>_soc (the whole SoC wrapper),
#               <soc>_tile_<kind>, <soc>_packer, <soc>_autocounter_<domain>
#   PART        default xc7a100tcsg324-1 (Artix-7 100T, e.g. Arty A7-100:
#               the 9-tile examples/esp.toml SoC fits it)
#   PERIOD_NS   clock period of `clk`, default 10.0 (100 MHz)
#   RESET_PORT  rst_n (default) for the active-low resets ("async_low",
#               "sync_low"), rst for the active-high ones ("async_high",
#               "sync_high"): only used in the XDC notes and the optional
#               false path, see constraints.xdc
#   OUT_DIR     reports and checkpoint, default ./vivado-<TOP>
#
# Out of context (-mode out_of_context): no I/O buffers and no pin placement.
# The SoC wrapper has more ports (every tile's event inputs) than any package
# has pins, and a monitor block is always embedded in a larger design, so its
# ports are timed against the clock with the input/output delays of
# constraints.xdc instead of pads.

proc usage {} {
    puts "usage: vivado -mode batch -source build.tcl -tclargs RTL_DIR TOP \[PART\] \[PERIOD_NS\] \[RESET_PORT\] \[OUT_DIR\]"
    exit 2
}
if {[llength $argv] < 2} { usage }
set rtl_dir    [file normalize [lindex $argv 0]]
set top        [lindex $argv 1]
set part       [expr {[llength $argv] > 2 ? [lindex $argv 2] : "xc7a100tcsg324-1"}]
set period_ns  [expr {[llength $argv] > 3 ? [lindex $argv 3] : "10.0"}]
set reset_port [expr {[llength $argv] > 4 ? [lindex $argv 4] : "rst_n"}]
set out_dir    [file normalize [expr {[llength $argv] > 5 ? [lindex $argv 5] : "vivado-$top"}]]
set here       [file dirname [file normalize [info script]]]
file mkdir $out_dir

# ---- sources, from the .f list (one file per line, compile order) -------------
set flists [glob -nocomplain -directory $rtl_dir *.f]
if {[llength $flists] != 1} {
    puts "ERROR: expected exactly one .f file list in $rtl_dir, found [llength $flists]"
    exit 1
}
set fh [open [lindex $flists 0] r]
foreach line [split [read $fh] "\n"] {
    set line [string trim $line]
    if {$line eq ""} { continue }
    read_verilog [file join $rtl_dir $line]
}
close $fh

# ---- constraints: the template with the period and the reset port filled in -----
set th [open [file join $here constraints.xdc] r]
set xdc [string map [list @PERIOD_NS@ $period_ns @RESET_PORT@ $reset_port] [read $th]]
close $th
set xdc_file [file join $out_dir constraints.xdc]
set oh [open $xdc_file w]
puts -nonewline $oh $xdc
close $oh
read_xdc -mode out_of_context $xdc_file

# ---- synthesis, placement, routing ---------------------------------------------
# -flatten_hierarchy rebuilt: optimise across the bus adapter and the banks,
# keep the hierarchy for the per-module utilisation report.
synth_design -top $top -part $part -mode out_of_context -flatten_hierarchy rebuilt
report_utilization -file [file join $out_dir post_synth_utilization.rpt]
opt_design
place_design
phys_opt_design
route_design

# ---- reports ---------------------------------------------------------------------
report_utilization -file [file join $out_dir utilization.rpt]
report_utilization -hierarchical -file [file join $out_dir utilization_hier.rpt]
report_timing_summary -delay_type min_max -max_paths 10 -report_unconstrained \
    -file [file join $out_dir timing_summary.rpt]
report_methodology -file [file join $out_dir methodology.rpt]
write_checkpoint -force [file join $out_dir $top.routed.dcp]

# Fmax estimate from the worst setup slack: period - WNS is the delay of the
# worst register-to-register (or constrained I/O) path.
set path [get_timing_paths -delay_type max -max_paths 1 -nworst 1]
set wns [get_property SLACK $path]
if {$wns eq ""} {
    puts "RESULT: $top: no constrained path (is there a port named clk?)"
} else {
    set fmax [expr {1000.0 / ($period_ns - $wns)}]
    puts [format "RESULT: %s on %s: WNS %.3f ns at %.3f ns, Fmax ~%.1f MHz; reports in %s" \
        $top $part $wns $period_ns $fmax $out_dir]
}

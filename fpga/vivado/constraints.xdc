# Constraints template for an hdlgen block built out of context by
# fpga/vivado/build.tcl, which replaces @PERIOD_NS@ and @RESET_PORT@ and reads
# the result. To use it in your own project, replace them by hand.
#
# Every generated block has one clock port, `clk`. (An AutoCounter module of
# another clock domain is a separate block with its own `clk`: build it with
# that domain's period. Its event inputs from other domains go through the
# two-flop synchronisers the generator emits; cut those paths in the SoC's
# own constraints, e.g. set_max_delay -datapath_only, not here.)
create_clock -name clk -period @PERIOD_NS@ [get_ports clk]

# Ports. Out of context, every input is assumed to come from a flip-flop and
# every output to go to one, in the same clock domain, as inside an SoC; 20%
# of the period on each side stands for that flop's clock-to-out and the
# routing to the block. (fpga/pnr_ice40.sh measures the same thing on iCE40
# by registering every port.) Tighten or relax to match the interconnect.
set_input_delay  -clock clk [expr {0.2 * @PERIOD_NS@}] [get_ports -filter {DIRECTION == IN && NAME != clk}]
set_output_delay -clock clk [expr {0.2 * @PERIOD_NS@}] [get_ports -filter {DIRECTION == OUT}]

# Reset (@RESET_PORT@). The input delay above already times it, which is right
# in most SoCs:
#   * async reset (reset = "async_low"/"async_high"): assertion is
#     asynchronous, but deassertion must meet recovery/removal at every flop of
#     the block, so the reset must come from a reset synchroniser in this
#     clock domain, and the path from it is real and should stay timed. Its
#     fanout is every counter flop: if it fails timing, let the tools
#     replicate it (or pipeline the synchroniser), do not cut it.
#   * sync reset (reset = "sync_low"/"sync_high"): the reset is an ordinary
#     data input of every flop. NEVER cut it.
# Only if the reset deasserts while `clk` is stopped (e.g. the SoC gates the
# clock during reset) is the path irrelevant; then, and only then, uncomment:
# set_false_path -from [get_ports @RESET_PORT@]

# Event inputs raised in another clock domain (monitors with clock = "..." or
# noc_clock) enter a two-flop synchroniser; the first flop's D input is
# asynchronous. Out of context they are timed like any input (harmless, the
# synchroniser is a single flop); in the SoC, cut them at the source domain:
# set_false_path -to [get_cells -hierarchical -filter {NAME =~ *sync1_*}]

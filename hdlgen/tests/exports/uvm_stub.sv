// A stand-in for the UVM library's register layer (uvm_pkg), so that a
// register model PeakRDL-uvm generates type-checks with Verilator without
// the library: the classes, types and macro the generated package uses,
// with UVM 1.2's signatures, and the public members a register or field
// name could collide with. Nothing here does anything.
//
// `uvm_object_utils(T) stands in for UVM's factory registration: there,
// T::type_id is uvm_object_registry #(T), whose create() returns a T. The
// front end of Verilator 5.006 rejects assigning a value typed by a class's
// type parameter (what uvm_object_registry #(T)::create returns) to a
// handle of the class it was specialised with ("Assign RHS expects a
// CLASSREFDTYPE"), so here type_id is T itself and create() a static
// function of it: the generated T::type_id::create("name") calls still
// resolve and type-check.
`define uvm_object_utils(T) \
  typedef T type_id; \
  static function T create(string name = ""); \
    T obj = new(name); \
    return obj; \
  endfunction

/* verilator lint_off UNUSED */
/* verilator lint_off VARHIDDEN */
package uvm_pkg;
  typedef bit [63:0] uvm_reg_addr_t;
  typedef bit [63:0] uvm_reg_data_t;
  typedef int uvm_reg_cvr_t;
  typedef enum { UVM_NO_ENDIAN, UVM_LITTLE_ENDIAN, UVM_BIG_ENDIAN, UVM_LITTLE_FIFO,
                 UVM_BIG_FIFO } uvm_endianness_e;
  typedef enum { UVM_IS_OK, UVM_NOT_OK, UVM_HAS_X } uvm_status_e;
  typedef enum { UVM_FRONTDOOR, UVM_BACKDOOR, UVM_PREDICT, UVM_DEFAULT_PATH } uvm_path_e;
  typedef enum { UVM_PREDICT_DIRECT, UVM_PREDICT_READ, UVM_PREDICT_WRITE } uvm_predict_e;
  parameter uvm_reg_cvr_t UVM_NO_COVERAGE = 'h0000;
  parameter uvm_reg_cvr_t UVM_CVR_ALL = 'h003f;

  typedef class uvm_reg;
  typedef class uvm_reg_block;
  typedef class uvm_reg_file;

  virtual class uvm_object;
    protected string m_name;
    function new(string name = "");
      m_name = name;
    endfunction
    virtual function string get_name();
      return m_name;
    endfunction
    virtual function string get_full_name();
      return m_name;
    endfunction
  endclass

  class uvm_reg_map extends uvm_object;
    function new(string name = "uvm_reg_map");
      super.new(name);
    endfunction
    virtual function void add_reg(uvm_reg rg, uvm_reg_addr_t offset, string rights = "RW",
                                  bit unmapped = 0);
    endfunction
    virtual function void add_submap(uvm_reg_map child_map, uvm_reg_addr_t offset);
    endfunction
    virtual function uvm_reg_addr_t get_base_addr();
      return 0;
    endfunction
  endclass

  class uvm_reg_field extends uvm_object;
    `uvm_object_utils(uvm_reg_field)
    rand uvm_reg_data_t value;
    function new(string name = "uvm_reg_field");
      super.new(name);
    endfunction
    function void configure(uvm_reg parent, int unsigned size, int unsigned lsb_pos,
                            string access, bit is_volatile, uvm_reg_data_t reset,
                            bit has_reset, bit is_rand, bit individually_accessible);
    endfunction
    virtual function string get_access(uvm_reg_map rmap = null);
      return "RW";
    endfunction
    virtual function void set(uvm_reg_data_t value, string fname = "", int lineno = 0);
    endfunction
    virtual function uvm_reg_data_t get(string fname = "", int lineno = 0);
      return 0;
    endfunction
  endclass

  virtual class uvm_reg extends uvm_object;
    function new(string name = "", int unsigned n_bits, int has_coverage);
      super.new(name);
    endfunction
    function void configure(uvm_reg_block blk_parent, uvm_reg_file regfile_parent = null,
                            string hdl_path = "");
    endfunction
    function void add_hdl_path_slice(string name, int offset, int size, bit first = 0,
                                     string kind = "RTL");
    endfunction
    virtual function void build();
    endfunction
    virtual function void set(uvm_reg_data_t value, string fname = "", int lineno = 0);
    endfunction
    virtual function uvm_reg_data_t get(string fname = "", int lineno = 0);
      return 0;
    endfunction
    virtual function void reset(string kind = "HARD");
    endfunction
    virtual task write(output uvm_status_e status, input uvm_reg_data_t value,
                       input uvm_path_e path = UVM_DEFAULT_PATH);
      status = UVM_IS_OK;
    endtask
    virtual task read(output uvm_status_e status, output uvm_reg_data_t value,
                      input uvm_path_e path = UVM_DEFAULT_PATH);
      status = UVM_IS_OK;
      value = 0;
    endtask
    virtual task mirror(output uvm_status_e status, input bit check = 0,
                        input uvm_path_e path = UVM_DEFAULT_PATH);
      status = UVM_IS_OK;
    endtask
    virtual task update(output uvm_status_e status, input uvm_path_e path = UVM_DEFAULT_PATH);
      status = UVM_IS_OK;
    endtask
    virtual function bit predict(uvm_reg_data_t value, uvm_reg_data_t be = -1,
                                 uvm_predict_e kind = UVM_PREDICT_DIRECT);
      return 1;
    endfunction
    virtual function uvm_reg_addr_t get_offset(uvm_reg_map rmap = null);
      return 0;
    endfunction
  endclass

  virtual class uvm_reg_file extends uvm_object;
    function new(string name = "");
      super.new(name);
    endfunction
  endclass

  virtual class uvm_reg_block extends uvm_object;
    uvm_reg_map default_map;
    function new(string name = "", int has_coverage = UVM_NO_COVERAGE);
      super.new(name);
    endfunction
    function void configure(uvm_reg_block parent = null, string hdl_path = "");
    endfunction
    function void add_hdl_path(string path, string kind = "RTL");
    endfunction
    virtual function uvm_reg_map create_map(string name, uvm_reg_addr_t base_addr,
                                            int unsigned n_bytes, uvm_endianness_e endian,
                                            bit byte_addressing = 1);
      uvm_reg_map m = new(name);
      return m;
    endfunction
    virtual function void build();
    endfunction
    virtual function void lock_model();
    endfunction
    virtual function void reset(string kind = "HARD");
    endfunction
  endclass
endpackage
/* verilator lint_on VARHIDDEN */
/* verilator lint_on UNUSED */

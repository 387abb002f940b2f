//! Writes a description's reference SoC (its generated Verilog and
//! PicoRV32's source, as the simulation builds it) into a directory, for
//! synthesis: `cargo run --release -p hdlgen --example refsoc_verilog --
//! DESC DIR` prints the top module's name and then the files in order.

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [desc, dir] = args.as_slice() else {
        eprintln!("usage: refsoc_verilog DESCRIPTION DIR");
        return ExitCode::from(2);
    };
    let soc = match hdlgen::load(Path::new(desc)) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let spec = match hdlgen::firmware::refsoc_spec(&soc) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("refsoc_verilog: {e}");
            return ExitCode::from(1);
        }
    };
    let dir = Path::new(dir);
    if let Err(e) = std::fs::create_dir_all(dir) {
        eprintln!("refsoc_verilog: {}: {e}", dir.display());
        return ExitCode::from(1);
    }
    println!("{}", spec.top);
    for (name, text) in &spec.files {
        if let Err(e) = std::fs::write(dir.join(name), text) {
            eprintln!("refsoc_verilog: {}: {e}", dir.join(name).display());
            return ExitCode::from(1);
        }
        println!("{name}");
    }
    ExitCode::SUCCESS
}

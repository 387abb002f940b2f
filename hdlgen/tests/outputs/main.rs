//! Every output path of every hdlgen command through the same hostile
//! paths (`hostile.rs`: the same file as an input or as another output,
//! `-`, a directory, a missing directory, an unwritable one, `/dev/full`, a
//! FIFO with a reader and a closed pipe), each row checking the exit
//! status, the message, that nothing else changed and that no partial file
//! is left; then the defects these rules fixed, one test each
//! (`defects.rs`).

mod defects;
mod harness;
mod hostile;

//! Golden models, written from the specification, independent of the templates.

pub mod autocounter;
pub mod bank;
pub mod bus;
pub mod design;
pub mod packer;
pub mod prog;
pub mod sweep;

//! Reading a firmware ELF: RV32 little-endian executables only, their
//! loadable segments checked against the reference SoC's memory map.

/// Why an ELF cannot run on the reference SoC.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ElfError {
    /// Not an ELF file at all.
    #[error("not an ELF file ({0})")]
    NotElf(String),
    /// An ELF for another machine, class or byte order.
    #[error(
        "an ELF for {0}; the reference SoC runs RISC-V 32-bit little-endian (RV32IMC) executables"
    )]
    WrongMachine(String),
    /// The headers point outside the file.
    #[error("malformed ELF: {0}")]
    Malformed(String),
    /// A segment lies outside the RAM.
    #[error("segment {index} ({start:#x}-{end:#x}) does not fit the RAM at 0x0-{ram_end:#x}; set [core] ram in the description to {needed:#x} or more, or link the program lower")]
    DoesNotFit {
        /// Program-header index.
        index: usize,
        /// First byte.
        start: u64,
        /// Last byte.
        end: u64,
        /// Last byte of the RAM.
        ram_end: u64,
        /// The smallest RAM (power of two) that would hold it.
        needed: u64,
    },
    /// A segment overlaps a device window.
    #[error("segment {index} ({start:#x}-{end:#x}) overlaps {what} ({wstart:#x}-{wend:#x}); link the program into the RAM")]
    Overlaps {
        /// Program-header index.
        index: usize,
        /// First byte.
        start: u64,
        /// Last byte.
        end: u64,
        /// The window.
        what: String,
        /// Its first byte.
        wstart: u64,
        /// Its last byte.
        wend: u64,
    },
    /// No loadable segment.
    #[error("the ELF has no loadable segment")]
    Empty,
}

/// A loadable image: (address, bytes) per segment (zero-filled to its
/// memory size), and the entry point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    /// Segments, in program-header order.
    pub segments: Vec<(u32, Vec<u8>)>,
    /// `e_entry`.
    pub entry: u32,
}

/// A window the image must stay out of: (what, first byte, end).
pub type Window = (String, u64, u64);

const EM_RISCV: u16 = 243;
const PT_LOAD: u32 = 1;

fn machine_name(m: u16) -> String {
    match m {
        3 => "x86".into(),
        40 => "ARM".into(),
        62 => "x86-64".into(),
        183 => "AArch64".into(),
        EM_RISCV => "RISC-V".into(),
        _ => format!("machine {m}"),
    }
}

/// Little-endian half-word at `o`.
fn le16(bytes: &[u8], o: usize) -> u16 {
    u16::from_le_bytes([bytes[o], bytes[o + 1]])
}

/// Little-endian word at `o`.
fn le32(bytes: &[u8], o: usize) -> u32 {
    u32::from_le_bytes([bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]])
}

/// Refuses anything but a little-endian ELF32 for RISC-V.
fn check_header(bytes: &[u8]) -> Result<(), ElfError> {
    if bytes.len() < 52 || &bytes[..4] != b"\x7fELF" {
        return Err(ElfError::NotElf(if bytes.len() >= 4 {
            "no ELF magic number".into()
        } else {
            format!("{} bytes", bytes.len())
        }));
    }
    let (class, data) = (bytes[4], bytes[5]);
    let machine = if data == 1 {
        le16(bytes, 18)
    } else {
        u16::from_be_bytes([bytes[18], bytes[19]])
    };
    if class != 1 || data != 1 || machine != EM_RISCV {
        let bits = match class {
            1 => "32-bit",
            2 => "64-bit",
            _ => "unknown-class",
        };
        let order = if data == 1 {
            "little-endian"
        } else {
            "big-endian"
        };
        return Err(ElfError::WrongMachine(format!(
            "{} {bits} {order}",
            machine_name(machine)
        )));
    }
    Ok(())
}

/// Reads `bytes` as an RV32 executable whose segments fit `ram` bytes from
/// address 0 and stay out of `windows`.
pub fn load(bytes: &[u8], ram: u32, windows: &[Window]) -> Result<Image, ElfError> {
    check_header(bytes)?;
    let h16 = |o: usize| le16(bytes, o);
    let h32 = |o: usize| le32(bytes, o);
    let entry = h32(24);
    let phoff = h32(28) as usize;
    let phentsize = h16(42) as usize;
    let phnum = h16(44) as usize;
    if phentsize < 32
        || phoff
            .checked_add(phnum * phentsize)
            .is_none_or(|e| e > bytes.len())
    {
        return Err(ElfError::Malformed(
            "program headers lie outside the file".into(),
        ));
    }
    let mut segments = Vec::new();
    for i in 0..phnum {
        if let Some(segment) = segment(bytes, i, phoff + i * phentsize, ram, windows)? {
            segments.push(segment);
        }
    }
    if segments.is_empty() {
        return Err(ElfError::Empty);
    }
    Ok(Image { segments, entry })
}

/// Program header `i`, at byte `o`: its address and its bytes zero-filled
/// to its memory size, or `None` when it loads nothing.
fn segment(
    bytes: &[u8],
    i: usize,
    o: usize,
    ram: u32,
    windows: &[Window],
) -> Result<Option<(u32, Vec<u8>)>, ElfError> {
    let h32 = |o: usize| le32(bytes, o);
    if h32(o) != PT_LOAD {
        return Ok(None);
    }
    let (offset, paddr, filesz, memsz) = (
        h32(o + 4) as usize,
        h32(o + 12),
        h32(o + 16) as usize,
        h32(o + 20),
    );
    if memsz == 0 {
        return Ok(None);
    }
    if offset.checked_add(filesz).is_none_or(|e| e > bytes.len())
        || filesz as u64 > u64::from(memsz)
    {
        return Err(ElfError::Malformed(format!(
            "segment {i} lies outside the file"
        )));
    }
    let (start, end) = (u64::from(paddr), u64::from(paddr) + u64::from(memsz));
    for (what, ws, we) in windows {
        if start < *we && *ws < end {
            return Err(ElfError::Overlaps {
                index: i,
                start,
                end: end - 1,
                what: what.clone(),
                wstart: *ws,
                wend: we - 1,
            });
        }
    }
    if end > u64::from(ram) {
        return Err(ElfError::DoesNotFit {
            index: i,
            start,
            end: end - 1,
            ram_end: u64::from(ram) - 1,
            needed: end.next_power_of_two().max(0x1000),
        });
    }
    let mut data = bytes[offset..offset + filesz].to_vec();
    data.resize(memsz as usize, 0);
    Ok(Some((paddr, data)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal ELF32 with one PT_LOAD segment of `size` bytes at `addr`.
    fn elf(machine: u16, class: u8, addr: u32, size: u32) -> Vec<u8> {
        let mut b = vec![0u8; 52 + 32 + 4];
        b[..4].copy_from_slice(b"\x7fELF");
        b[4] = class;
        b[5] = 1;
        b[18..20].copy_from_slice(&machine.to_le_bytes());
        b[28..32].copy_from_slice(&52u32.to_le_bytes());
        b[42..44].copy_from_slice(&32u16.to_le_bytes());
        b[44..46].copy_from_slice(&1u16.to_le_bytes());
        let p = 52;
        b[p..p + 4].copy_from_slice(&PT_LOAD.to_le_bytes());
        b[p + 4..p + 8].copy_from_slice(&84u32.to_le_bytes());
        b[p + 12..p + 16].copy_from_slice(&addr.to_le_bytes());
        b[p + 16..p + 20].copy_from_slice(&4u32.to_le_bytes());
        b[p + 20..p + 24].copy_from_slice(&size.to_le_bytes());
        b[84..88].copy_from_slice(&[0x13, 0, 0, 0]);
        b
    }

    #[test]
    fn an_rv32_image_loads_zero_filled() {
        let img = load(&elf(EM_RISCV, 1, 0x100, 8), 0x1000, &[]).unwrap();
        assert_eq!(img.segments, vec![(0x100, vec![0x13, 0, 0, 0, 0, 0, 0, 0])]);
    }

    #[test]
    fn bad_images_are_refused_with_reasons() {
        assert!(matches!(
            load(b"hello", 0x1000, &[]),
            Err(ElfError::NotElf(_))
        ));
        let e = load(&elf(62, 1, 0, 4), 0x1000, &[]).unwrap_err();
        assert_eq!(
            e,
            ElfError::WrongMachine("x86-64 32-bit little-endian".into())
        );
        assert!(matches!(
            load(&elf(EM_RISCV, 2, 0, 4), 0x1000, &[]),
            Err(ElfError::WrongMachine(_))
        ));
        let e = load(&elf(EM_RISCV, 1, 0xff0, 0x20), 0x1000, &[]).unwrap_err();
        assert!(
            e.to_string().contains("ram in the description to 0x2000"),
            "{e}"
        );
        let w = vec![("the monitor windows".to_string(), 0x800, 0xa00)];
        let e = load(&elf(EM_RISCV, 1, 0x900, 4), 0x1000, &w).unwrap_err();
        assert!(
            e.to_string()
                .contains("overlaps the monitor windows (0x800-0x9ff)"),
            "{e}"
        );
    }
}

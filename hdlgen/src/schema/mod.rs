//! `hdlgen schema`: a JSON Schema (draft-07) of the description, for
//! editors (taplo, Even Better TOML) and CI (check-jsonschema).
//!
//! The schema is built from the [`Table`]s in `sections.rs` and `blocks.rs`:
//! every key, its type, range, choices, default and one-line description.
//! The choices the reader keeps in public tables (access policies, tile
//! kinds, core signals) and the identifier rules of `model::names` are taken
//! from there; the rest is written here once, and `tests/schema.rs` proves
//! it against the reader by probing it: for every table, the keys it rejects
//! as unknown name exactly the schema's keys, and every range, choice,
//! default, required key and name rule is tried on both sides.
//!
//! Draft-07 rather than 2020-12: taplo 0.9 (the Even Better TOML extension)
//! validates draft-07 fully, and check-jsonschema reads every draft.
//!
//! What no single-key schema can say (references between sections, the
//! address map, keywords of the output languages) is left to `hdlgen check`;
//! docs/editors.md lists it.

mod blocks;
mod catalog;
mod devicetree;
pub mod json;
mod render;
mod sections;

pub use json::Json;

/// The JSON Schema meta-schema this schema is written against.
pub const DRAFT: &str = "http://json-schema.org/draft-07/schema#";

/// What a key holds, with the constraints a schema can state.
#[derive(Debug, Clone)]
pub enum Kind {
    /// Free text (descriptions).
    Text,
    /// A lower-case identifier: `model::names`' rules, bar the keyword list.
    Name,
    /// A string matching a regular expression (ECMA-262, anchored).
    Pattern(String),
    /// One of a fixed list of strings.
    Choice(Vec<&'static str>),
    /// An integer in `min..=max`, perhaps on a grid.
    Int {
        /// Smallest valid value.
        min: u64,
        /// Largest valid value.
        max: u64,
        /// Which values between them are valid.
        step: Step,
    },
    /// `true` or `false`.
    Bool,
    /// An integer in `min..=max`, or an array of 1 to `max_items` of them
    /// (a devicetree interrupt specifier: one cell or several).
    IntOrInts {
        /// Smallest valid value.
        min: u64,
        /// Largest valid value.
        max: u64,
        /// Most integers in the array.
        max_items: usize,
    },
    /// An array of values of one kind.
    List {
        /// The kind of every item.
        item: Box<Kind>,
        /// Whether an item may appear only once.
        unique: bool,
        /// Fewest items.
        min_items: usize,
    },
    /// A table (`[name]`).
    Table(Table),
    /// An array of tables (`[[name]]`).
    Tables {
        /// The kind of every entry.
        table: Table,
        /// Fewest entries.
        min_items: usize,
        /// Most entries, if limited.
        max_items: Option<usize>,
    },
    /// A table whose keys are names chosen by the description, each holding
    /// a value of one kind (`[core.events]`).
    Map(Box<Kind>),
}

/// Which integers between a range's ends are valid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// All of them.
    Any,
    /// Powers of two only.
    PowerOfTwo,
    /// Multiples of this only.
    MultipleOf(u64),
}

/// A default or an example value, as a description would write it.
#[derive(Debug, Clone, PartialEq)]
pub enum Literal {
    /// An integer.
    Int(u64),
    /// A string.
    Str(&'static str),
    /// A boolean.
    Bool(bool),
    /// An array of strings.
    Strs(Vec<&'static str>),
    /// An array of integers.
    Ints(Vec<u64>),
}

/// One key of a table.
#[derive(Debug, Clone)]
pub struct Key {
    /// The key as written.
    pub name: &'static str,
    /// What it holds.
    pub kind: Kind,
    /// Whether a description must write it.
    pub required: bool,
    /// The value the key has when it is left out, if one fixed value.
    pub default: Option<Literal>,
    /// A typical value (shown by editors; the tests build descriptions from it).
    pub example: Option<Literal>,
    /// One line for editors and the reference.
    pub doc: &'static str,
}

impl Key {
    /// An optional key with no fixed default.
    pub fn new(name: &'static str, kind: Kind, doc: &'static str) -> Key {
        Key {
            name,
            kind,
            required: false,
            default: None,
            example: None,
            doc,
        }
    }

    /// The key must be written.
    pub fn required(mut self) -> Key {
        self.required = true;
        self
    }

    /// The key's value when it is left out.
    pub fn default(mut self, value: Literal) -> Key {
        self.default = Some(value);
        self
    }

    /// A typical value.
    pub fn example(mut self, value: Literal) -> Key {
        self.example = Some(value);
        self
    }
}

/// A table: its keys in the reader's order.
#[derive(Debug, Clone)]
pub struct Table {
    /// One line for editors.
    pub doc: &'static str,
    /// Every key the reader accepts in it.
    pub keys: Vec<Key>,
    /// Rules between its keys.
    pub rules: Vec<Rule>,
}

/// A rule between two keys of one table that a draft-07 schema can state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// Writing `key` needs `other` written too.
    Requires {
        /// The key written.
        key: &'static str,
        /// The key it needs.
        other: &'static str,
    },
    /// `key = true` needs the boolean `needs` not to be false (it defaults
    /// to true).
    NeedsTrue {
        /// The key set to true.
        key: &'static str,
        /// The key that must then not be false.
        needs: &'static str,
    },
}

/// The whole description: the top level's keys.
pub fn description() -> Table {
    Table {
        doc: "An SoC description for hdlgen (docs/description.md): its bus, address map, \
              tiles and the monitors each tile kind has.",
        keys: vec![
            Key::new("soc", Kind::Table(sections::soc()), "SoC-wide settings.").required(),
            Key::new(
                "catalog",
                Kind::Table(catalog::catalog()),
                "Which monitors exist: the built-in catalog, overrides and added monitors.",
            ),
            sections::tiles(),
            Key::new(
                "packer",
                Kind::Table(blocks::packer()),
                "The continuous-monitoring trace packer (docs/packer.md).",
            ),
            Key::new(
                "autocounter",
                Kind::Table(blocks::autocounter()),
                "FireSim-style AutoCounter accumulators (docs/autocounter.md).",
            ),
            Key::new(
                "programmable",
                Kind::Table(blocks::programmable()),
                "Event-selectable counters per tile (docs/programmable-counters.md).",
            ),
            Key::new(
                "core",
                Kind::Table(blocks::core()),
                "The reference SoC's core, RAM, console and event mapping (docs/reference-soc.md).",
            ),
            sections::access(),
            Key::new(
                "devicetree",
                Kind::Table(devicetree::devicetree()),
                "The UIO devicetree fragment dts/<soc>-monitors.dtsi: bus cells and the \
                 tiles' interrupts (docs/stat.md).",
            ),
        ],
        rules: Vec::new(),
    }
}

/// The schema as pretty-printed JSON.
pub fn json() -> String {
    render::schema(&description()).pretty()
}

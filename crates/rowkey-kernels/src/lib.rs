//! Hot loops of the RowKey Playground engine, kept apart from `rowkey-core` so that the
//! release profile can build them for speed (`opt-level = 3`) while everything else (the
//! app, the rest of the engine) is built for size (`opt-level = "z"`): a crate-wide
//! `opt-level = 3` on `rowkey-core` makes the analysis about 30% faster but the gzipped app
//! bundle about 114 KB larger.
//!
//! The functions here are not generic (a generic function is compiled, and optimised, in the
//! crate that instantiates it) and take plain slices.

pub mod bytes;
pub mod cells;
pub mod flat_key;
pub mod lead;
pub mod md5;
pub mod number;
pub mod order;
pub mod part_values;
pub mod scatter;
pub mod sort;
pub mod split;

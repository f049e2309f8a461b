//! # rowkey-core
//!
//! The pure engine of RowKey Playground: it turns sample rows into HBase row keys, sorts
//! them in HBase's byte order and shows them as the HBase shell does. It knows nothing of
//! the browser: no clock, no I/O, no randomness that is not passed in.
//!
//! ```
//! use rowkey_core::sample::parse_csv;
//! use rowkey_core::view::KeyTable;
//!
//! // The numbers 1 to 11 as unpadded text sort as 1, 10, 11, 2, ... (seed 002).
//! let csv = std::iter::once("n".to_string())
//!     .chain((1..=11).map(|n| n.to_string()))
//!     .collect::<Vec<_>>()
//!     .join("\n");
//! let sample = parse_csv(&csv).unwrap();
//! let table = KeyTable::from_column(&sample, 0);
//! let order: Vec<&str> = table.rows.iter().map(|r| r.key_text.as_str()).collect();
//! assert_eq!(order, ["1", "10", "11", "2", "3", "4", "5", "6", "7", "8", "9"]);
//! ```
//!
//! # A note about byte order
//!
//! HBase compares keys as unsigned bytes with a proper prefix first, so `"10" < "2"` and
//! `0x7F < 0x80`. [`RowKey`]'s `Ord` is exactly that order.

#![warn(missing_docs, missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]

pub mod display;
pub mod error;
pub mod generate;
pub mod key;
pub mod sample;
pub mod stats;
pub mod view;

pub use error::{ParseError, ParseErrorKind, Position};
pub use key::RowKey;

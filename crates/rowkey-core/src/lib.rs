//! # rowkey-core
//!
//! The pure engine of RowKey Playground: it turns sample rows into HBase row keys, sorts
//! them in HBase's byte order and shows them as the HBase shell does. It knows nothing of
//! the browser: no clock, no I/O, no randomness that is not passed in.
//!
//! ```
//! use rowkey_core::encode::encode_sample;
//! use rowkey_core::sample::parse_csv;
//! use rowkey_core::spec::{KeyPart, KeySpec};
//!
//! // The numbers 1 to 11 as unpadded text sort as 1, 10, 11, 2, ... (seed 002).
//! let csv = std::iter::once("n".to_string())
//!     .chain((1..=11).map(|n| n.to_string()))
//!     .collect::<Vec<_>>()
//!     .join("\n");
//! let sample = parse_csv(&csv).unwrap();
//! let encoded = encode_sample(&KeySpec::new(vec![KeyPart::column(1, "n")]), &sample).unwrap();
//! let mut keys: Vec<_> = encoded.keys().map(|(_, k)| k.key.clone()).collect();
//! keys.sort();
//! let order: Vec<String> = keys.iter().map(|k| k.to_string_binary()).collect();
//! assert_eq!(order, ["1", "10", "11", "2", "3", "4", "5", "6", "7", "8", "9"]);
//! ```
//!
//! # Designing a key
//!
//! A [`KeySpec`] lists the key's parts; [`encode::encode_sample`] turns every row into a key
//! and records which bytes each part wrote; [`lint::lint`] points out design problems.
//! Here is `md5(uid)[0..6] + uid + "#" + (Long.MAX_VALUE - ts)`:
//!
//! ```
//! use rowkey_core::encode::encode_sample;
//! use rowkey_core::sample::parse_csv;
//! use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, PartId, ReverseFrom};
//!
//! let spec = KeySpec::new(vec![
//!     KeyPart::md5_hex_of_columns(1, &["uid"], 6),
//!     KeyPart::column(2, "uid").with_separator("#"),
//!     KeyPart::column(3, "ts").with_encoding(Encoding::epoch_millis_reversed(
//!         ReverseFrom::LongMax,
//!         IntFormat::big_endian_signed(8),
//!     )),
//! ]);
//! let sample = parse_csv("uid,ts\n10001,1700000000000\n10001,1700000000001\n").unwrap();
//! let encoded = encode_sample(&spec, &sample).unwrap();
//!
//! let first = encoded.rows[0].as_ref().unwrap();
//! assert_eq!(first.key.to_string_binary(), "d89f3a10001#\\x7F\\xFF\\xFEt0\\x1A\\x97\\xFF");
//! // The anatomy: part 1 wrote bytes 0..6, part 2 bytes 6..11, its "#" 11..12, part 3 the rest.
//! assert_eq!(first.value_of(PartId(2)), Some(&b"10001"[..]));
//! assert_eq!(first.spans.last().unwrap().bytes, 12..20);
//!
//! // Newer rows sort first.
//! let second = encoded.rows[1].as_ref().unwrap();
//! assert!(second.key < first.key);
//! ```
//!
//! # A note about byte order
//!
//! HBase compares keys as unsigned bytes with a proper prefix first, so `"10" < "2"` and
//! `0x7F < 0x80`. [`RowKey`]'s `Ord` is exactly that order.

#![warn(missing_docs, missing_debug_implementations)]
#![doc(test(attr(deny(warnings))))]
// Without typed key encodings, a typed value cannot exist (`typed::TypedEncoding` has no
// values), so the code that would follow one is unreachable; the compiler drops it.
#![cfg_attr(not(feature = "typed-keys"), allow(unreachable_code))]

pub mod analysis;
pub mod artefacts;
pub mod check;
pub mod design;
pub mod i18n;
pub mod keycode;
pub mod lint;
pub mod persist;
pub mod plan;
pub mod presets;
pub mod protocol;
pub mod report;
pub mod sample;
pub mod share;
pub mod split;
pub mod verdict;

// The engine's modules, at the paths they had before the engine became its own crate.
pub use rowkey_engine::{
    autosplit, balance, display, encode, error, generate, hash, key, layout, literal, number,
    order, part_traits, region, sizing, spec, stats, tagged, time, transform, typed, wire,
};

pub use error::{ParseError, ParseErrorKind, Position};
pub use key::RowKey;
pub use spec::{KeyPart, KeySpec, PartId};

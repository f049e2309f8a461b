//! The split findings and notes are values that cross the worker boundary in the binary form
//! (`wire`): every variant, with any values, reads back equal; a message cut short is refused.
//! `SuggestNote` is also part of the serde-derived response (postcard), so it round-trips
//! there too.

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use rowkey_engine::RowKey;
use rowkey_engine::split::{
    EvenSplitter, Severity, SplitLint, SplitLintCode, SplitOrderNote, SuggestNote,
};
use rowkey_engine::wire::{Wire, from_bytes, to_bytes};

fn key() -> impl Strategy<Value = RowKey> {
    vec(any::<u8>(), 0..12).prop_map(RowKey::new)
}

fn code() -> impl Strategy<Value = SplitLintCode> {
    let n = || any::<usize>();
    prop_oneof![
        (n(), n(), vec(n(), 0..9)).prop_map(|(empty, regions, listed)| {
            SplitLintCode::EmptyRegions {
                empty,
                regions,
                listed,
            }
        }),
        (n(), n(), option::of(key())).prop_map(|(count, keys, example)| {
            SplitLintCode::HexUppercaseKeys {
                count,
                keys,
                example,
            }
        }),
        (n(), n(), option::of(key())).prop_map(|(count, keys, example)| {
            SplitLintCode::HexNonHexKeys {
                count,
                keys,
                example,
            }
        }),
        (n(), n(), option::of(key())).prop_map(|(count, keys, example)| {
            SplitLintCode::DecimalNonDigitKeys {
                count,
                keys,
                example,
            }
        }),
        (n(), n(), any::<bool>()).prop_map(|(printable, keys, bytes)| {
            SplitLintCode::UniformPrintableKeys {
                printable,
                keys,
                splitter: if bytes {
                    EvenSplitter::BytesSplit
                } else {
                    EvenSplitter::UniformSplit
                },
            }
        }),
        (n(), n(), option::of(key())).prop_map(|(outside, splits, example)| {
            SplitLintCode::SplitsIgnoreSalt {
                outside,
                splits,
                example,
            }
        }),
        (n(), n(), option::of(key())).prop_map(|(outside, splits, example)| {
            SplitLintCode::SplitsIgnoreHash {
                outside,
                splits,
                example,
            }
        }),
        (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(buckets, regions, per_region)| {
            SplitLintCode::FewerRegionsEven {
                buckets,
                regions,
                per_region,
            }
        }),
        (
            any::<u64>(),
            any::<u64>(),
            vec(any::<u64>(), 0..9),
            any::<u64>(),
            any::<u64>(),
            vec(any::<u64>(), 0..9),
            any::<bool>()
        )
            .prop_map(
                |(buckets, regions, listed, most, least, divisors, more_divisors)| {
                    SplitLintCode::FewerRegionsUneven {
                        buckets,
                        regions,
                        listed,
                        most,
                        least,
                        divisors,
                        more_divisors,
                    }
                }
            ),
        (any::<u64>(), any::<u64>()).prop_map(|(buckets, regions)| {
            SplitLintCode::FewerRegionsVariable { buckets, regions }
        }),
        (n(), n(), ".{0,12}").prop_map(|(count, first, typed)| {
            SplitLintCode::WhitespaceInSplitPoint {
                count,
                first,
                typed,
            }
        }),
    ]
}

fn note() -> impl Strategy<Value = SuggestNote> {
    prop_oneof![
        (any::<usize>(), any::<usize>())
            .prop_map(|(distinct, regions)| SuggestNote::FewDistinct { distinct, regions }),
        (any::<u64>(), any::<u32>())
            .prop_map(|(buckets, regions)| SuggestNote::UnevenBuckets { buckets, regions }),
        (any::<u64>(), any::<u32>())
            .prop_map(|(bucket, regions)| SuggestNote::BucketTooFew { bucket, regions }),
    ]
}

fn order_note() -> impl Strategy<Value = SplitOrderNote> {
    (
        any::<usize>(),
        ".{0,12}",
        any::<usize>(),
        ".{0,12}",
        vec(key(), 0..9),
        any::<usize>(),
    )
        .prop_map(
            |(split, typed, earlier, earlier_typed, order, total)| SplitOrderNote {
                split,
                typed,
                earlier,
                earlier_typed,
                order,
                total,
            },
        )
}

/// `value` reads back equal from its bytes, and every shorter prefix is refused.
fn round_trips<T: Wire + PartialEq + std::fmt::Debug>(value: &T) -> Result<(), TestCaseError> {
    let bytes = to_bytes(value);
    let back = from_bytes::<T>(&bytes);
    prop_assert_eq!(back.as_ref(), Ok(value));
    for cut in 0..bytes.len() {
        prop_assert!(from_bytes::<T>(&bytes[..cut]).is_err(), "cut at {}", cut);
    }
    Ok(())
}

proptest! {
    #[test]
    fn every_split_lint_reads_back_from_the_binary_form(code in code(), warning in any::<bool>()) {
        let severity = if warning { Severity::Warning } else { Severity::Info };
        round_trips(&code)?;
        round_trips(&SplitLint { severity, code })?;
    }

    #[test]
    fn every_suggestion_note_reads_back_from_the_binary_form_and_postcard(notes in vec(note(), 0..4)) {
        round_trips(&notes)?;
        let back: Vec<SuggestNote> =
            postcard::from_bytes(&postcard::to_allocvec(&notes).unwrap()).unwrap();
        prop_assert_eq!(back, notes);
    }

    #[test]
    fn every_order_note_reads_back_from_the_binary_form(note in order_note()) {
        round_trips(&note)?;
    }
}

//! proptest strategies for the key recipe's types, shared by the crate's unit tests. (The
//! integration tests under `tests/` cannot see `cfg(test)` items and keep their own.)

use std::ops::Range;

use proptest::prelude::*;

use super::{BinaryStyle, ByteWidth, IntFormat, IntOverflow};

/// Any integer format: decimal, zero-padded to a width in `zero_pad_widths`, or big-endian
/// binary of any width, style and overflow rule.
pub(crate) fn int_format(zero_pad_widths: Range<u16>) -> impl Strategy<Value = IntFormat> {
    let width = prop_oneof![
        Just(ByteWidth::One),
        Just(ByteWidth::Two),
        Just(ByteWidth::Four),
        Just(ByteWidth::Eight)
    ];
    let style = prop_oneof![
        Just(BinaryStyle::Unsigned),
        Just(BinaryStyle::TwosComplement),
        Just(BinaryStyle::SignFlipped)
    ];
    let overflow = prop_oneof![Just(IntOverflow::Error), Just(IntOverflow::Wrap)];
    prop_oneof![
        Just(IntFormat::Decimal),
        zero_pad_widths.prop_map(|width| IntFormat::ZeroPadded { width }),
        (width, style, overflow).prop_map(|(width, style, overflow)| IntFormat::Binary {
            width,
            style,
            overflow
        }),
    ]
}

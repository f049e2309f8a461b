//! Counts of keys by the bytes their first 8 bytes hold (what HexStringSplit and
//! DecimalStringSplit boundaries compare).

use crate::sort::PackedKeys;

/// A property of a key's lead (its first 8 bytes, or the whole key if shorter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeadTest {
    /// Some byte is not a hex digit (either case).
    NotHex,
    /// Every byte is a hex digit, and some is an uppercase one.
    UpperHex,
    /// Some byte is not a decimal digit.
    NotDecimal,
}

impl LeadTest {
    /// Whether `lead` has the property.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_kernels::lead::LeadTest;
    /// assert!(LeadTest::NotHex.holds(b"00ffu1"));
    /// assert!(LeadTest::UpperHex.holds(b"00FF"));
    /// assert!(!LeadTest::UpperHex.holds(b"00ff"));
    /// assert!(LeadTest::NotDecimal.holds(b"12a"));
    /// assert!(!LeadTest::NotDecimal.holds(b""));
    /// ```
    #[must_use]
    pub fn holds(self, lead: &[u8]) -> bool {
        let lower_hex = |b: &u8| matches!(b, b'0'..=b'9' | b'a'..=b'f');
        match self {
            Self::NotHex => !lead.iter().all(u8::is_ascii_hexdigit),
            Self::UpperHex => lead.iter().all(u8::is_ascii_hexdigit) && !lead.iter().all(lower_hex),
            Self::NotDecimal => !lead.iter().all(u8::is_ascii_digit),
        }
    }
}

/// How many keys have a property, and the first of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// The number of keys.
    pub count: usize,
    /// The index of the first.
    pub first: Option<usize>,
}

/// The keys whose lead (first 8 bytes) passes `test`.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::lead::{tally, LeadTest, Tally};
/// use rowkey_kernels::sort::PackedKeys;
/// let keys = PackedKeys { bytes: b"0a1bff00u1ABCD", ends: &[4, 10, 14] };
/// assert_eq!(tally(keys, LeadTest::NotHex), Tally { count: 1, first: Some(1) });
/// assert_eq!(tally(keys, LeadTest::UpperHex), Tally { count: 1, first: Some(2) });
/// ```
#[must_use]
pub fn tally(keys: PackedKeys<'_>, test: LeadTest) -> Tally {
    let mut out = Tally::default();
    let mut start = 0;
    for (index, &end) in keys.ends.iter().enumerate() {
        let key = keys.bytes.get(start..end).unwrap_or_default();
        start = end;
        if test.holds(key.get(..8).unwrap_or(key)) {
            out.count += 1;
            out.first.get_or_insert(index);
        }
    }
    out
}

/// The keys whose lead is not hex ([`LeadTest::NotHex`]) and those whose lead is uppercase
/// hex ([`LeadTest::UpperHex`]), counted in one pass.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::lead::{tally, tally_hex, LeadTest};
/// use rowkey_kernels::sort::PackedKeys;
/// let keys = PackedKeys { bytes: b"0a1bff00u1ABCD", ends: &[4, 10, 14] };
/// let [not_hex, upper] = tally_hex(keys);
/// assert_eq!(not_hex, tally(keys, LeadTest::NotHex));
/// assert_eq!(upper, tally(keys, LeadTest::UpperHex));
/// ```
#[must_use]
pub fn tally_hex(keys: PackedKeys<'_>) -> [Tally; 2] {
    let mut out = [Tally::default(); 2];
    let mut start = 0;
    for (index, &end) in keys.ends.iter().enumerate() {
        let key = keys.bytes.get(start..end).unwrap_or_default();
        start = end;
        let lead = key.get(..8).unwrap_or(key);
        let class = lead.iter().fold(HEX | LOWER_HEX, |class, &b| {
            class & HEX_CLASS[usize::from(b)]
        });
        let which = if class & HEX == 0 {
            0
        } else if class & LOWER_HEX == 0 {
            1
        } else {
            continue;
        };
        out[which].count += 1;
        out[which].first.get_or_insert(index);
    }
    out
}

/// [`HEX_CLASS`] bit of the hex digits, either case.
const HEX: u8 = 1;
/// [`HEX_CLASS`] bit of the digits and `a` to `f`.
const LOWER_HEX: u8 = 2;

/// Each byte's hex class: one table lookup a byte instead of range comparisons.
const HEX_CLASS: [u8; 256] = {
    let mut table = [0_u8; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        if byte.is_ascii_hexdigit() {
            table[b] |= HEX;
        }
        if matches!(byte, b'0'..=b'9' | b'a'..=b'f') {
            table[b] |= LOWER_HEX;
        }
        b += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The tally counts and finds what a filter over the keys' first 8 bytes does.
        #[test]
        fn tallies_as_a_filter(
            keys in proptest::collection::vec(
                proptest::collection::vec(prop_oneof![Just(b'0'), Just(b'a'), Just(b'F'), Just(b'u'), Just(0xFF)], 0..12),
                0..30,
            )
        ) {
            let mut bytes = Vec::new();
            let mut ends = Vec::new();
            for key in &keys {
                bytes.extend_from_slice(key);
                ends.push(bytes.len());
            }
            for test in [LeadTest::NotHex, LeadTest::UpperHex, LeadTest::NotDecimal] {
                let passing: Vec<usize> = (0..keys.len())
                    .filter(|&i| test.holds(keys[i].get(..8).unwrap_or(&keys[i])))
                    .collect();
                let expected = Tally { count: passing.len(), first: passing.first().copied() };
                prop_assert_eq!(tally(PackedKeys { bytes: &bytes, ends: &ends }, test), expected);
            }
            let packed = PackedKeys { bytes: &bytes, ends: &ends };
            prop_assert_eq!(
                tally_hex(packed),
                [tally(packed, LeadTest::NotHex), tally(packed, LeadTest::UpperHex)]
            );
        }
    }
}

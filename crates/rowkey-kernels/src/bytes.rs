//! Byte searches eight bytes at a time (64-bit words, which wasm32 has natively, while the
//! standard library's `memchr` works on 32-bit `usize` words there).

const LOW: u64 = 0x0101_0101_0101_0101;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// The high bit of each byte of `word` that is zero, exact for the lowest zero byte (a borrow
/// may mark bytes above it, never below).
fn zero_bytes(word: u64) -> u64 {
    word.wrapping_sub(LOW) & !word & HIGH
}

/// `byte` in every byte of a word.
fn splat(byte: u8) -> u64 {
    LOW * u64::from(byte)
}

/// The index of the first of `haystack`'s bytes that is one of `needles` (1 to 3 bytes),
/// from index `from`; `haystack.len()` if there is none.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::bytes::position_of_any;
/// let text = b"user17,1700000000000\nuser2";
/// assert_eq!(position_of_any(text, 0, &[b',', b'\n']), 6);
/// assert_eq!(position_of_any(text, 7, &[b',', b'\n']), 20);
/// assert_eq!(position_of_any(text, 21, &[b',', b'\n']), text.len());
/// assert_eq!(position_of_any(text, 99, &[b',']), text.len());
/// ```
#[must_use]
pub fn position_of_any(haystack: &[u8], from: usize, needles: &[u8]) -> usize {
    let [a, b, c] = match *needles {
        [a] => [a, a, a],
        [a, b] => [a, b, b],
        [a, b, c, ..] => [a, b, c],
        [] => return haystack.len(),
    };
    let (sa, sb, sc) = (splat(a), splat(b), splat(c));
    let mut at = from.min(haystack.len());
    while let Some(chunk) = haystack.get(at..).and_then(<[u8]>::first_chunk::<8>) {
        let word = u64::from_le_bytes(*chunk);
        let hits = zero_bytes(word ^ sa) | zero_bytes(word ^ sb) | zero_bytes(word ^ sc);
        if hits != 0 {
            return at + (hits.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    while let Some(&byte) = haystack.get(at) {
        if byte == a || byte == b || byte == c {
            return at;
        }
        at += 1;
    }
    haystack.len()
}

/// The index of the first `needle` in `haystack`.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::bytes::find_byte;
/// assert_eq!(find_byte(b"a,\"b\"", b'"'), Some(2));
/// assert_eq!(find_byte(b"abc", 0), None);
/// ```
#[must_use]
pub fn find_byte(haystack: &[u8], needle: u8) -> Option<usize> {
    let at = position_of_any(haystack, 0, &[needle]);
    (at < haystack.len()).then_some(at)
}

/// Whether `needle` occurs in `haystack` (false for an empty needle). Whole windows are
/// compared only where the first byte matches, so a one-byte needle (the usual separator)
/// is a plain byte search with no `memcmp` call a position.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::bytes::contains;
/// assert!(contains(b"user#17", b"#"));
/// assert!(contains(b"a::b", b"::"));
/// assert!(!contains(b"a:b", b"::"));
/// assert!(!contains(b"abc", b""));
/// ```
#[must_use]
pub fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    let Some((&first, rest)) = needle.split_first() else {
        return false;
    };
    if rest.is_empty() {
        return haystack.contains(&first);
    }
    haystack
        .windows(needle.len())
        .any(|w| w.first() == Some(&first) && w.get(1..) == Some(rest))
}

/// Whether `sep` occurs in `value` followed by `sep` (the bytes a key writes) starting
/// before the value's end: then a key does not say where the value ends. Never for an empty
/// `sep`. No copy of the value is made.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::bytes::separator_before_end;
/// assert!(separator_before_end(b"a_b", b"_"));
/// assert!(!separator_before_end(b"ab", b"_"));
/// // "a" + "::" ends in ":" and "::": the separator starts inside the value.
/// assert!(separator_before_end(b"a:", b"::"));
/// assert!(!separator_before_end(b"a", b""));
/// ```
#[must_use]
pub fn separator_before_end(value: &[u8], sep: &[u8]) -> bool {
    let Some(&first) = sep.first() else {
        return false;
    };
    let k = sep.len();
    value.iter().enumerate().any(|(at, &b)| {
        b == first && {
            // The window `value ++ sep` shows at `at`: `m` bytes of the value, then the
            // separator's first `k - m`.
            let m = k.min(value.len() - at);
            value.get(at..at + m) == sep.get(..m) && sep.get(m..) == sep.get(..k - m)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// As searching the value with the separator appended for the separator's first
        /// occurrence and asking whether it starts inside the value.
        #[test]
        fn separator_before_end_as_a_search_of_the_joined_bytes(
            value in proptest::collection::vec(prop_oneof![Just(b':'), Just(b'a'), Just(b'_')], 0..10),
            sep in proptest::collection::vec(prop_oneof![Just(b':'), Just(b'a'), Just(b'_')], 0..4),
        ) {
            let mut joined = value.clone();
            joined.extend_from_slice(&sep);
            let expected = !sep.is_empty()
                && joined.windows(sep.len()).position(|w| w == sep.as_slice()).is_some_and(|at| at < value.len());
            prop_assert_eq!(separator_before_end(&value, &sep), expected);
        }
        /// The same index as a plain search, for every start and set of needles.
        #[test]
        fn finds_what_a_plain_search_finds(
            haystack in proptest::collection::vec(prop_oneof![Just(0u8), Just(1), Just(b','), Just(b'\n'), Just(0x80), Just(0xFF), any::<u8>()], 0..70),
            needles in proptest::collection::vec(prop_oneof![Just(0u8), Just(b','), Just(b'\n'), Just(0x80), Just(0xFF)], 0..4),
            from in 0usize..80,
        ) {
            let expected = haystack
                .iter()
                .enumerate()
                .skip(from)
                .find(|(_, b)| needles.iter().take(3).any(|n| n == *b))
                .map_or(haystack.len(), |(i, _)| i);
            let expected = if needles.is_empty() { haystack.len() } else { expected };
            prop_assert_eq!(position_of_any(&haystack, from, &needles), expected);
            if let Some(&n) = needles.first() {
                prop_assert_eq!(find_byte(&haystack, n), haystack.iter().position(|b| *b == n));
            }
        }

        /// `contains` agrees with comparing every window, for needles of 0 to 3 bytes from a
        /// small alphabet (so that partial and overlapping matches are common).
        #[test]
        fn contains_what_every_window_contains(
            haystack in proptest::collection::vec(prop_oneof![Just(b'a'), Just(b'b'), Just(b'#')], 0..20),
            needle in proptest::collection::vec(prop_oneof![Just(b'a'), Just(b'b'), Just(b'#')], 0..4),
        ) {
            let expected = !needle.is_empty() && haystack.windows(needle.len()).any(|w| w == needle.as_slice());
            prop_assert_eq!(contains(&haystack, &needle), expected);
        }
    }
}

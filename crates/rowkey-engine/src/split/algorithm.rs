//! `RegionSplitter`'s split algorithms: HexStringSplit, DecimalStringSplit and UniformSplit.

use crate::split::SplitValue;
use crate::split::big::Big;
use serde::Serialize;

use crate::display::{to_bytes_binary, to_string_binary};
use crate::key::RowKey;
use crate::split::bytes_split::bytes_split;
use crate::split::{MAX_REGIONS, SplitError};

/// One of HBase's built-in `SPLITALGO`s.
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::SplitAlgorithm;
///
/// assert_eq!(SplitAlgorithm::from_name("HexStringSplit"), Some(SplitAlgorithm::HexString));
/// assert_eq!(SplitAlgorithm::DecimalString.name(), "DecimalStringSplit");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SplitAlgorithm {
    /// `HexStringSplit`: keys are 8 lowercase hex characters, `00000000` to `ffffffff`.
    /// Made for keys that start with an MD5 (or other uniform) hex string.
    HexString,
    /// `DecimalStringSplit`: keys are 8 decimal digits, `00000000` to `99999999` (HBase 1.4.0
    /// and 2.0.0 or later). Made for keys that start with decimal digits.
    DecimalString,
    /// `UniformSplit`: keys are 8 raw bytes, the byte space cut evenly. Made for keys that
    /// start with uniformly random bytes; lumpy for printable keys.
    Uniform,
}
crate::tagged::unit_enum_deserialize!(SplitAlgorithm { HexString = "hex_string", DecimalString = "decimal_string", Uniform = "uniform" });

impl SplitAlgorithm {
    /// The name the HBase shell takes as `SPLITALGO`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SplitAlgorithm;
    /// assert_eq!(SplitAlgorithm::Uniform.name(), "UniformSplit");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::HexString => "HexStringSplit",
            Self::DecimalString => "DecimalStringSplit",
            Self::Uniform => "UniformSplit",
        }
    }

    /// Reads a `SPLITALGO` simple name (exact spelling, as `newSplitAlgoInstance` does).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SplitAlgorithm;
    /// assert_eq!(SplitAlgorithm::from_name("UniformSplit"), Some(SplitAlgorithm::Uniform));
    /// assert_eq!(SplitAlgorithm::from_name("hexstringsplit"), None);
    /// ```
    #[must_use]
    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "HexStringSplit" => Some(Self::HexString),
            "DecimalStringSplit" => Some(Self::DecimalString),
            "UniformSplit" => Some(Self::Uniform),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Domain {
    Number {
        radix: u32,
        first: Big,
        last: Big,
        first_text: String,
        last_text: String,
        width: usize,
    },
    Uniform {
        first: Vec<u8>,
        last: Vec<u8>,
    },
}

/// A configured split algorithm: HBase's `RegionSplitter.SplitAlgorithm` with its first and
/// last rows.
///
/// # A note about HBASE-29472
///
/// On HBase master (July 2025), the rolling midpoint of Hex/DecimalStringSplit adds one to the
/// end when it equals the last row, treating the last row as inclusive; older releases do not.
/// [`Splitter::midpoint`] follows master by default; turn it off with
/// [`Splitter::last_row_inclusive_midpoint`] to model an older release. It changes only
/// rolling splits, never [`Splitter::split`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::{SplitAlgorithm, Splitter};
///
/// let hex = Splitter::new(SplitAlgorithm::HexString);
/// let keys: Vec<String> = hex.split(4).unwrap().iter().map(|k| k.to_string_binary()).collect();
/// assert_eq!(keys, ["40000000", "80000000", "c0000000"]);
///
/// // Rolling split of the last region [e0000000, +inf):
/// assert_eq!(hex.midpoint(b"e0000000", b"").unwrap().to_string_binary(), "f0000000");
/// let old = hex.clone().last_row_inclusive_midpoint(false);
/// assert_eq!(old.midpoint(b"e0000000", b"").unwrap().to_string_binary(), "efffffff");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Splitter {
    algorithm: SplitAlgorithm,
    domain: Domain,
    last_row_inclusive_midpoint: bool,
}

impl Splitter {
    /// The algorithm with HBase's default first and last rows.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitAlgorithm, Splitter};
    /// let dec = Splitter::new(SplitAlgorithm::DecimalString);
    /// assert_eq!(dec.last_row().to_string_binary(), "99999999");
    /// ```
    #[must_use]
    pub fn new(algorithm: SplitAlgorithm) -> Self {
        let domain = match algorithm {
            SplitAlgorithm::HexString => Domain::Number {
                radix: 16,
                first: Big::ZERO,
                last: Big::from(u32::MAX),
                first_text: "00000000".into(),
                last_text: "FFFFFFFF".into(),
                width: 8,
            },
            SplitAlgorithm::DecimalString => Domain::Number {
                radix: 10,
                first: Big::ZERO,
                last: Big::from(99_999_999u32),
                first_text: "00000000".into(),
                last_text: "99999999".into(),
                width: 8,
            },
            SplitAlgorithm::Uniform => Domain::Uniform {
                first: Vec::new(),
                last: vec![0xFF; 8],
            },
        };
        Self {
            algorithm,
            domain,
            last_row_inclusive_midpoint: true,
        }
    }

    /// The algorithm.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitAlgorithm, Splitter};
    /// assert_eq!(Splitter::new(SplitAlgorithm::Uniform).algorithm(), SplitAlgorithm::Uniform);
    /// ```
    #[must_use]
    pub fn algorithm(&self) -> SplitAlgorithm {
        self.algorithm
    }

    /// Sets the first row as `setFirstRow(String)` does: a number in the radix for the string
    /// algorithms (either case), `toBytesBinary` text for UniformSplit.
    ///
    /// # Errors
    ///
    /// [`SplitError::NotANumber`] if a string algorithm's row is not a number in its radix.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitAlgorithm, Splitter};
    /// let hex = Splitter::new(SplitAlgorithm::HexString).with_first_row("00").unwrap();
    /// assert!(Splitter::new(SplitAlgorithm::HexString).with_first_row("zz").is_err());
    /// # let _ = hex;
    /// ```
    pub fn with_first_row(mut self, text: &str) -> Result<Self, SplitError> {
        match &mut self.domain {
            Domain::Number {
                radix,
                first,
                first_text,
                ..
            } => {
                *first = parse_number(text, *radix, SplitValue::FirstRow)?;
                *first_text = text.to_owned();
            }
            Domain::Uniform { first, .. } => *first = to_bytes_binary(text),
        }
        Ok(self)
    }

    /// Sets the last row as `setLastRow(String)` does. For the string algorithms the key width
    /// becomes the length of this text.
    ///
    /// # Errors
    ///
    /// [`SplitError::NotANumber`] if a string algorithm's row is not a number in its radix.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitAlgorithm, Splitter};
    /// let hex = Splitter::new(SplitAlgorithm::HexString)
    ///     .with_first_row("0").unwrap()
    ///     .with_last_row("2").unwrap();
    /// let keys: Vec<String> = hex.split(3).unwrap().iter().map(|k| k.to_string_binary()).collect();
    /// assert_eq!(keys, ["1", "2"]);
    /// ```
    pub fn with_last_row(mut self, text: &str) -> Result<Self, SplitError> {
        match &mut self.domain {
            Domain::Number {
                radix,
                last,
                last_text,
                width,
                ..
            } => {
                *last = parse_number(text, *radix, SplitValue::LastRow)?;
                *last_text = text.to_owned();
                *width = text.chars().count();
            }
            Domain::Uniform { last, .. } => *last = to_bytes_binary(text),
        }
        Ok(self)
    }

    /// Turns the HBASE-29472 `+1` of the rolling midpoint on (default, HBase master) or off
    /// (older releases). See the note on [`Splitter`].
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitAlgorithm, Splitter};
    /// let old = Splitter::new(SplitAlgorithm::HexString).last_row_inclusive_midpoint(false);
    /// assert_eq!(old.midpoint(b"dfffffff", b"").unwrap().to_string_binary(), "efffffff");
    /// ```
    #[must_use]
    pub fn last_row_inclusive_midpoint(mut self, on: bool) -> Self {
        self.last_row_inclusive_midpoint = on;
        self
    }

    /// `firstRow()`: the key that stands in for the empty start key.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitAlgorithm, Splitter};
    /// assert_eq!(Splitter::new(SplitAlgorithm::HexString).first_row().to_string_binary(), "00000000");
    /// assert!(Splitter::new(SplitAlgorithm::Uniform).first_row().is_empty());
    /// ```
    #[must_use]
    pub fn first_row(&self) -> RowKey {
        match &self.domain {
            Domain::Number {
                radix,
                first,
                width,
                ..
            } => number_key(first, *radix, *width),
            Domain::Uniform { first, .. } => RowKey::from(first.as_slice()),
        }
    }

    /// `lastRow()`: the key that stands in for the empty end key (lowercase for hex, even
    /// though HBase's constant is `"FFFFFFFF"`).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitAlgorithm, Splitter};
    /// assert_eq!(Splitter::new(SplitAlgorithm::HexString).last_row().to_string_binary(), "ffffffff");
    /// ```
    #[must_use]
    pub fn last_row(&self) -> RowKey {
        match &self.domain {
            Domain::Number {
                radix, last, width, ..
            } => number_key(last, *radix, *width),
            Domain::Uniform { last, .. } => RowKey::from(last.as_slice()),
        }
    }

    /// `split(numRegions)`: the `num_regions − 1` split keys of a pre-split table.
    ///
    /// Hex/Decimal: `range = last − first + 1`, `size = floor(range / n)`, key `i` =
    /// `first + size·i` left-padded to the width with `'0'`, lowercase; the last region takes
    /// the slop. Uniform: `Bytes.split(first, last, inclusive, n − 1)` without its endpoints.
    ///
    /// # Errors
    ///
    /// [`SplitError::TooFewRegions`] below 2, [`SplitError::TooManyRegions`] above
    /// [`MAX_REGIONS`], [`SplitError::LastRowNotAfterFirst`], and for the string algorithms
    /// [`SplitError::RangeTooSmall`] when the range has fewer keys than regions.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitAlgorithm, Splitter};
    /// let uniform = Splitter::new(SplitAlgorithm::Uniform);
    /// assert_eq!(uniform.split(2).unwrap()[0].to_hex(), "8000000000000000");
    /// assert!(uniform.split(1).is_err());
    /// ```
    pub fn split(&self, num_regions: u32) -> Result<Vec<RowKey>, SplitError> {
        check_region_count(u64::from(num_regions), 2)?;
        match &self.domain {
            Domain::Number {
                radix,
                first,
                last,
                first_text,
                last_text,
                width,
            } => {
                if last <= first {
                    return Err(SplitError::LastRowNotAfterFirst {
                        first: first_text.clone(),
                        last: last_text.clone(),
                    });
                }
                let range = last - first + 1u32;
                if range < Big::from(num_regions) {
                    return Err(SplitError::RangeTooSmall {
                        regions: u64::from(num_regions),
                        range: range.to_string(),
                    });
                }
                let size = range / num_regions;
                Ok((1..num_regions)
                    .map(|i| number_key(&(first + &size * i), *radix, *width))
                    .collect())
            }
            Domain::Uniform { first, last } => {
                if last <= first {
                    return Err(SplitError::LastRowNotAfterFirst {
                        first: to_string_binary(first),
                        last: to_string_binary(last),
                    });
                }
                let mut keys = bytes_split(first, last, true, num_regions - 1)?;
                keys.pop();
                keys.remove(0);
                Ok(keys)
            }
        }
    }

    /// `split(start, end, numSplits, inclusive)`: cuts `[start, end]` into `num_splits` parts
    /// and returns the `num_splits − 1` keys between them, plus both ends if `inclusive`.
    ///
    /// # Errors
    ///
    /// As [`Splitter::split`], and [`SplitError::NotANumber`] for a string algorithm's bad
    /// start or end.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitAlgorithm, Splitter};
    /// let uniform = Splitter::new(SplitAlgorithm::Uniform);
    /// let keys = uniform.split_range(b"aaa", b"aad", 3, false).unwrap();
    /// assert_eq!(keys, [b"aab".as_slice().into(), b"aac".as_slice().into()]);
    /// ```
    pub fn split_range(
        &self,
        start: &[u8],
        end: &[u8],
        num_splits: u32,
        inclusive: bool,
    ) -> Result<Vec<RowKey>, SplitError> {
        check_region_count(u64::from(num_splits), 2)?;
        match &self.domain {
            Domain::Number { radix, width, .. } => {
                let s = parse_row(start, *radix, SplitValue::StartKey)?;
                let e = parse_row(end, *radix, SplitValue::EndKey)?;
                if e <= s {
                    return Err(SplitError::LastRowNotAfterFirst {
                        first: to_string_binary(start),
                        last: to_string_binary(end),
                    });
                }
                let range = &e - &s + 1u32;
                if range < Big::from(num_splits) {
                    return Err(SplitError::RangeTooSmall {
                        regions: u64::from(num_splits),
                        range: range.to_string(),
                    });
                }
                let size = range / num_splits;
                let mut keys: Vec<RowKey> = (1..num_splits)
                    .map(|i| number_key(&(&s + &size * i), *radix, *width))
                    .collect();
                if inclusive {
                    keys.insert(0, number_key(&s, *radix, *width));
                    keys.push(number_key(&e, *radix, *width));
                }
                Ok(keys)
            }
            Domain::Uniform { first, last } => {
                let start = if start.is_empty() { first } else { start };
                let end = if end.is_empty() { last } else { end };
                if end <= start {
                    return Err(SplitError::LastRowNotAfterFirst {
                        first: to_string_binary(start),
                        last: to_string_binary(end),
                    });
                }
                let mut keys = bytes_split(start, end, true, num_splits - 1)?;
                if !inclusive {
                    keys.pop();
                    keys.remove(0);
                }
                Ok(keys)
            }
        }
    }

    /// `split(start, end)`: the key a rolling split cuts the region `[start, end)` at. An
    /// empty start stands for [`Splitter::first_row`] and an empty end for
    /// [`Splitter::last_row`], as `RegionSplitter.getSplits` does.
    ///
    /// Hex/Decimal: `floor((s + e) / 2)`, with `e + 1` first when `e` is the last row and
    /// HBASE-29472 is on. Uniform: `Bytes.split(start, end, 1)[1]`.
    ///
    /// # Errors
    ///
    /// [`SplitError::NotANumber`] for a string algorithm's non-numeric key,
    /// [`SplitError::EndKeyIsZero`], and [`SplitError::EndNotAfterStart`] for Uniform.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitAlgorithm, Splitter};
    /// let dec = Splitter::new(SplitAlgorithm::DecimalString);
    /// assert_eq!(dec.midpoint(b"00000000", b"19999999").unwrap().to_string_binary(), "09999999");
    /// let uniform = Splitter::new(SplitAlgorithm::Uniform);
    /// assert_eq!(uniform.midpoint(&[0x10], &[0x30]).unwrap().to_hex(), "20");
    /// ```
    pub fn midpoint(&self, start: &[u8], end: &[u8]) -> Result<RowKey, SplitError> {
        let first = self.first_row();
        let last = self.last_row();
        let start = if start.is_empty() {
            first.as_bytes()
        } else {
            start
        };
        let end = if end.is_empty() { last.as_bytes() } else { end };
        match &self.domain {
            Domain::Number {
                radix,
                last: last_int,
                width,
                ..
            } => {
                let s = parse_row(start, *radix, SplitValue::StartKey)?;
                let mut e = parse_row(end, *radix, SplitValue::EndKey)?;
                if e == Big::ZERO {
                    return Err(SplitError::EndKeyIsZero);
                }
                if self.last_row_inclusive_midpoint && &e == last_int {
                    e += 1u32;
                }
                Ok(number_key(&((s + e) / 2u32), *radix, *width))
            }
            Domain::Uniform { .. } => {
                let keys = bytes_split(start, end, false, 1)?;
                Ok(keys.into_iter().nth(1).unwrap_or_default())
            }
        }
    }
}

/// Rejects region counts below `min` or above [`MAX_REGIONS`].
pub fn check_region_count(requested: u64, min: u64) -> Result<(), SplitError> {
    if requested < min {
        return Err(SplitError::TooFewRegions {
            requested,
            minimum: min,
        });
    }
    if requested > u64::from(MAX_REGIONS) {
        return Err(SplitError::TooManyRegions {
            requested,
            limit: u64::from(MAX_REGIONS),
        });
    }
    Ok(())
}

/// `new BigInteger(text, radix)`: an optional `+`, then digits of either case. Negative
/// numbers are refused (they make no sense as row keys).
fn parse_number(text: &str, radix: u32, what: SplitValue) -> Result<Big, SplitError> {
    let digits = text.strip_prefix('+').unwrap_or(text);
    let valid = !digits.is_empty() && digits.chars().all(|c| c.is_digit(radix));
    let parsed = valid.then(|| Big::parse(digits, radix)).flatten();
    parsed.ok_or_else(|| SplitError::NotANumber {
        what,
        text: text.to_owned(),
        radix,
    })
}

/// `convertToBigInteger(row)`: an empty row is 0, anything else its UTF-8 text as a number.
fn parse_row(row: &[u8], radix: u32, what: SplitValue) -> Result<Big, SplitError> {
    if row.is_empty() {
        return Ok(Big::ZERO);
    }
    match std::str::from_utf8(row) {
        Ok(text) => parse_number(text, radix, what),
        Err(_) => Err(SplitError::NotANumber {
            what,
            text: to_string_binary(row),
            radix,
        }),
    }
}

/// `convertToByte`: lowercase digits, left-padded with `'0'` to the width.
fn number_key(value: &Big, radix: u32, width: usize) -> RowKey {
    let digits = value.to_str_radix(radix);
    let mut text = "0".repeat(width.saturating_sub(digits.len()));
    text.push_str(&digits);
    RowKey::from(text.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(keys: &[RowKey]) -> Vec<String> {
        keys.iter().map(RowKey::to_string_binary).collect()
    }

    #[test]
    fn hex_split_two_and_three() {
        let hex = Splitter::new(SplitAlgorithm::HexString);
        assert_eq!(texts(&hex.split(2).unwrap()), ["80000000"]);
        assert_eq!(texts(&hex.split(3).unwrap()), ["55555555", "aaaaaaaa"]);
    }

    #[test]
    fn number_parsing_is_like_big_integer() {
        assert!(parse_number("AA", 16, SplitValue::FirstRow).is_ok());
        assert!(parse_number("+aa", 16, SplitValue::FirstRow).is_ok());
        assert!(parse_number("-1", 16, SplitValue::FirstRow).is_err());
        assert!(parse_number("", 16, SplitValue::FirstRow).is_err());
        assert!(parse_number("1a", 10, SplitValue::FirstRow).is_err());
    }

    #[test]
    fn huge_region_counts_are_refused_quickly() {
        let hex = Splitter::new(SplitAlgorithm::HexString);
        assert!(matches!(
            hex.split(100_000),
            Err(SplitError::TooManyRegions { .. })
        ));
    }
}

//! Split specifications as a user writes them, and the split points they resolve to.

use serde::Serialize;

use crate::display::{to_bytes_binary, to_string_binary};
use crate::key::RowKey;
use crate::split::algorithm::check_region_count;
use crate::split::bytes_split::bytes_split;
use crate::split::{MAX_REGIONS, MAX_SPLIT_KEY_BYTES, SplitAlgorithm, SplitError, Splitter};

/// How a table is pre-split: every way HBase and Phoenix offer.
///
/// Resolve it with [`SplitSpec::resolve`]. It is serde-serialisable (tagged by `kind`) so a
/// shell can keep it in its state or URL.
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::{SplitAlgorithm, SplitSpec};
///
/// // create 't9', 'MM', SPLITS => ['30000', '60000', '90000']
/// let spec = SplitSpec::Explicit { splits: vec!["30000".into(), "60000".into(), "90000".into()] };
/// assert_eq!(spec.resolve().unwrap().region_count(), 4);
///
/// // create 't4', 'MM', {NUMREGIONS => 5, SPLITALGO => 'HexStringSplit'}
/// let spec = SplitSpec::NumRegions {
///     algorithm: SplitAlgorithm::HexString,
///     num_regions: 5,
///     first_row: None,
///     last_row: None,
/// };
/// let texts = spec.resolve().unwrap().texts();
/// assert_eq!(texts, ["33333333", "66666666", "99999999", "cccccccc"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SplitSpec {
    /// No pre-split: one region holds every key (HBase then splits it as it grows).
    None,
    /// Shell `SPLITS => [...]`: each string through `Bytes.toBytesBinary` (only `\xHH` with
    /// uppercase hex is an escape). Order does not matter; HBase sorts them.
    Explicit {
        /// The splits as typed.
        splits: Vec<String>,
    },
    /// Shell `SPLITS_FILE`: one split per line (`line.chomp`), then as [`SplitSpec::Explicit`].
    File {
        /// The file's text.
        text: String,
    },
    /// Shell `NUMREGIONS => n, SPLITALGO => '...'` (`RegionSplitter` with optional
    /// `--firstrow`/`--lastrow` overrides).
    NumRegions {
        /// `SPLITALGO`.
        algorithm: SplitAlgorithm,
        /// `NUMREGIONS`.
        num_regions: u32,
        /// First-row override (a number in the radix, or `toBytesBinary` text for Uniform).
        first_row: Option<String>,
        /// Last-row override; for the string algorithms it also sets the key width.
        last_row: Option<String>,
    },
    /// Phoenix `SALT_BUCKETS = n` with no user splits: one region per bucket, split at the
    /// single bytes `\x01 … \x(n−1)`.
    SaltBuckets {
        /// Number of buckets, 1 to 256.
        buckets: u16,
    },
    /// `Admin.createTable(desc, startKey, endKey, numRegions)`: keys as `toBytesBinary` text.
    KeyRange {
        /// Start key (becomes the first split).
        start: String,
        /// End key (becomes the last split).
        end: String,
        /// Number of regions, at least 3.
        num_regions: u32,
    },
}

impl SplitSpec {
    /// The split points this specification creates, or the error HBase would give.
    ///
    /// # Errors
    ///
    /// See [`SplitError`]: empty or duplicate explicit splits (with their 1-based index and
    /// text), too few or too many regions, a range too small for the region count, bad first
    /// or last rows, bad salt bucket counts.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitError, SplitSpec};
    ///
    /// let spec = SplitSpec::Explicit { splits: vec!["b".into(), "a".into(), "\\x62".into()] };
    /// match spec.resolve() {
    ///     Err(SplitError::DuplicateSplitKey { index, first_index, .. }) => {
    ///         assert_eq!((index, first_index), (3, 1));
    ///     }
    ///     other => panic!("{other:?}"),
    /// }
    /// ```
    pub fn resolve(&self) -> Result<SplitPoints, SplitError> {
        match self {
            Self::None => Ok(SplitPoints::default()),
            Self::Explicit { splits } => SplitPoints::from_texts(splits),
            Self::File { text } => {
                let lines: Vec<&str> = text
                    .lines()
                    .map(|line| line.strip_suffix('\r').unwrap_or(line))
                    .collect();
                SplitPoints::from_texts(&lines)
            }
            Self::NumRegions {
                algorithm,
                num_regions,
                first_row,
                last_row,
            } => {
                check_region_count(u64::from(*num_regions), 2)?;
                let mut splitter = Splitter::new(*algorithm);
                if let Some(first) = first_row {
                    splitter = splitter.with_first_row(first)?;
                }
                if let Some(last) = last_row {
                    splitter = splitter.with_last_row(last)?;
                }
                Ok(SplitPoints::from_sorted_unique(
                    splitter.split(*num_regions)?,
                ))
            }
            Self::SaltBuckets { buckets } => salt_bucket_splits(*buckets),
            Self::KeyRange {
                start,
                end,
                num_regions,
            } => key_range_splits(&to_bytes_binary(start), &to_bytes_binary(end), *num_regions),
        }
    }
}

impl SplitSpec {}

/// Phoenix `SaltingUtil.getSalteByteSplitPoints(n)`: `{0x01} … {n−1}`.
///
/// Phoenix's `SchemaUtil.processSplit` may right-pad these with `0x00` when the next
/// primary-key column is fixed width; that changes no row's region, so it is not modelled.
fn salt_bucket_splits(buckets: u16) -> Result<SplitPoints, SplitError> {
    if buckets == 0 || buckets > 256 {
        return Err(SplitError::BadSaltBuckets {
            buckets: u64::from(buckets),
        });
    }
    let keys = (1..buckets)
        .filter_map(|b| u8::try_from(b).ok())
        .map(|b| RowKey::new(vec![b]))
        .collect();
    Ok(SplitPoints::from_sorted_unique(keys))
}

/// `RawAsyncHBaseAdmin.getSplitKeys(startKey, endKey, numRegions)`.
fn key_range_splits(start: &[u8], end: &[u8], num_regions: u32) -> Result<SplitPoints, SplitError> {
    if num_regions < 3 {
        return Err(SplitError::KeyRangeNeedsThreeRegions {
            requested: u64::from(num_regions),
        });
    }
    check_region_count(u64::from(num_regions), 3)?;
    if start >= end {
        return Err(SplitError::EndNotAfterStart {
            start: to_string_binary(start),
            end: to_string_binary(end),
        });
    }
    let keys = if num_regions == 3 {
        vec![RowKey::from(start), RowKey::from(end)]
    } else {
        bytes_split(start, end, false, num_regions - 3)?
    };
    Ok(SplitPoints::from_sorted_unique(keys))
}

/// Sorted, unique, non-empty split keys: `k` keys make `k + 1` regions
/// `['', s1), [s1, s2), …, [sk, '')`.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::split::SplitPoints;
///
/// let points = SplitPoints::from_texts(&["20", "10", "30"]).unwrap();
/// assert_eq!(points.texts(), ["10", "20", "30"]);
/// assert_eq!(points.region_of(&RowKey::from("2")), 1);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct SplitPoints {
    keys: Vec<RowKey>,
}
crate::wire::wire_struct!(SplitPoints { keys });

impl SplitPoints {
    /// Parses shell `SPLITS` strings (`toBytesBinary`) and checks them as HBase's
    /// `verifySplitKeys` does: sorted, then no empty key, then no duplicates.
    ///
    /// # Errors
    ///
    /// [`SplitError::EmptySplitKey`], [`SplitError::DuplicateSplitKey`] (both with the 1-based
    /// index and the text as typed), [`SplitError::SplitKeyTooLong`],
    /// [`SplitError::TooManySplits`].
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SplitPoints;
    ///
    /// let points = SplitPoints::from_texts(&["\\xFF", "\\xff"]).unwrap();
    /// assert_eq!(points.keys()[0].as_bytes(), b"xff");
    /// assert_eq!(points.keys()[1].as_bytes(), [0xFF]);
    /// ```
    pub fn from_texts<S: AsRef<str>>(texts: &[S]) -> Result<Self, SplitError> {
        let limit = usize::try_from(MAX_REGIONS).unwrap_or(usize::MAX) - 1;
        if texts.len() > limit {
            return Err(SplitError::TooManySplits {
                count: texts.len(),
                limit,
            });
        }
        let mut parsed: Vec<(RowKey, usize)> = Vec::with_capacity(texts.len());
        for (i, text) in texts.iter().enumerate() {
            let key = RowKey::new(to_bytes_binary(text.as_ref()));
            if key.len() > MAX_SPLIT_KEY_BYTES {
                return Err(SplitError::SplitKeyTooLong {
                    index: i + 1,
                    length: key.len(),
                    limit: MAX_SPLIT_KEY_BYTES,
                });
            }
            parsed.push((key, i));
        }
        crate::order::sort(&mut parsed);
        let text_at = |i: usize| texts.get(i).map_or("", AsRef::as_ref).to_owned();
        if let Some((_, i)) = parsed.iter().find(|(key, _)| key.is_empty()) {
            return Err(SplitError::EmptySplitKey {
                index: i + 1,
                text: text_at(*i),
            });
        }
        for pair in parsed.windows(2) {
            if let [(a, first), (b, later)] = pair {
                if a == b {
                    return Err(SplitError::DuplicateSplitKey {
                        index: later + 1,
                        text: text_at(*later),
                        first_index: first + 1,
                        first_text: text_at(*first),
                        bytes: b.to_string_binary(),
                    });
                }
            }
        }
        Ok(Self {
            keys: parsed.into_iter().map(|(key, _)| key).collect(),
        })
    }

    /// Takes keys that are already valid split points. Sorts them and drops empty and
    /// duplicate keys rather than failing; use [`SplitPoints::from_texts`] for user input.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::RowKey;
    /// use rowkey_engine::split::SplitPoints;
    ///
    /// let points = SplitPoints::from_sorted_unique(vec![RowKey::from("b"), RowKey::from("a"), RowKey::from("a")]);
    /// assert_eq!(points.texts(), ["a", "b"]);
    /// ```
    #[must_use]
    pub fn from_sorted_unique(mut keys: Vec<RowKey>) -> Self {
        keys.retain(|k| !k.is_empty());
        crate::order::sort(&mut keys);
        keys.dedup();
        Self { keys }
    }

    /// The split keys, sorted.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SplitPoints;
    /// assert!(SplitPoints::default().keys().is_empty());
    /// ```
    #[must_use]
    pub fn keys(&self) -> &[RowKey] {
        &self.keys
    }

    /// The number of regions: one more than the number of splits.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SplitPoints;
    /// assert_eq!(SplitPoints::default().region_count(), 1);
    /// ```
    #[must_use]
    pub fn region_count(&self) -> usize {
        self.keys.len() + 1
    }

    /// The split keys as `toStringBinary` text, which round-trips through `toBytesBinary`:
    /// an editable `SPLITS` list.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SplitPoints;
    /// let points = SplitPoints::from_texts(&["\\x01"]).unwrap();
    /// assert_eq!(points.texts(), ["\\x01"]);
    /// ```
    #[must_use]
    pub fn texts(&self) -> Vec<String> {
        self.keys.iter().map(RowKey::to_string_binary).collect()
    }

    /// The 0-based region that holds `key`: the number of split keys `<= key`
    /// (`containsRow`: start inclusive, end exclusive).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::RowKey;
    /// use rowkey_engine::split::SplitPoints;
    ///
    /// let points = SplitPoints::from_texts(&["10", "20", "30"]).unwrap();
    /// assert_eq!(points.region_of(&RowKey::from("1")), 0);
    /// assert_eq!(points.region_of(&RowKey::from("10")), 1);
    /// assert_eq!(points.region_of(&RowKey::from("9")), 3);
    /// ```
    #[must_use]
    pub fn region_of(&self, key: &RowKey) -> usize {
        region_of(key, &self.keys)
    }

    /// The start key of region `index` (empty for the first region or past the end).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SplitPoints;
    /// let points = SplitPoints::from_texts(&["m"]).unwrap();
    /// assert!(points.region_start(0).is_empty());
    /// assert_eq!(points.region_start(1).to_string_binary(), "m");
    /// ```
    #[must_use]
    pub fn region_start(&self, index: usize) -> RowKey {
        index
            .checked_sub(1)
            .and_then(|i| self.keys.get(i))
            .cloned()
            .unwrap_or_default()
    }

    /// The end key of region `index` (empty for the last region, meaning +∞).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SplitPoints;
    /// let points = SplitPoints::from_texts(&["m"]).unwrap();
    /// assert_eq!(points.region_end(0).to_string_binary(), "m");
    /// assert!(points.region_end(1).is_empty());
    /// ```
    #[must_use]
    pub fn region_end(&self, index: usize) -> RowKey {
        self.keys.get(index).cloned().unwrap_or_default()
    }
}

/// The region (0-based) of `key` among sorted split keys: region `i` is
/// `[splits[i-1], splits[i])`, so a key equal to a split starts the next region.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::split::region_of;
/// let splits = [RowKey::from("b")];
/// assert_eq!(region_of(&RowKey::from("a"), &splits), 0);
/// assert_eq!(region_of(&RowKey::from("b"), &splits), 1);
/// ```
#[must_use]
pub fn region_of(key: &RowKey, splits: &[RowKey]) -> usize {
    splits.partition_point(|split| split <= key)
}

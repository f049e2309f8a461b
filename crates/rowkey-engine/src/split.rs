//! Split points: how a table is pre-split, exactly as HBase and Phoenix do it.
//!
//! * [`SplitSpec`]: shell `SPLITS` / `SPLITS_FILE`, `NUMREGIONS` + `SPLITALGO`, Phoenix
//!   `SALT_BUCKETS`, `Admin.createTable(start, end, n)`; [`SplitSpec::resolve`] gives
//!   [`SplitPoints`] or the error HBase would give.
//! * [`Splitter`]: `RegionSplitter`'s HexStringSplit, DecimalStringSplit and UniformSplit,
//!   including the rolling midpoint `split(start, end)`.
//! * [`bytes_split`] / [`IterateOnSplits`]: `Bytes.split` / `Bytes.iterateOnSplits`.
//! * [`suggest_splits`] / [`suggest_salted_splits`]: splits from the sample, as an editable
//!   `SPLITS` list, with [`SuggestNote`]s.
//! * [`lint_splits`]: split points that do not suit the sample's keys, as [`SplitLint`]
//!   values.
//! * [`order_note`]: a `SPLITS` list typed out of byte order.
//!
//! The findings and notes carry values, no words: `rowkey_core::i18n` renders them.
//!
//! # A note about limits
//!
//! HBase itself accepts very large `NUMREGIONS`; the playground stops at [`MAX_REGIONS`]
//! regions (so at most `MAX_REGIONS − 1` splits) with [`SplitError::TooManyRegions`], so a
//! stray keystroke cannot freeze the page.

mod algorithm;
mod big;
mod bytes_split;
mod create;
mod error;
mod lint;
mod order_note;
mod salt;
mod spec;
mod spec_de;
mod suggest;

pub use algorithm::{SplitAlgorithm, Splitter, check_region_count};
pub use bytes_split::{IterateOnSplits, bytes_split};
pub use create::{
    CreateStatement, SPLITS_FILE_NAME, create_statement, ruby_single_quoted, splits_clause,
    splits_file_text,
};
pub use error::{SplitError, SplitValue};
pub use lint::{
    EvenSplitter, Severity, SplitLint, SplitLintCode, SplitLintKind, lint_splits, trimmed_splits,
};
pub use order_note::{SplitOrderNote, order_note};
pub use salt::SaltLayout;
pub use spec::{SplitPoints, SplitSpec, region_of};
pub use suggest::{
    SplitSuggestion, SuggestNote, shortest_separator, suggest_salted_splits,
    suggest_salted_splits_sorted, suggest_splits, suggest_splits_in_order, suggest_splits_of_arena,
    suggest_splits_sorted,
};

/// The most regions the playground will create: 10,000.
pub const MAX_REGIONS: u32 = 10_000;

/// HBase's longest row key (`HConstants.MAX_ROW_LENGTH = Short.MAX_VALUE`), which also bounds
/// a split key.
pub const MAX_SPLIT_KEY_BYTES: usize = 32_767;

crate::wire::wire_json!(SplitSpec, SplitSpec::None);

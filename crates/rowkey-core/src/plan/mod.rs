//! The query planner: for each query, the smallest sound set of `[start, stop)` scan ranges
//! under HBase semantics, its class and reason, its cost on the sample, and its renderings
//! as HBase shell commands, Java client code and a Phoenix-style EXPLAIN line.
//!
//! * [`Query`], [`Predicate`], [`Op`]: the query model (serde), read from text by
//!   [`parse_query`];
//! * [`plan_query`] → [`Plan`]: ranges, [`PlanKind`], reason, residual filter, fuzzy key;
//!   [`plan_query_with`] also relies on what the sample shows ([`SampleFacts`]: no negative
//!   two's-complement time, separators inside values), as the app and the CLI plan;
//! * [`cost`] → [`Cost`]: regions touched, rows scanned and returned on the sample;
//! * [`shell`], [`java`], [`explain`]: renderings.
//!
//! **Soundness**: every sample row that matches a query lies inside one of its ranges, and
//! the ranges are sorted and do not overlap. Where an encoding does not keep order, the plan
//! widens and says why in [`Plan::notes`].
//!
//! # Examples
//!
//! ```
//! use rowkey_core::plan::{plan_query, PlanKind, Predicate, Query};
//! use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, ReverseFrom};
//!
//! // uid + (Long.MAX_VALUE - ts): a time window is one range with swapped bounds.
//! let spec = KeySpec::new(vec![
//!     KeyPart::column(1, "uid").with_separator("#"),
//!     KeyPart::column(2, "ts").with_encoding(Encoding::epoch_millis_reversed(
//!         ReverseFrom::LongMax,
//!         IntFormat::big_endian_signed(8),
//!     )),
//! ]);
//! let cols = vec!["uid".to_string(), "ts".to_string()];
//! let q = Query::new("window")
//!     .with(Predicate::eq("uid", "10001"))
//!     .with(Predicate::between("ts", "0", "1"));
//! let plan = plan_query(&spec, &cols, &q).unwrap();
//! assert_eq!(plan.kind, PlanKind::RangeScan);
//! assert_eq!(plan.ranges[0].start.to_string_binary(), "10001#\\x7F\\xFF\\xFF\\xFF\\xFF\\xFF\\xFF\\xFE");
//! assert_eq!(plan.ranges[0].stop.to_string_binary(), "10001#\\x80");
//! assert!(plan.residual.is_empty());
//! ```

mod bind;
mod classify;
mod comments;
mod cost;
mod explain;
mod explanation;
mod key_read;
pub(crate) mod parse;
mod planner;
mod query;
mod query_de;
mod ranges;
mod render_java;
mod render_shell;

pub use bind::{
    ColumnKind, MAX_COMBINATIONS, column_kind, holding_part, row_matches, value_matches,
};
pub use classify::PlanKind;
pub use comments::{CodeComment, SortReason};
pub(crate) use cost::cost_view;
pub use cost::{Cost, RangeCost, cost, cost_in_order, cost_sorted};
pub use explain::{ExplainOptions, explain, explain_with};
pub use explanation::{AffixOp, BindProblem, Impossible, PartName, PlanNote, Walk};
pub use parse::{QueryParseError, parse_query};
pub(crate) use planner::twos_complement_time;
pub use planner::{
    CellSelection, FuzzyKey, LatestOrder, LatestPlan, Plan, QueryError, SampleFacts, Slot,
    check_query, plan_query, plan_query_with,
};
pub use query::{Latest, Op, Predicate, Query};
pub use ranges::{ScanRange, merge_ranges, next_prefix, regions_touched};
pub use render_java::{java, java_in};
pub use render_shell::{
    checked_on_client, host_suffix_regex, ruby_string, shell, shell_in, suffix_regex,
};

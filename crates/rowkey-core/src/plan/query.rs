//! The query model: a name, predicates on sample columns, and an optional "latest N".
//!
//! Values are text, as in the sample. What a comparison means depends on the column's
//! [`ColumnKind`](crate::plan::ColumnKind):
//!
//! * `=` and `IN` compare the **text** exactly (`"007"` is not `"7"`), so a bound value
//!   encodes to the same bytes a row with that text has;
//! * `<`, `<=`, `>`, `>=` and `BETWEEN` compare as numbers for integer columns, as instants
//!   for time columns and as UTF-8 bytes for text columns;
//! * starts-with and ends-with compare the text; host-ends-with compares the text's host
//!   (as a reverse-domain transform reads it: no scheme, port or path).
//!
//! # Examples
//!
//! ```
//! use rowkey_core::plan::{Predicate, Query};
//!
//! let q = Query::new("recent calls")
//!     .with(Predicate::eq("uid", "111"))
//!     .with(Predicate::between("ts", "1700000000000", "1700000099999"))
//!     .latest(10, "ts");
//! assert_eq!(
//!     q.to_string(),
//!     "uid = '111' AND ts BETWEEN '1700000000000' AND '1700000099999' LATEST 10 BY ts"
//! );
//! let json = serde_json::to_string(&q).unwrap();
//! assert_eq!(serde_json::from_str::<Query>(&json).unwrap(), q);
//! ```

use std::fmt;

use serde::Serialize;

/// A named query.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{Predicate, Query};
/// let q = Query::new("by uid").with(Predicate::eq("uid", "111"));
/// assert_eq!(q.predicates.len(), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Query {
    /// A name for people.
    pub name: String,
    /// Predicates, all of which must hold (AND).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub predicates: Vec<Predicate>,
    /// "The newest N rows by this column", if asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latest: Option<Latest>,
}

impl Query {
    /// A query with no predicates (every row).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::Query;
    /// assert_eq!(Query::new("all").to_string(), "all rows");
    /// ```
    #[must_use]
    pub fn new(name: &str) -> Self {
        Self {
            name: name.to_owned(),
            predicates: Vec::new(),
            latest: None,
        }
    }

    /// The same query with one more predicate.
    #[must_use]
    pub fn with(mut self, predicate: Predicate) -> Self {
        self.predicates.push(predicate);
        self
    }

    /// The same query asking for the newest `count` rows by `column`.
    #[must_use]
    pub fn latest(mut self, count: u32, column: &str) -> Self {
        self.latest = Some(Latest {
            count,
            column: column.to_owned(),
        });
        self
    }
}

impl fmt::Display for Query {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.predicates.is_empty() {
            f.write_str("all rows")?;
        }
        for (i, p) in self.predicates.iter().enumerate() {
            if i > 0 {
                f.write_str(" AND ")?;
            }
            write!(f, "{p}")?;
        }
        if let Some(l) = &self.latest {
            write!(f, " LATEST {} BY {}", l.count, ident(&l.column))?;
        }
        Ok(())
    }
}

/// "The newest `count` rows by `column`", newest first.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::Latest;
/// let l = Latest { count: 5, column: "ts".into() };
/// assert_eq!(l.count, 5);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Latest {
    /// How many rows.
    pub count: u32,
    /// The time (or other ordered) column.
    pub column: String,
}

/// A condition on one column.
///
/// In JSON: `{"column": "uid", "op": "eq", "value": "111"}`.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{Op, Predicate};
/// let p = Predicate::is_in("uid", &["1", "2"]);
/// assert!(matches!(p.op, Op::In { .. }));
/// assert_eq!(p.to_string(), "uid IN ('1', '2')");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Predicate {
    /// The sample column.
    pub column: String,
    /// The comparison.
    #[serde(flatten)]
    pub op: Op,
}

/// A comparison.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::Op;
/// let op: Op = serde_json::from_str(r#"{"op":"in","values":["a","b"]}"#).unwrap();
/// assert_eq!(op, Op::In { values: vec!["a".into(), "b".into()] });
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "op", rename_all = "snake_case")]
#[non_exhaustive]
pub enum Op {
    /// `column = value` (text equality).
    Eq {
        /// The value.
        value: String,
    },
    /// `column IN (values)` (text equality with any).
    In {
        /// The values.
        values: Vec<String>,
    },
    /// `column < value`.
    Lt {
        /// The bound.
        value: String,
    },
    /// `column <= value`.
    Le {
        /// The bound.
        value: String,
    },
    /// `column > value`.
    Gt {
        /// The bound.
        value: String,
    },
    /// `column >= value`.
    Ge {
        /// The bound.
        value: String,
    },
    /// `column BETWEEN low AND high` (both included).
    Between {
        /// The lower bound.
        low: String,
        /// The upper bound.
        high: String,
    },
    /// The column's text starts with `prefix`.
    StartsWith {
        /// The prefix.
        prefix: String,
    },
    /// The column's text ends with `suffix`.
    EndsWith {
        /// The suffix.
        suffix: String,
    },
    /// The host of the column's text ends with `suffix`: the host as a reverse-domain
    /// transform reads it ([`host_of`](crate::transform::host_of): after any `scheme://`,
    /// before any path, query or port), so that under that transform a suffix such as
    /// `.iteblog.com` is one key prefix (`com.iteblog.`).
    HostEndsWith {
        /// The suffix.
        suffix: String,
    },
}

impl Predicate {
    fn new(column: &str, op: Op) -> Self {
        Self {
            column: column.to_owned(),
            op,
        }
    }

    /// `column = value`.
    #[must_use]
    pub fn eq(column: &str, value: &str) -> Self {
        Self::new(
            column,
            Op::Eq {
                value: value.to_owned(),
            },
        )
    }

    /// `column IN (values)`.
    #[must_use]
    pub fn is_in(column: &str, values: &[&str]) -> Self {
        Self::new(
            column,
            Op::In {
                values: values.iter().map(|v| (*v).to_owned()).collect(),
            },
        )
    }

    /// `column < value`.
    #[must_use]
    pub fn lt(column: &str, value: &str) -> Self {
        Self::new(
            column,
            Op::Lt {
                value: value.to_owned(),
            },
        )
    }

    /// `column <= value`.
    #[must_use]
    pub fn le(column: &str, value: &str) -> Self {
        Self::new(
            column,
            Op::Le {
                value: value.to_owned(),
            },
        )
    }

    /// `column > value`.
    #[must_use]
    pub fn gt(column: &str, value: &str) -> Self {
        Self::new(
            column,
            Op::Gt {
                value: value.to_owned(),
            },
        )
    }

    /// `column >= value`.
    #[must_use]
    pub fn ge(column: &str, value: &str) -> Self {
        Self::new(
            column,
            Op::Ge {
                value: value.to_owned(),
            },
        )
    }

    /// `column BETWEEN low AND high`.
    #[must_use]
    pub fn between(column: &str, low: &str, high: &str) -> Self {
        Self::new(
            column,
            Op::Between {
                low: low.to_owned(),
                high: high.to_owned(),
            },
        )
    }

    /// The column's text starts with `prefix`.
    #[must_use]
    pub fn starts_with(column: &str, prefix: &str) -> Self {
        Self::new(
            column,
            Op::StartsWith {
                prefix: prefix.to_owned(),
            },
        )
    }

    /// The column's text ends with `suffix`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::Predicate;
    /// let p = Predicate::ends_with("host", ".iteblog.com");
    /// assert_eq!(p.to_string(), "host ENDS WITH '.iteblog.com'");
    /// ```
    #[must_use]
    pub fn ends_with(column: &str, suffix: &str) -> Self {
        Self::new(
            column,
            Op::EndsWith {
                suffix: suffix.to_owned(),
            },
        )
    }

    /// The host of the column's text ends with `suffix` (see [`Op::HostEndsWith`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::Predicate;
    /// let p = Predicate::host_ends_with("url", ".iteblog.com");
    /// assert_eq!(p.to_string(), "url HOST ENDS WITH '.iteblog.com'");
    /// ```
    #[must_use]
    pub fn host_ends_with(column: &str, suffix: &str) -> Self {
        Self::new(
            column,
            Op::HostEndsWith {
                suffix: suffix.to_owned(),
            },
        )
    }

    /// The texts this predicate compares against (for checks and messages).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::Predicate;
    /// assert_eq!(Predicate::between("ts", "1", "2").values(), ["1", "2"]);
    /// ```
    #[must_use]
    pub fn values(&self) -> Vec<&str> {
        match &self.op {
            Op::Eq { value }
            | Op::Lt { value }
            | Op::Le { value }
            | Op::Gt { value }
            | Op::Ge { value } => vec![value.as_str()],
            Op::In { values } => values.iter().map(String::as_str).collect(),
            Op::Between { low, high } => vec![low.as_str(), high.as_str()],
            Op::StartsWith { prefix } => vec![prefix.as_str()],
            Op::EndsWith { suffix } | Op::HostEndsWith { suffix } => vec![suffix.as_str()],
        }
    }

    /// Whether this is `=` or `IN`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::Predicate;
    /// assert!(Predicate::eq("a", "1").is_equality());
    /// assert!(!Predicate::lt("a", "1").is_equality());
    /// ```
    #[must_use]
    pub fn is_equality(&self) -> bool {
        matches!(self.op, Op::Eq { .. } | Op::In { .. })
    }

    /// Whether this compares text at an end (`STARTS WITH`, `ENDS WITH`, `HOST ENDS WITH`),
    /// not by order.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::Predicate;
    /// assert!(Predicate::ends_with("a", "1").is_affix());
    /// assert!(!Predicate::lt("a", "1").is_affix());
    /// ```
    #[must_use]
    pub fn is_affix(&self) -> bool {
        matches!(
            self.op,
            Op::StartsWith { .. } | Op::EndsWith { .. } | Op::HostEndsWith { .. }
        )
    }
}

/// Quotes a value the SQL way: `'it''s'`.
pub(crate) fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// A column name as query text: bare if it is a simple word, else in double quotes.
pub(crate) fn ident(name: &str) -> String {
    let simple = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '-' | '$'))
        && ![
            "and", "in", "between", "starts", "ends", "with", "latest", "by", "all",
        ]
        .iter()
        .any(|k| name.eq_ignore_ascii_case(k));
    if simple {
        name.to_owned()
    } else {
        format!("\"{}\"", name.replace('"', "\"\""))
    }
}

impl fmt::Display for Predicate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &ident(&self.column);
        match &self.op {
            Op::Eq { value } => write!(f, "{c} = {}", quote(value)),
            Op::In { values } => {
                let list: Vec<String> = values.iter().map(|v| quote(v)).collect();
                write!(f, "{c} IN ({})", list.join(", "))
            }
            Op::Lt { value } => write!(f, "{c} < {}", quote(value)),
            Op::Le { value } => write!(f, "{c} <= {}", quote(value)),
            Op::Gt { value } => write!(f, "{c} > {}", quote(value)),
            Op::Ge { value } => write!(f, "{c} >= {}", quote(value)),
            Op::Between { low, high } => {
                write!(f, "{c} BETWEEN {} AND {}", quote(low), quote(high))
            }
            Op::StartsWith { prefix } => write!(f, "{c} STARTS WITH {}", quote(prefix)),
            Op::EndsWith { suffix } => write!(f, "{c} ENDS WITH {}", quote(suffix)),
            Op::HostEndsWith { suffix } => write!(f, "{c} HOST ENDS WITH {}", quote(suffix)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_shape() {
        let p = Predicate::eq("uid", "111");
        assert_eq!(
            serde_json::to_string(&p).unwrap(),
            r#"{"column":"uid","op":"eq","value":"111"}"#
        );
        let b: Predicate =
            serde_json::from_str(r#"{"column":"ts","op":"between","low":"1","high":"2"}"#).unwrap();
        assert_eq!(b, Predicate::between("ts", "1", "2"));
        assert_eq!(Predicate::eq("n", "it's").to_string(), "n = 'it''s'");
    }
}

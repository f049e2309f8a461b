//! Reading a query from text, the form [`Query`]'s `Display` writes:
//! `uid = '111' AND ts BETWEEN 1 AND 2 LATEST 10 BY ts`.

use std::fmt;

use super::query::{Latest, Op, Predicate, Query};

/// Why a query text does not read.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::parse_query;
/// let err = parse_query("q", "uid == 1").unwrap_err();
/// assert_eq!(err.to_string(), "at character 6: expected a value, found \"=\"");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct QueryParseError {
    /// Character offset (1-based) where the problem is.
    pub at: usize,
    /// What was expected and found.
    pub message: String,
    /// The same, as data for the other languages.
    pub(crate) problem: ParseProblem,
}

/// What went wrong reading a query, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ParseProblem {
    /// A quote is never closed.
    Unclosed { quote: char },
    /// Something else came (`None`: the end of the text).
    Expected {
        expected: Expected,
        found: Option<String>,
    },
}

/// What the reader expected where a query text went wrong; each catalogue says it in its
/// language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Expected {
    /// A keyword or a symbol, as written (`BY`, `"("`): the same in every language.
    Literal(String),
    /// A column name.
    ColumnName,
    /// A value.
    Value,
    /// A count (the N of `LATEST N BY`).
    Count,
    /// A comparison operator.
    Operator,
    /// `AND`, `LATEST` or the end of the text.
    AndLatestOrEnd,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Literal(text) => text,
            Self::ColumnName => "a column name",
            Self::Value => "a value",
            Self::Count => "a count",
            Self::Operator => {
                "=, <, <=, >, >=, IN, BETWEEN, STARTS WITH, ENDS WITH or HOST ENDS WITH"
            }
            Self::AndLatestOrEnd => "AND, LATEST or the end",
        })
    }
}

impl QueryParseError {
    fn new(at: usize, problem: ParseProblem) -> Self {
        let message = match &problem {
            ParseProblem::Unclosed { quote } => format!("the quote {quote} is not closed"),
            ParseProblem::Expected { expected, found } => format!(
                "expected {expected}, found {}",
                found.as_deref().unwrap_or("the end")
            ),
        };
        Self {
            at,
            message,
            problem,
        }
    }
}

impl crate::i18n::Localize for QueryParseError {
    /// The error in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::plan::parse_query;
    /// let err = parse_query("q", "uid == 1").unwrap_err().localized();
    /// assert_eq!(err.en, "at character 6: expected a value, found \"=\"");
    /// assert_eq!(err.zh, "第 6 个字符处：应为值，实际是 \"=\"");
    /// ```
    fn localized(&self) -> crate::i18n::Localized {
        crate::i18n::messages::localize(|m| m.query_parse_error(self))
    }
}

impl fmt::Display for QueryParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at character {}: {}", self.at, self.message)
    }
}

impl std::error::Error for QueryParseError {}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Word(String),
    /// A double-quoted name: never a keyword.
    Ident(String),
    Quoted(String),
    Sym(&'static str),
}

impl Tok {
    fn show(&self) -> String {
        match self {
            Self::Word(w) | Self::Ident(w) => format!("\"{w}\""),
            Self::Quoted(q) => format!("'{q}'"),
            Self::Sym(s) => format!("\"{s}\""),
        }
    }

    fn is_kw(&self, kw: &str) -> bool {
        matches!(self, Self::Word(w) if w.eq_ignore_ascii_case(kw))
    }
}

fn tokens(text: &str) -> Result<Vec<(usize, Tok)>, QueryParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        let at = i + 1;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let two: String = chars
            .get(i..i + 2)
            .map(|s| s.iter().collect())
            .unwrap_or_default();
        let sym = match two.as_str() {
            "<=" => Some("<="),
            ">=" => Some(">="),
            _ => None,
        };
        if let Some(s) = sym {
            out.push((at, Tok::Sym(s)));
            i += 2;
            continue;
        }
        match c {
            '=' | '<' | '>' | '(' | ')' | ',' => {
                let s = match c {
                    '=' => "=",
                    '<' => "<",
                    '>' => ">",
                    '(' => "(",
                    ')' => ")",
                    _ => ",",
                };
                out.push((at, Tok::Sym(s)));
                i += 1;
            }
            '\'' | '"' => {
                let quote = c;
                let mut s = String::new();
                i += 1;
                loop {
                    match chars.get(i) {
                        None => {
                            return Err(QueryParseError::new(at, ParseProblem::Unclosed { quote }));
                        }
                        Some(&q) if q == quote => {
                            if chars.get(i + 1) == Some(&quote) {
                                s.push(quote);
                                i += 2;
                            } else {
                                i += 1;
                                break;
                            }
                        }
                        Some(&ch) => {
                            s.push(ch);
                            i += 1;
                        }
                    }
                }
                out.push((
                    at,
                    if quote == '"' {
                        Tok::Ident(s)
                    } else {
                        Tok::Quoted(s)
                    },
                ));
            }
            _ => {
                let mut s = String::new();
                while let Some(&ch) = chars.get(i) {
                    if ch.is_whitespace() || "=<>(),'\"".contains(ch) {
                        break;
                    }
                    s.push(ch);
                    i += 1;
                }
                out.push((at, Tok::Word(s)));
            }
        }
    }
    Ok(out)
}

struct Parser {
    toks: Vec<(usize, Tok)>,
    pos: usize,
    end: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|(_, t)| t)
    }

    fn at(&self) -> usize {
        self.toks.get(self.pos).map_or(self.end, |(a, _)| *a)
    }

    fn fail<T>(&self, expected: Expected) -> Result<T, QueryParseError> {
        Err(QueryParseError::new(
            self.at(),
            ParseProblem::Expected {
                expected,
                found: self.peek().map(Tok::show),
            },
        ))
    }

    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).map(|(_, t)| t.clone());
        self.pos += 1;
        t
    }

    fn keyword(&mut self, kw: &str) -> Result<(), QueryParseError> {
        if self.peek().is_some_and(|t| t.is_kw(kw)) {
            self.pos += 1;
            Ok(())
        } else {
            self.fail(Expected::Literal(kw.to_owned()))
        }
    }

    fn sym(&mut self, s: &str) -> Result<(), QueryParseError> {
        if self.peek()
            == Some(&Tok::Sym(match s {
                "(" => "(",
                ")" => ")",
                _ => ",",
            }))
        {
            self.pos += 1;
            Ok(())
        } else {
            self.fail(Expected::Literal(format!("\"{s}\"")))
        }
    }

    fn ident(&mut self) -> Result<String, QueryParseError> {
        match self.peek() {
            Some(Tok::Word(w) | Tok::Ident(w)) => {
                let w = w.clone();
                self.pos += 1;
                Ok(w)
            }
            _ => self.fail(Expected::ColumnName),
        }
    }

    fn value(&mut self) -> Result<String, QueryParseError> {
        match self.peek() {
            Some(Tok::Word(w) | Tok::Quoted(w)) => {
                let w = w.clone();
                self.pos += 1;
                Ok(w)
            }
            _ => self.fail(Expected::Value),
        }
    }

    fn predicate(&mut self) -> Result<Predicate, QueryParseError> {
        let column = self.ident()?;
        let op = match self.next() {
            Some(Tok::Sym("=")) => Op::Eq {
                value: self.value()?,
            },
            Some(Tok::Sym("<")) => Op::Lt {
                value: self.value()?,
            },
            Some(Tok::Sym("<=")) => Op::Le {
                value: self.value()?,
            },
            Some(Tok::Sym(">")) => Op::Gt {
                value: self.value()?,
            },
            Some(Tok::Sym(">=")) => Op::Ge {
                value: self.value()?,
            },
            Some(t) if t.is_kw("IN") => {
                self.sym("(")?;
                let mut values = vec![self.value()?];
                while self.peek() == Some(&Tok::Sym(",")) {
                    self.pos += 1;
                    values.push(self.value()?);
                }
                self.sym(")")?;
                Op::In { values }
            }
            Some(t) if t.is_kw("BETWEEN") => {
                let low = self.value()?;
                self.keyword("AND")?;
                let high = self.value()?;
                Op::Between { low, high }
            }
            Some(t) if t.is_kw("STARTS") => {
                self.keyword("WITH")?;
                Op::StartsWith {
                    prefix: self.value()?,
                }
            }
            Some(t) if t.is_kw("ENDS") => {
                self.keyword("WITH")?;
                Op::EndsWith {
                    suffix: self.value()?,
                }
            }
            Some(t) if t.is_kw("HOST") => {
                self.keyword("ENDS")?;
                self.keyword("WITH")?;
                Op::HostEndsWith {
                    suffix: self.value()?,
                }
            }
            _ => {
                self.pos -= 1;
                return self.fail(Expected::Operator);
            }
        };
        Ok(Predicate { column, op })
    }
}

/// Reads a query from text: predicates joined by `AND` (`=`, `IN (…)`, `<`, `<=`, `>`, `>=`,
/// `BETWEEN … AND …`, `STARTS WITH`, `ENDS WITH`, `HOST ENDS WITH`), then optionally `LATEST n BY column`. Values are
/// quoted `'like this'` (`''` for a quote) or bare words; `all rows` (or nothing) means no
/// predicate. Keywords are case-insensitive. [`Query`]'s `Display` writes this form back.
///
/// # Errors
///
/// A [`QueryParseError`] with the character where reading failed.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{parse_query, Predicate, Query};
///
/// let q = parse_query("recent", "uid = 111 AND ts >= '1700000000000' latest 5 by ts").unwrap();
/// assert_eq!(
///     q,
///     Query::new("recent")
///         .with(Predicate::eq("uid", "111"))
///         .with(Predicate::ge("ts", "1700000000000"))
///         .latest(5, "ts")
/// );
/// assert_eq!(parse_query("r", &q.to_string()).unwrap().predicates, q.predicates);
/// assert!(parse_query("all", "all rows").unwrap().predicates.is_empty());
/// ```
pub fn parse_query(name: &str, text: &str) -> Result<Query, QueryParseError> {
    let toks = tokens(text)?;
    let mut p = Parser {
        toks,
        pos: 0,
        end: text.chars().count() + 1,
    };
    let mut q = Query::new(name);
    let all_rows = p.toks.len() >= 2
        && p.toks.first().is_some_and(|(_, t)| t.is_kw("all"))
        && p.toks.get(1).is_some_and(|(_, t)| t.is_kw("rows"));
    if all_rows {
        p.pos = 2;
    } else if p.peek().is_some_and(|t| !t.is_kw("LATEST")) {
        q.predicates.push(p.predicate()?);
        while p.peek().is_some_and(|t| t.is_kw("AND")) {
            p.pos += 1;
            q.predicates.push(p.predicate()?);
        }
    }
    if p.peek().is_some_and(|t| t.is_kw("LATEST")) {
        p.pos += 1;
        let at = p.at();
        let n = p.value()?;
        let count = n.parse::<u32>().map_err(|_| {
            QueryParseError::new(
                at,
                ParseProblem::Expected {
                    expected: Expected::Count,
                    found: Some(format!("\"{n}\"")),
                },
            )
        })?;
        p.keyword("BY")?;
        let column = p.ident()?;
        q.latest = Some(Latest { count, column });
    }
    if p.peek().is_some() {
        return p.fail(Expected::AndLatestOrEnd);
    }
    Ok(q)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_errors() {
        let q = Query::new("x")
            .with(Predicate::is_in("a", &["1", "it's", "x y"]))
            .with(Predicate::between("ts", "1", "2"))
            .with(Predicate::starts_with("name", "ab"))
            .with(Predicate::ends_with("host", ".iteblog.com"))
            .with(Predicate::host_ends_with("host", ".iteblog.com"))
            .with(Predicate::lt("n", "-5"))
            .latest(3, "ts");
        assert_eq!(parse_query("x", &q.to_string()).unwrap(), q);
        assert_eq!(
            parse_query("q", "uid IN (1, 2").unwrap_err().to_string(),
            "at character 13: expected \")\", found the end"
        );
        assert_eq!(
            parse_query("q", "uid = 'abc").unwrap_err().to_string(),
            "at character 7: the quote ' is not closed"
        );
        assert_eq!(
            parse_query("q", "uid ~ 1").unwrap_err().to_string(),
            "at character 5: expected =, <, <=, >, >=, IN, BETWEEN, STARTS WITH, ENDS WITH or HOST ENDS WITH, found \"~\""
        );
        assert_eq!(
            parse_query("q", "a = 1 b = 2").unwrap_err().to_string(),
            "at character 7: expected AND, LATEST or the end, found \"b\""
        );
        assert!(parse_query("q", "").unwrap().predicates.is_empty());
        let odd = Query::new("q")
            .with(Predicate::eq("latest", "1"))
            .with(Predicate::eq("all", "x"))
            .with(Predicate::eq("a b", "y"))
            .latest(1, "by");
        assert_eq!(
            odd.to_string(),
            "\"latest\" = '1' AND \"all\" = 'x' AND \"a b\" = 'y' LATEST 1 BY \"by\""
        );
        assert_eq!(parse_query("q", &odd.to_string()).unwrap(), odd);
        assert_eq!(
            parse_query("q", "latest 2 by ts")
                .unwrap()
                .latest
                .unwrap()
                .count,
            2
        );
    }
}

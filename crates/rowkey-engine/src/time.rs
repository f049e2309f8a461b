//! Timestamps: Java-style date-time patterns (`yyyyMMddHHmmss`) read and written as text.
//!
//! Supported pattern letters, each a fixed number of digits: `yyyy` (year, 0000–9999), `MM`
//! (month), `dd` (day), `HH` (hour 00–23), `mm` (minute), `ss` (second), `SSS` (millisecond).
//! Any other character that is not an ASCII letter is literal text (`-`, ` `, `:`, `_`, `T`
//! must be quoted: `'T'`). Text between single quotes is literal; `''` is one quote.
//!
//! All times are instants in milliseconds since 1970-01-01T00:00:00Z; a fixed UTC offset
//! says which local time the text is in. No clock is read.

use std::fmt;

use chrono::{DateTime, Datelike, NaiveDate, Timelike};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One piece of a pattern.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Token {
    Year,
    Month,
    Day,
    Hour,
    Minute,
    Second,
    Milli,
    Literal(String),
}

impl Token {
    fn digits(&self) -> usize {
        match self {
            Self::Year => 4,
            Self::Milli => 3,
            Self::Literal(_) => 0,
            _ => 2,
        }
    }

    /// Rank of significance, larger = more significant.
    fn rank(&self) -> u8 {
        match self {
            Self::Year => 7,
            Self::Month => 6,
            Self::Day => 5,
            Self::Hour => 4,
            Self::Minute => 3,
            Self::Second => 2,
            Self::Milli => 1,
            Self::Literal(_) => 0,
        }
    }
}

/// A validated Java-style date-time pattern such as `yyyy-MM-dd HH:mm:ss`.
///
/// Saved (serde) as its text.
///
/// # Examples
///
/// ```
/// use rowkey_engine::time::TimePattern;
///
/// let p = TimePattern::new("yyyyMMddHHmmss").unwrap();
/// let ms = p.parse("20200101010101", 0).unwrap();
/// assert_eq!(ms, 1_577_840_461_000);
/// assert_eq!(p.format(ms, 0).unwrap(), "20200101010101");
/// assert_eq!(p.width(), 14);
/// assert!(TimePattern::new("yyyy-MM-dd EEE").is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct TimePattern {
    text: String,
    tokens: Vec<Token>,
}

impl TimePattern {
    /// Checks and compiles a pattern.
    ///
    /// # Errors
    ///
    /// A [`TimePatternError`] naming the unsupported letters or the unclosed quote.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::time::TimePattern;
    /// assert!(TimePattern::new("yyyy-MM-dd'T'HH:mm:ss.SSS").is_ok());
    /// let err = TimePattern::new("yy-MM").unwrap_err();
    /// assert_eq!(err.to_string(), "time pattern \"yy-MM\": \"yy\" at character 1 is not supported (use yyyy, MM, dd, HH, mm, ss, SSS)");
    /// ```
    pub fn new(text: &str) -> Result<Self, TimePatternError> {
        let chars: Vec<char> = text.chars().collect();
        let mut tokens = Vec::new();
        let mut i = 0;
        let err = |at: usize, what: String| TimePatternError {
            pattern: text.to_owned(),
            at: at + 1,
            what,
        };
        let push_literal = |tokens: &mut Vec<Token>, s: &str| {
            if let Some(Token::Literal(prev)) = tokens.last_mut() {
                prev.push_str(s);
            } else {
                tokens.push(Token::Literal(s.to_owned()));
            }
        };
        while let Some(&c) = chars.get(i) {
            if c == '\'' {
                if chars.get(i + 1) == Some(&'\'') {
                    push_literal(&mut tokens, "'");
                    i += 2;
                    continue;
                }
                let start = i;
                let mut lit = String::new();
                i += 1;
                loop {
                    match chars.get(i) {
                        None => return Err(err(start, "an unclosed quote".to_owned())),
                        Some('\'') if chars.get(i + 1) == Some(&'\'') => {
                            lit.push('\'');
                            i += 2;
                        }
                        Some('\'') => {
                            i += 1;
                            break;
                        }
                        Some(&ch) => {
                            lit.push(ch);
                            i += 1;
                        }
                    }
                }
                push_literal(&mut tokens, &lit);
            } else if c.is_ascii_alphabetic() {
                let run = chars
                    .get(i..)
                    .unwrap_or(&[])
                    .iter()
                    .take_while(|&&x| x == c)
                    .count()
                    .max(1);
                let token = match (c, run) {
                    ('y', 4) => Token::Year,
                    ('M', 2) => Token::Month,
                    ('d', 2) => Token::Day,
                    ('H', 2) => Token::Hour,
                    ('m', 2) => Token::Minute,
                    ('s', 2) => Token::Second,
                    ('S', 3) => Token::Milli,
                    _ => {
                        return Err(err(
                            i,
                            format!("\"{}\"", std::iter::repeat_n(c, run).collect::<String>()),
                        ));
                    }
                };
                tokens.push(token);
                i += run;
            } else {
                push_literal(&mut tokens, c.encode_utf8(&mut [0; 4]));
                i += 1;
            }
        }
        Ok(Self {
            text: text.to_owned(),
            tokens,
        })
    }

    /// The pattern text.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::time::TimePattern;
    /// assert_eq!(TimePattern::new("yyyyMMdd").unwrap().as_str(), "yyyyMMdd");
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Width in bytes of every formatted value.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::time::TimePattern;
    /// assert_eq!(TimePattern::new("yyyy-MM-dd HH:mm:ss").unwrap().width(), 19);
    /// ```
    #[must_use]
    pub fn width(&self) -> usize {
        self.tokens
            .iter()
            .map(|t| match t {
                Token::Literal(s) => s.len(),
                other => other.digits(),
            })
            .sum()
    }

    /// Whether formatted values sort as the times do: fields appear from most to least
    /// significant (`yyyyMMdd`, not `ddMMyyyy`).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::time::TimePattern;
    /// assert!(TimePattern::new("yyyy-MM-dd HH:mm").unwrap().sorts_chronologically());
    /// assert!(!TimePattern::new("dd/MM/yyyy").unwrap().sorts_chronologically());
    /// ```
    #[must_use]
    pub fn sorts_chronologically(&self) -> bool {
        let ranks: Vec<u8> = self
            .tokens
            .iter()
            .map(Token::rank)
            .filter(|&r| r > 0)
            .collect();
        ranks.windows(2).all(|w| w[0] > w[1])
            && ranks.first() == Some(&7)
            && ranks
                .iter()
                .zip(ranks.iter().skip(1))
                .all(|(a, b)| a - b == 1)
    }

    /// Reads text in this pattern, at `utc_offset_minutes` from UTC, as epoch milliseconds.
    ///
    /// # Errors
    ///
    /// A [`TimeError`] if the text does not follow the pattern or names no real date.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::time::TimePattern;
    /// let p = TimePattern::new("yyyy-MM-dd HH:mm:ss").unwrap();
    /// // 2016-01-11 23:00:00 UTC
    /// assert_eq!(p.parse("2016-01-11 23:00:00", 0).unwrap(), 1_452_553_200_000);
    /// // the same wall time in UTC+8 is 8 hours earlier
    /// assert_eq!(p.parse("2016-01-11 23:00:00", 480).unwrap(), 1_452_524_400_000);
    /// assert!(p.parse("2016-02-30 00:00:00", 0).is_err());
    /// ```
    pub fn parse(&self, text: &str, utc_offset_minutes: i32) -> Result<i64, TimeError> {
        let bad = |reason: TimeProblem| TimeError {
            pattern: self.text.clone(),
            reason,
        };
        let mut rest = text;
        let (mut year, mut month, mut day) = (1970i32, 1u32, 1u32);
        let (mut hour, mut minute, mut second, mut milli) = (0u32, 0u32, 0u32, 0u32);
        for token in &self.tokens {
            if let Token::Literal(lit) = token {
                rest = rest
                    .strip_prefix(lit.as_str())
                    .ok_or_else(|| bad(TimeProblem::NotThePattern))?;
                continue;
            }
            let n = token.digits();
            let digits = rest
                .get(..n)
                .filter(|d| d.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| bad(TimeProblem::NotThePattern))?;
            let value: u32 = digits
                .parse()
                .map_err(|_| bad(TimeProblem::NotThePattern))?;
            rest = rest.get(n..).unwrap_or("");
            match token {
                Token::Year => year = i32::try_from(value).unwrap_or(0),
                Token::Month => month = value,
                Token::Day => day = value,
                Token::Hour => hour = value,
                Token::Minute => minute = value,
                Token::Second => second = value,
                Token::Milli => milli = value,
                Token::Literal(_) => {}
            }
        }
        if !rest.is_empty() {
            return Err(bad(TimeProblem::TextAfterPattern));
        }
        let local = NaiveDate::from_ymd_opt(year, month, day)
            .and_then(|d| d.and_hms_milli_opt(hour, minute, second, milli))
            .ok_or_else(|| bad(TimeProblem::NoSuchTime))?;
        Ok(local.and_utc().timestamp_millis() - i64::from(utc_offset_minutes) * 60_000)
    }

    /// Writes epoch milliseconds in this pattern, as local time at `utc_offset_minutes`.
    ///
    /// # Errors
    ///
    /// A [`TimeError`] if the year is outside 0000–9999.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::time::TimePattern;
    /// let p = TimePattern::new("yyyyMMddHHmmss").unwrap();
    /// assert_eq!(p.format(1_452_553_200_000, 480).unwrap(), "20160112070000");
    /// ```
    pub fn format(&self, millis: i64, utc_offset_minutes: i32) -> Result<String, TimeError> {
        let bad = || TimeError {
            pattern: self.text.clone(),
            reason: TimeProblem::YearOutOfRange,
        };
        let local = millis
            .checked_add(i64::from(utc_offset_minutes) * 60_000)
            .and_then(DateTime::from_timestamp_millis)
            .ok_or_else(bad)?
            .naive_utc();
        if !(0..=9999).contains(&local.year()) {
            return Err(bad());
        }
        let mut out = String::with_capacity(self.width());
        for token in &self.tokens {
            let value = match token {
                Token::Literal(s) => {
                    out.push_str(s);
                    continue;
                }
                Token::Year => local.year().unsigned_abs(),
                Token::Month => local.month(),
                Token::Day => local.day(),
                Token::Hour => local.hour(),
                Token::Minute => local.minute(),
                Token::Second => local.second(),
                Token::Milli => local.and_utc().timestamp_subsec_millis(),
            };
            let width = token.digits();
            out.push_str(&format!("{value:0width$}"));
        }
        Ok(out)
    }
}

impl fmt::Debug for TimePattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TimePattern({:?})", self.text)
    }
}

impl fmt::Display for TimePattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl Serialize for TimePattern {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text)
    }
}

impl<'de> Deserialize<'de> for TimePattern {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Self::new(&text).map_err(serde::de::Error::custom)
    }
}

/// A pattern that cannot be used.
///
/// # Examples
///
/// ```
/// use rowkey_engine::time::TimePattern;
/// assert_eq!(TimePattern::new("yyyy'T").unwrap_err().at, 5);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimePatternError {
    /// The pattern.
    pub pattern: String,
    /// 1-based character position of the problem.
    pub at: usize,
    /// What is there.
    pub what: String,
}

impl fmt::Display for TimePatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "time pattern \"{}\": {} at character {} is not supported (use yyyy, MM, dd, HH, mm, ss, SSS)",
            self.pattern, self.what, self.at
        )
    }
}

impl std::error::Error for TimePatternError {}

/// A value that does not fit a time pattern.
///
/// # Examples
///
/// ```
/// use rowkey_engine::time::TimePattern;
/// let err = TimePattern::new("yyyyMMdd").unwrap().parse("2020-01-01", 0).unwrap_err();
/// assert_eq!(err.to_string(), "the text does not follow the pattern \"yyyyMMdd\"");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeError {
    /// The pattern.
    pub pattern: String,
    /// What is wrong.
    pub reason: TimeProblem,
}

/// Why a text is not a time of its pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeProblem {
    /// The text does not follow the pattern.
    NotThePattern,
    /// The pattern matched, and text is left after it.
    TextAfterPattern,
    /// The fields read name no date or time (a 31 April, an hour 25).
    NoSuchTime,
    /// The year is outside 0000–9999.
    YearOutOfRange,
}

impl fmt::Display for TimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let reason = match self.reason {
            TimeProblem::NotThePattern => "the text does not follow the pattern",
            TimeProblem::TextAfterPattern => "there is text after the pattern",
            TimeProblem::NoSuchTime => "no such date or time",
            TimeProblem::YearOutOfRange => "the year is outside 0000-9999",
        };
        write!(f, "{reason} \"{}\"", self.pattern)
    }
}

impl std::error::Error for TimeError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_with_millis_and_quotes() {
        let p = TimePattern::new("yyyy-MM-dd'T'HH:mm:ss.SSS").unwrap();
        let ms = p.parse("2016-01-28T00:00:00.123", 0).unwrap();
        assert_eq!(ms, 1_453_939_200_123);
        assert_eq!(p.format(ms, 0).unwrap(), "2016-01-28T00:00:00.123");
        assert_eq!(p.width(), 23);
    }

    #[test]
    fn rejects_bad_text() {
        let p = TimePattern::new("yyyyMMdd").unwrap();
        assert!(p.parse("2020010", 0).is_err());
        assert!(p.parse("202001011", 0).is_err());
        assert!(p.parse("2020+101", 0).is_err());
        assert!(p.format(i64::MAX, 0).is_err());
        assert!(p.format(-70_000_000_000_000, 0).is_err());
    }

    #[test]
    fn negative_times_format() {
        let p = TimePattern::new("yyyyMMddHHmmss").unwrap();
        assert_eq!(p.format(-1000, 0).unwrap(), "19691231235959");
    }
}

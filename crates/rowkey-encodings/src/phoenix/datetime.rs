//! Text → instant for Phoenix `DATE`, `TIME` and `TIMESTAMP`.
//!
//! Phoenix parses these with `DateUtil.parseDate` / `parseTime` / `parseTimestamp`
//! (`apache/phoenix phoenix-core-client/src/main/java/org/apache/phoenix/util/DateUtil.java`):
//! Joda's ISO `dateParser`, an optional `' '`, an optional ISO `timeParser`, in the default time
//! zone `GMT`, with `GJChronology` (Julian calendar before the 1582-10-15 cutover). The
//! instant is cut to milliseconds; `parseTimestamp` then sets the `Timestamp`'s nanoseconds
//! from the whole fraction when it has more than 3 digits (more than 9 is an error).
//!
//! Accepted here (a subset of Joda's grammar): `yyyy-MM-dd`, then optionally `' '` or `'T'`
//! and `HH:mm`, `HH:mm:ss` or `HH:mm:ss.f` with 1 to 9 fraction digits; years 0001–9999.
//! Dates before 1582-10-05 are Julian, 1582-10-05..=1582-10-14 do not exist, later dates are
//! Gregorian. Also accepted: an integer, read as epoch milliseconds. Refused although Joda
//! takes them: week and ordinal dates, reduced forms (`yyyy`, `yyyy-MM`, `HH` alone),
//! fractional hours or minutes, zone offsets.

use super::PhoenixError;

/// An instant as `java.sql.Timestamp` holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Instant {
    /// `Timestamp.getTime()`: epoch milliseconds.
    pub millis: i64,
    /// `Timestamp.getNanos() % 1_000_000`: the nanoseconds below the millisecond.
    pub sub_milli_nanos: u32,
}

/// Reads `count` ASCII digits at `pos`, or reports the first byte that is not one.
fn digits(bytes: &[u8], pos: usize, count: usize) -> Result<i64, PhoenixError> {
    let mut value = 0i64;
    for offset in pos..pos + count {
        match bytes.get(offset) {
            Some(b) if b.is_ascii_digit() => value = value * 10 + i64::from(b - b'0'),
            _ => return Err(PhoenixError::BadTime { at: offset }),
        }
    }
    Ok(value)
}

fn expect(bytes: &[u8], pos: usize, byte: u8) -> Result<(), PhoenixError> {
    if bytes.get(pos) == Some(&byte) {
        Ok(())
    } else {
        Err(PhoenixError::BadTime { at: pos })
    }
}

/// Days from 1970-01-01 to a calendar date, Julian before the cutover, Gregorian after
/// (Joda `GJChronology`). The month is 1..=12; the day is checked by the caller.
fn epoch_day(year: i64, month: i64, day: i64) -> Option<i64> {
    // Years counted from March, so that the leap day ends a year.
    let march_year = if month <= 2 { year - 1 } else { year };
    let day_of_march_year =
        (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + day - 1;
    let gregorian = 365 * march_year + march_year.div_euclid(4) - march_year.div_euclid(100)
        + march_year.div_euclid(400)
        + day_of_march_year
        - 719_468;
    // Gregorian 1582-10-15, the first day after the cutover.
    const CUTOVER: i64 = -141_427;
    if gregorian >= CUTOVER {
        return Some(gregorian);
    }
    let julian = 365 * march_year + march_year.div_euclid(4) + day_of_march_year - 719_470;
    // Julian 1582-10-04 is the day before the cutover; 10-05..=10-14 fall in the gap.
    (julian < CUTOVER).then_some(julian)
}

fn days_in_month(year: i64, month: i64) -> i64 {
    let leap = if year > 1582 || (year == 1582 && month > 10) {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    } else {
        year % 4 == 0
    };
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Parses an epoch-millisecond integer or a `yyyy-MM-dd[( |T)HH:mm[:ss[.fraction]]]` text.
pub(super) fn parse(text: &str) -> Result<Instant, PhoenixError> {
    let bytes = text.as_bytes();
    let looks_like_integer = bytes.iter().any(u8::is_ascii_digit)
        && bytes
            .iter()
            .enumerate()
            .all(|(i, b)| b.is_ascii_digit() || (i == 0 && (*b == b'-' || *b == b'+')));
    if looks_like_integer {
        let millis = super::parse_integer(text, i128::from(i64::MIN), i128::from(i64::MAX))?;
        return Ok(Instant {
            millis: millis as i64,
            sub_milli_nanos: 0,
        });
    }
    let year = digits(bytes, 0, 4)?;
    expect(bytes, 4, b'-')?;
    let month = digits(bytes, 5, 2)?;
    expect(bytes, 7, b'-')?;
    let day = digits(bytes, 8, 2)?;
    if year == 0 {
        return Err(PhoenixError::BadTime { at: 0 });
    }
    if !(1..=12).contains(&month) {
        return Err(PhoenixError::BadTime { at: 5 });
    }
    if day < 1 || day > days_in_month(year, month) {
        return Err(PhoenixError::BadTime { at: 8 });
    }
    let days = epoch_day(year, month, day).ok_or(PhoenixError::BadTime { at: 8 })?;
    let (mut hour, mut minute, mut second, mut nanos) = (0, 0, 0, 0i64);
    let mut pos = 10;
    if pos < bytes.len() {
        if bytes[pos] != b' ' && bytes[pos] != b'T' {
            return Err(PhoenixError::BadTime { at: pos });
        }
        hour = digits(bytes, pos + 1, 2)?;
        if hour > 23 {
            return Err(PhoenixError::BadTime { at: pos + 1 });
        }
        expect(bytes, pos + 3, b':')?;
        minute = digits(bytes, pos + 4, 2)?;
        if minute > 59 {
            return Err(PhoenixError::BadTime { at: pos + 4 });
        }
        pos += 6;
        if pos < bytes.len() {
            expect(bytes, pos, b':')?;
            second = digits(bytes, pos + 1, 2)?;
            if second > 59 {
                return Err(PhoenixError::BadTime { at: pos + 1 });
            }
            pos += 3;
            if pos < bytes.len() {
                expect(bytes, pos, b'.')?;
                let fraction_start = pos + 1;
                let fraction_len = bytes.len() - fraction_start;
                if fraction_len == 0 {
                    return Err(PhoenixError::BadTime { at: fraction_start });
                }
                if fraction_len > 9 {
                    return Err(PhoenixError::BadTime {
                        at: fraction_start + 9,
                    });
                }
                nanos = digits(bytes, fraction_start, fraction_len)?
                    * 10i64.pow(9 - fraction_len as u32);
                pos = bytes.len();
            }
        }
        if pos < bytes.len() {
            return Err(PhoenixError::BadTime { at: pos });
        }
    }
    // Years 0001–9999 keep every sum well inside i64.
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second;
    Ok(Instant {
        millis: seconds * 1_000 + nanos / 1_000_000,
        sub_milli_nanos: (nanos % 1_000_000) as u32,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn millis(text: &str) -> Result<i64, PhoenixError> {
        parse(text).map(|i| i.millis)
    }

    #[test]
    fn gregorian_dates() {
        assert_eq!(millis("1970-01-01"), Ok(0));
        assert_eq!(millis("2016-01-28"), Ok(1_453_939_200_000));
        assert_eq!(millis("2016-01-28 00:00:00.123"), Ok(1_453_939_200_123));
        assert_eq!(millis("2016-01-28T00:00"), Ok(1_453_939_200_000));
        assert_eq!(millis("2000-02-29 23:59:59"), Ok(951_868_799_000));
        assert_eq!(millis("1969-12-31 23:59:59.5"), Ok(-500));
        assert_eq!(millis("1582-10-15"), Ok(-141_427 * 86_400_000));
        assert_eq!(millis("9999-12-31 23:59:59.999"), Ok(253_402_300_799_999));
    }

    #[test]
    fn julian_dates_before_the_cutover() {
        // Julian 1582-10-04 is the day before Gregorian 1582-10-15.
        assert_eq!(millis("1582-10-04"), Ok(-141_428 * 86_400_000));
        assert_eq!(millis("1582-10-05"), Err(PhoenixError::BadTime { at: 8 }));
        assert_eq!(millis("1582-10-14"), Err(PhoenixError::BadTime { at: 8 }));
        // 1500 is a Julian leap year.
        assert!(millis("1500-02-29").is_ok());
        assert_eq!(millis("1900-02-29"), Err(PhoenixError::BadTime { at: 8 }));
        // Julian 0001-01-01 = Gregorian 0000-12-30 = day -719164 (a Joda GJ / Java
        // GregorianCalendar value: -62135769600000 ms).
        assert_eq!(millis("0001-01-01"), Ok(-62_135_769_600_000));
    }

    #[test]
    fn timestamps_keep_nanos() {
        assert_eq!(
            parse("2016-01-28 00:00:00.123456789"),
            Ok(Instant {
                millis: 1_453_939_200_123,
                sub_milli_nanos: 456_789
            })
        );
        assert_eq!(
            parse("1969-12-31 23:59:59.9999999").map(|i| (i.millis, i.sub_milli_nanos)),
            Ok((-1, 999_900))
        );
    }

    #[test]
    fn epoch_millis_and_errors() {
        assert_eq!(millis("1453939200000"), Ok(1_453_939_200_000));
        assert_eq!(millis("-1"), Ok(-1));
        assert_eq!(
            millis("99999999999999999999"),
            Err(PhoenixError::OutOfRange {
                min: i128::from(i64::MIN),
                max: i128::from(i64::MAX)
            })
        );
        assert_eq!(millis(""), Err(PhoenixError::BadTime { at: 0 }));
        assert_eq!(millis("2016-13-01"), Err(PhoenixError::BadTime { at: 5 }));
        assert_eq!(millis("2016-02-30"), Err(PhoenixError::BadTime { at: 8 }));
        assert_eq!(millis("2016/01/01"), Err(PhoenixError::BadTime { at: 4 }));
        assert_eq!(
            millis("2016-01-01 24:00"),
            Err(PhoenixError::BadTime { at: 11 })
        );
        assert_eq!(
            millis("2016-01-01 12"),
            Err(PhoenixError::BadTime { at: 13 })
        );
        assert_eq!(
            millis("2016-01-01 12:00:00."),
            Err(PhoenixError::BadTime { at: 20 })
        );
        assert_eq!(
            millis("2016-01-01 12:00:00.1234567890"),
            Err(PhoenixError::BadTime { at: 29 })
        );
        assert_eq!(
            millis("2016-01-01 12:00Z"),
            Err(PhoenixError::BadTime { at: 16 })
        );
        assert_eq!(millis("0000-01-01"), Err(PhoenixError::BadTime { at: 0 }));
        assert_eq!(millis("2016-01-01é"), Err(PhoenixError::BadTime { at: 10 }));
    }
}

//! Epoch milliseconds to a UTC calendar date and time (Howard Hinnant's `civil_from_days`).

/// Appends `YYYY-MM-DD HH:MM:SS` (UTC) for epoch milliseconds.
pub(super) fn push_date_time(out: &mut String, epoch_millis: i64) {
    let seconds = epoch_millis.div_euclid(1000);
    let days = seconds.div_euclid(86_400);
    let second_of_day = seconds.rem_euclid(86_400);
    let (year, month, day) = civil_from_days(days);
    if year < 0 {
        out.push('-');
    }
    push_padded(out, year.unsigned_abs(), 4);
    out.push('-');
    push_padded(out, u64::from(month), 2);
    out.push('-');
    push_padded(out, u64::from(day), 2);
    out.push(' ');
    let second_of_day = second_of_day.unsigned_abs();
    push_padded(out, second_of_day / 3600, 2);
    out.push(':');
    push_padded(out, second_of_day / 60 % 60, 2);
    out.push(':');
    push_padded(out, second_of_day % 60, 2);
}

fn push_padded(out: &mut String, value: u64, width: usize) {
    let mut buffer = itoa::Buffer::new();
    let digits = buffer.format(value);
    for _ in digits.len()..width {
        out.push('0');
    }
    out.push_str(digits);
}

/// Year, month (1–12) and day (1–31) of a day count since 1970-01-01.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days.saturating_add(719_468);
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (
        year,
        u32::try_from(month).unwrap_or(1),
        u32::try_from(day).unwrap_or(1),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(millis: i64) -> String {
        let mut out = String::new();
        push_date_time(&mut out, millis);
        out
    }

    #[test]
    fn seed_002_salted_timestamps() {
        // `0#1452380400` holds the value `2016-01-09 23:00:00` in seed 002.
        assert_eq!(shown(1_452_380_400_000), "2016-01-09 23:00:00");
        assert_eq!(shown(1_452_553_200_000), "2016-01-11 23:00:00");
    }

    #[test]
    fn edges() {
        assert_eq!(shown(0), "1970-01-01 00:00:00");
        assert_eq!(shown(-1), "1969-12-31 23:59:59");
        assert_eq!(shown(951_782_400_000), "2000-02-29 00:00:00");
        assert_eq!(shown(253_402_300_799_000), "9999-12-31 23:59:59");
        assert!(!shown(i64::MIN).is_empty());
        assert!(!shown(i64::MAX).is_empty());
    }
}

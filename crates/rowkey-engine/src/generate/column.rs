//! One column's generator state, and the checks of its parameters.

use crate::error::GenerateError;
use crate::sample::SampleLimits;

use super::civil_time::push_date_time;
use super::rng::{SplitMix64, column_stream};
use super::zipf::Zipf;
use super::{ColumnGenerator, TimeFormat};

const HEX_LOWER: &[u8; 16] = b"0123456789abcdef";

/// The longest decimal text of a `u64`.
const MAX_U64_DIGITS: usize = 20;

/// A column being generated: its random stream, its parameters and a number buffer.
pub(super) struct ColumnState<'a> {
    rng: SplitMix64,
    generator: &'a ColumnGenerator,
    zipf: Option<Zipf>,
    number: itoa::Buffer,
}

impl<'a> ColumnState<'a> {
    pub(super) fn new(generator: &'a ColumnGenerator, seed: u64, index: usize) -> Self {
        let zipf = match generator {
            ColumnGenerator::ZipfUser {
                users, exponent, ..
            } if *exponent > 0.0 => Some(Zipf::new(*users, *exponent)),
            _ => None,
        };
        Self {
            rng: column_stream(seed, index),
            generator,
            zipf,
            number: itoa::Buffer::new(),
        }
    }

    /// Appends the value of row `row` to `out` (rows are asked for in order, from 0).
    pub(super) fn write(&mut self, row: usize, out: &mut String) {
        let row = i128::try_from(row).unwrap_or(i128::MAX);
        match self.generator {
            ColumnGenerator::Sequence { start, step } => {
                let value = i128::from(*start) + i128::from(*step) * row;
                out.push_str(self.number.format(value));
            }
            ColumnGenerator::Timestamp {
                start_millis,
                interval_millis,
                jitter_millis,
                format,
            } => {
                let jitter = i128::from(*jitter_millis);
                let offset = if jitter == 0 {
                    0
                } else {
                    let span = u128::from(*jitter_millis) * 2 + 1;
                    i128::from(self.rng.below(span)) - jitter
                };
                let millis =
                    i128::from(*start_millis) + i128::from(*interval_millis) * row + offset;
                // Checked in `validate` to fit; saturate rather than panic all the same.
                let millis =
                    i64::try_from(millis).unwrap_or(if millis < 0 { i64::MIN } else { i64::MAX });
                match format {
                    TimeFormat::EpochMillis => out.push_str(self.number.format(millis)),
                    TimeFormat::EpochSeconds => {
                        out.push_str(self.number.format(millis.div_euclid(1000)));
                    }
                    TimeFormat::DateTime => push_date_time(out, millis),
                }
            }
            ColumnGenerator::ZipfUser { users, prefix, .. } => {
                let rank = match &self.zipf {
                    Some(zipf) => zipf.sample(&mut self.rng),
                    None => self.rng.below(u128::from(*users)) + 1,
                };
                out.push_str(prefix);
                out.push_str(self.number.format(rank));
            }
            ColumnGenerator::Hex { len } => {
                let mut bits = 0u64;
                for i in 0..*len {
                    if i % 16 == 0 {
                        bits = self.rng.next_u64();
                    }
                    out.push(char::from(
                        HEX_LOWER[usize::from(bits.to_le_bytes()[0] & 0x0F)],
                    ));
                    bits >>= 4;
                }
            }
            ColumnGenerator::Phone { prefix, digits } => {
                out.push_str(prefix);
                for _ in 0..*digits {
                    let digit = u8::try_from(self.rng.below(10)).unwrap_or(0);
                    out.push(char::from(b'0' + digit));
                }
            }
            ColumnGenerator::Choice { options } => {
                let pick = self.rng.below(options.len() as u128);
                if let Some(option) = usize::try_from(pick).ok().and_then(|i| options.get(i)) {
                    out.push_str(option);
                }
            }
        }
    }
}

/// Checks one column's parameters for `rows` rows.
pub fn validate(
    name: &str,
    generator: &ColumnGenerator,
    rows: usize,
    limits: &SampleLimits,
) -> Result<(), GenerateError> {
    let column = || name.to_owned();
    let too_long = |bytes: usize| -> Result<(), GenerateError> {
        if bytes > limits.max_field_bytes {
            Err(GenerateError::FieldTooLong {
                column: column(),
                bytes,
                limit: limits.max_field_bytes,
            })
        } else {
            Ok(())
        }
    };
    let last_row = i128::try_from(rows.saturating_sub(1)).unwrap_or(i128::MAX);
    let fits = |values: [i128; 2]| -> Result<(), GenerateError> {
        let inside = |v: i128| (i128::from(i64::MIN)..=i128::from(i64::MAX)).contains(&v);
        if values.into_iter().all(inside) {
            Ok(())
        } else {
            Err(GenerateError::OutOfRange { column: column() })
        }
    };
    match generator {
        ColumnGenerator::Sequence { start, step } => {
            let first = i128::from(*start);
            fits([first, first + i128::from(*step) * last_row])
        }
        ColumnGenerator::Timestamp {
            start_millis,
            interval_millis,
            jitter_millis,
            ..
        } => {
            let first = i128::from(*start_millis);
            let last = first + i128::from(*interval_millis) * last_row;
            let jitter = i128::from(*jitter_millis);
            fits([first.min(last) - jitter, first.max(last) + jitter])
        }
        ColumnGenerator::ZipfUser {
            users,
            exponent,
            prefix,
        } => {
            if *users == 0 {
                return Err(GenerateError::NoUsers { column: column() });
            }
            if !exponent.is_finite() || *exponent < 0.0 {
                return Err(GenerateError::BadExponent {
                    column: column(),
                    exponent: *exponent,
                });
            }
            too_long(prefix.len() + MAX_U64_DIGITS)
        }
        ColumnGenerator::Hex { len } => too_long(*len),
        ColumnGenerator::Phone { prefix, digits } => too_long(prefix.len().saturating_add(*digits)),
        ColumnGenerator::Choice { options } => {
            if options.is_empty() {
                return Err(GenerateError::NoOptions { column: column() });
            }
            options.iter().try_for_each(|o| too_long(o.len()))
        }
    }
}

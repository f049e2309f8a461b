//! Progress of a long read on standard error (`indicatif`): how much of the input is read of
//! its total, keys a second and the time left, shown once a read has run for
//! [`SHOW_AFTER`], only when standard error is a terminal and `--quiet` is not given, and
//! cleared when the read ends (the report on standard output is untouched).

use std::io::IsTerminal as _;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{HumanDuration, ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long a read runs before its progress is shown.
pub const SHOW_AFTER: Duration = Duration::from_secs(2);

/// `--quiet`: no progress, whatever standard error is.
static QUIET: AtomicBool = AtomicBool::new(false);

/// Turns progress off for the rest of the process (`--quiet`).
pub fn set_quiet(quiet: bool) {
    QUIET.store(quiet, Ordering::Relaxed);
}

/// What the read's position counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Bytes of the file (compressed bytes for a gzip file).
    Bytes,
    /// Rows (a Parquet file's, of its row count).
    Rows,
}

/// One read's progress: nothing until [`SHOW_AFTER`], then a bar on standard error.
#[derive(Debug)]
pub struct Progress {
    enabled: bool,
    total: Option<u64>,
    unit: Unit,
    started: Instant,
    bar: Option<ProgressBar>,
}

impl Progress {
    /// Progress of a read of `total` units (`None`: unknown, as standard input's).
    #[must_use]
    pub fn new(total: Option<u64>, unit: Unit) -> Self {
        Self {
            enabled: !QUIET.load(Ordering::Relaxed) && std::io::stderr().is_terminal(),
            total,
            unit,
            started: Instant::now(),
            bar: None,
        }
    }

    /// The read's total, once known (a Parquet file's row count, read from its footer).
    pub fn set_total(&mut self, total: u64) {
        if self.total.is_none() && self.bar.is_none() {
            self.total = Some(total);
        }
    }

    /// The read is at `position` units with `keys` keys (or rows) so far.
    pub fn update(&mut self, position: u64, keys: u64) {
        if !self.enabled {
            return;
        }
        let elapsed = self.started.elapsed();
        if self.bar.is_none() {
            if elapsed < SHOW_AFTER {
                return;
            }
            self.bar = Some(self.bar());
        }
        if let Some(bar) = &self.bar {
            bar.set_position(position);
            let rate = keys as f64 / elapsed.as_secs_f64().max(1e-9);
            let what = match self.unit {
                Unit::Bytes => "keys",
                Unit::Rows => "rows",
            };
            // The time left at the mean rate so far (indicatif's own estimate starts when the
            // bar appears, two seconds into the read, and sees the first jump as speed).
            let left = self
                .total
                .filter(|&total| position > 0 && total >= position)
                .map(|total| {
                    let seconds =
                        elapsed.as_secs_f64() * (total - position) as f64 / position as f64;
                    format!(", {} left", HumanDuration(Duration::from_secs_f64(seconds)))
                })
                .unwrap_or_default();
            bar.set_message(format!("{keys} {what}, {rate:.0} {what}/s{left}"));
        }
    }

    fn bar(&self) -> ProgressBar {
        let position = match self.unit {
            Unit::Bytes => "{bytes}",
            Unit::Rows => "{human_pos}",
        };
        let template = match (self.total, self.unit) {
            (Some(_), Unit::Bytes) => {
                format!("{position}/{{total_bytes}} {{wide_bar}} {{msg}}")
            }
            (Some(_), Unit::Rows) => {
                format!("{position}/{{human_len}} rows {{wide_bar}} {{msg}}")
            }
            (None, _) => format!("{{spinner}} {position} read, {{msg}}"),
        };
        let style = ProgressStyle::with_template(&template)
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
        let bar = ProgressBar::with_draw_target(self.total, ProgressDrawTarget::stderr())
            .with_style(style)
            .with_elapsed(self.started.elapsed());
        bar.enable_steady_tick(Duration::from_millis(200));
        bar
    }
}

impl Drop for Progress {
    /// The bar is cleared when the read ends, however it ends.
    fn drop(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

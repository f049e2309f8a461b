//! The page's few windows of sorted-view lines, received from the analysis engine, and which
//! lines to ask for next while the view scrolls.
//!
//! The engine (in a worker for large samples) holds every row; the page keeps only the last
//! few windows it received ([`MAX_LINES`] lines at most), so that scrolling back and forth
//! over the same stretch needs no new request and the page never holds more than a few
//! screens of rows. [`plan`] looks ahead in the direction of the scroll, so that the lines a
//! fast scroll reaches next have arrived before it gets there.

use std::ops::Range;
use std::rc::Rc;

use rowkey_core::analysis::{Line, RowWindow, ViewFilter};

/// The most lines the page keeps (older windows are dropped beyond it).
pub const MAX_LINES: usize = 1_200;
/// Lines asked for beyond the rendered ones on either side, even when the view is still.
pub const PREFETCH: usize = 40;
/// How many scroll steps ahead of a moving view to ask for.
const STEPS_AHEAD: f64 = 8.0;
/// How many scroll steps ahead must have arrived already, or a request goes out.
const STEPS_NEEDED: f64 = 2.0;
/// The most lines one request asks for.
const MAX_ASK: usize = 600;
/// How long a request for lines counts as on its way (no second one for the same lines),
/// in milliseconds.
pub const IN_FLIGHT_MS: f64 = 300.0;

/// Windows of sorted-view lines, newest first. Cheap to clone (shared windows).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RowCache {
    windows: Vec<Rc<RowWindow>>,
}

impl RowCache {
    /// A cache holding `window` first, then the windows of this one that are of the same
    /// analysis and filter, up to [`MAX_LINES`] lines in all.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, Inputs, ViewFilter};
    /// use rowkey_playground::row_cache::RowCache;
    /// let (_, rows) = analyze(&Inputs::seed_000()).into_parts();
    /// let cache = RowCache::default()
    ///     .with(rows.window(1, ViewFilter::All, 0..50))
    ///     .with(rows.window(1, ViewFilter::All, 50..90));
    /// assert!(cache.covers(1, ViewFilter::All, &(10..80)));
    /// // A newer analysis's window replaces the older ones.
    /// let cache = cache.with(rows.window(2, ViewFilter::All, 60..70));
    /// assert!(!cache.covers(2, ViewFilter::All, &(10..20)) && cache.get(ViewFilter::All, 10).is_none());
    /// ```
    #[must_use]
    pub fn with(&self, window: RowWindow) -> Self {
        let mut held = window.lines.len();
        let mut windows = vec![Rc::new(window)];
        let new = &windows[0];
        let (analysis, filter) = (new.analysis, new.filter);
        for w in &self.windows {
            if w.analysis != analysis || w.filter != filter {
                continue;
            }
            held += w.lines.len();
            if held > MAX_LINES {
                break;
            }
            windows.push(w.clone());
        }
        Self { windows }
    }

    /// The line at index `i` of the view under `filter`, from the newest window holding it
    /// (possibly of an older analysis, shown until the newer lines arrive).
    #[must_use]
    pub fn get(&self, filter: ViewFilter, i: usize) -> Option<&Line> {
        self.windows
            .iter()
            .filter(|w| w.filter == filter)
            .find_map(|w| w.get(i))
    }

    /// Whether every line of `range` (as far as the view goes) has arrived for analysis
    /// `analysis` under `filter`.
    #[must_use]
    pub fn covers(&self, analysis: u64, filter: ViewFilter, range: &Range<usize>) -> bool {
        let mine = || {
            self.windows
                .iter()
                .filter(move |w| w.analysis == analysis && w.filter == filter)
        };
        let mut at = range.start;
        while at < range.end {
            let Some(w) = mine().find(|w| w.start <= at && at < w.start + w.lines.len()) else {
                // Past the end of the view counts as arrived.
                return mine().next().is_some_and(|w| at >= w.total);
            };
            at = w.start + w.lines.len();
        }
        true
    }

    /// Lines held in all.
    #[must_use]
    pub fn len(&self) -> usize {
        self.windows.iter().map(|w| w.lines.len()).sum()
    }

    /// Whether no line is held.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.windows.is_empty()
    }
}

/// What the sorted view needs while showing lines `shown` of `total`, having moved by
/// `step` lines since the last scroll event (negative: up).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Lines that should have arrived already: the shown ones and the next steps ahead.
    pub need: Range<usize>,
    /// Lines to ask for when `need` has not arrived: further ahead in the scroll's
    /// direction, a little behind.
    pub ask: Range<usize>,
}

/// Which lines the sorted view needs and which to ask for (see [`Plan`]).
///
/// # Examples
///
/// ```
/// use rowkey_playground::row_cache::plan;
/// // Still: a margin on either side.
/// let p = plan(100..130, 10_000, 0.0);
/// assert_eq!((p.need, p.ask), (100..130, 60..170));
/// // Scrolling down 30 lines a step: the next steps below are needed, more are asked for.
/// let p = plan(100..130, 10_000, 30.0);
/// assert_eq!((p.need, p.ask), (100..190, 60..370));
/// // Up, near the top.
/// let p = plan(20..50, 10_000, -30.0);
/// assert_eq!((p.need, p.ask), (0..50, 0..90));
/// ```
#[must_use]
pub fn plan(shown: Range<usize>, total: usize, step: f64) -> Plan {
    let speed = if step.is_finite() { step.abs() } else { 0.0 };
    // A jump farther than one request reaches (a drag of the scroll bar) waits for its lines.
    let needed = ((speed * STEPS_NEEDED).ceil() as usize).min(MAX_ASK / 2);
    let ahead = ((speed * STEPS_AHEAD).ceil() as usize).clamp(PREFETCH, MAX_ASK);
    let (need, ask) = if step > 0.0 {
        (
            shown.start..shown.end.saturating_add(needed),
            shown.start.saturating_sub(PREFETCH)..shown.end.saturating_add(ahead),
        )
    } else if step < 0.0 {
        (
            shown.start.saturating_sub(needed)..shown.end,
            shown.start.saturating_sub(ahead)..shown.end.saturating_add(PREFETCH),
        )
    } else {
        (
            shown.clone(),
            shown.start.saturating_sub(PREFETCH)..shown.end.saturating_add(PREFETCH),
        )
    };
    let clamp = |r: Range<usize>| r.start.min(total)..r.end.min(total);
    Plan {
        need: clamp(need),
        ask: clamp(ask),
    }
}

/// The last request for lines, so that a fast scroll does not ask for the same lines again
/// while they are on their way.
#[derive(Clone, Debug, Default)]
pub struct Asked {
    last: Option<(u64, ViewFilter, Range<usize>, f64)>,
}

impl Asked {
    /// The lines to ask for at time `now` (milliseconds): `plan.ask` when the lines `plan`
    /// needs have not arrived (`covered` is false) and no request of the last
    /// [`IN_FLIGHT_MS`] for analysis `analysis` under `filter` holds them; the request is
    /// then noted.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::ViewFilter;
    /// use rowkey_playground::row_cache::{Asked, plan};
    /// let mut asked = Asked::default();
    /// let all = ViewFilter::All;
    /// assert_eq!(asked.next(1, all, &plan(100..130, 10_000, 30.0), false, 0.0), Some(60..370));
    /// // The next step's lines are on their way: no second request.
    /// assert_eq!(asked.next(1, all, &plan(130..160, 10_000, 30.0), false, 16.0), None);
    /// // Arrived lines need none either.
    /// assert_eq!(asked.next(1, all, &plan(130..160, 10_000, 30.0), true, 20.0), None);
    /// // A request that never came back is made again.
    /// assert_eq!(asked.next(1, all, &plan(130..160, 10_000, 30.0), false, 400.0), Some(90..400));
    /// ```
    pub fn next(
        &mut self,
        analysis: u64,
        filter: ViewFilter,
        plan: &Plan,
        covered: bool,
        now: f64,
    ) -> Option<Range<usize>> {
        let on_its_way = self.last.as_ref().is_some_and(|(a, f, r, at)| {
            *a == analysis
                && *f == filter
                && r.start <= plan.need.start
                && plan.need.end <= r.end
                && now - at < IN_FLIGHT_MS
        });
        if covered || on_its_way {
            return None;
        }
        self.last = Some((analysis, filter, plan.ask.clone(), now));
        Some(plan.ask.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rowkey_core::analysis::{Inputs, RowStore, SampleSource, analyze};

    fn store(rows: usize) -> RowStore {
        let mut inputs = Inputs::seed_000();
        if let SampleSource::Generated { spec } = &mut inputs.sample {
            spec.rows = rows;
        }
        analyze(&inputs).into_parts().1
    }

    #[test]
    fn lines_come_from_the_newest_window_and_match_the_store() {
        let rows = store(3_000);
        let mut cache = RowCache::default();
        for range in [0..100, 80..200, 1_000..1_100] {
            cache = cache.with(rows.window(4, ViewFilter::All, range));
        }
        assert_eq!(cache.len(), 320);
        let whole = rows.window(4, ViewFilter::All, 0..1_100);
        for i in (0..200).chain(1_000..1_100) {
            assert_eq!(cache.get(ViewFilter::All, i), whole.get(i), "{i}");
        }
        assert!(cache.get(ViewFilter::All, 500).is_none());
        assert!(cache.get(ViewFilter::Region(1), 5).is_none());
        assert!(cache.covers(4, ViewFilter::All, &(0..200)));
        assert!(!cache.covers(4, ViewFilter::All, &(150..1_010)));
        assert!(!cache.covers(3, ViewFilter::All, &(0..10)));
        // The end of the view counts as arrived.
        let total = whole.total;
        let cache = cache.with(rows.window(4, ViewFilter::All, total - 10..total));
        assert!(cache.covers(4, ViewFilter::All, &(total - 5..total + 40)));
        // Another filter starts afresh.
        let region = cache.with(rows.window(4, ViewFilter::Region(1), 0..10));
        assert_eq!(region.len(), 10);
    }

    #[test]
    fn the_cache_keeps_at_most_max_lines() {
        let rows = store(20_000);
        let mut cache = RowCache::default();
        for k in 0..40 {
            cache = cache.with(rows.window(1, ViewFilter::All, k * 300..k * 300 + 300));
            assert!(cache.len() <= MAX_LINES, "{}", cache.len());
        }
        assert!(cache.covers(1, ViewFilter::All, &(11_700..12_000)));
        assert!(!cache.covers(1, ViewFilter::All, &(0..10)));
    }

    #[test]
    fn another_analysis_or_filter_asks_again() {
        let mut asked = Asked::default();
        let p = plan(0..30, 1_000, 0.0);
        assert!(asked.next(1, ViewFilter::All, &p, false, 0.0).is_some());
        assert!(asked.next(1, ViewFilter::All, &p, false, 1.0).is_none());
        assert!(asked.next(2, ViewFilter::All, &p, false, 2.0).is_some());
        assert!(
            asked
                .next(2, ViewFilter::Region(1), &p, false, 3.0)
                .is_some()
        );
    }

    #[test]
    fn a_plan_needs_what_it_shows_and_asks_within_the_view() {
        for step in [-500.0, -30.0, -0.5, 0.0, 0.5, 30.0, 500.0, f64::NAN] {
            for shown in [0..30, 500..530, 9_980..10_000] {
                let p = plan(shown.clone(), 10_000, step);
                assert!(p.need.start <= shown.start && shown.end <= p.need.end);
                assert!(p.ask.start <= p.need.start && p.need.end <= p.ask.end);
                assert!(p.ask.end <= 10_000 && p.ask.len() <= MAX_ASK + 2 * PREFETCH + 30);
            }
        }
    }
}

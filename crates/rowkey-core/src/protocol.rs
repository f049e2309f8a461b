//! The messages between the page and the analysis engine, and the [`Engine`] that answers
//! them.
//!
//! The page runs the engine in a web worker (the same wasm module, in a second instance), so
//! the UI thread never waits for an analysis. The worker keeps the per-row data (a
//! [`RowStore`]); the page gets the small [`Summary`] and asks for the rows of the sorted
//! view one window at a time. Where no worker can start, the page runs the same [`Engine`]
//! in its own thread with the same messages.
//!
//! Work is proportional to what changed: the sample travels only when it changed
//! ([`Request::Sample`]) and is read once; an edit of the recipe, the splits or the
//! queries sends only the [`Settings`].
//!
//! Requests ([`Request::to_bytes`]) and responses ([`Response::to_bytes`]) cross the worker
//! boundary in a compact binary form, written and read by `crate::wire`, where each message
//! type lists its fields once next to its definition; the types of the persisted design
//! (recipe, splits, queries, generator) go inside it as their JSON text. The choice of
//! encodings lives here.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::analysis::{Inputs, Settings, ViewFilter};
//! use rowkey_core::protocol::{Engine, Request, Response};
//!
//! let inputs = Inputs::seed_000();
//! let mut engine = Engine::default();
//! let mut out = Vec::new();
//! engine.handle(Request::Sample { source: inputs.sample.clone() }, &mut |r| out.push(r));
//! engine.handle(Request::Analyze { id: 1, settings: Settings::of(&inputs), lines: None }, &mut |r| out.push(r));
//! let Some(Response::Done { id: 1, summary, .. }) = out.pop() else { panic!() };
//! assert_eq!(summary.row_count(), 2_000);
//! // Progress came first, one message per phase.
//! assert!(out.iter().all(|r| matches!(r, Response::Progress { id: 1, .. })));
//!
//! let request = Request::Rows { analysis: 1, filter: ViewFilter::All, start: 0, end: 30 };
//! let request = Request::from_bytes(&request.to_bytes()).unwrap();
//! engine.handle(request, &mut |r| out.push(r));
//! let Some(Response::Rows(window)) = out.pop() else { panic!() };
//! assert_eq!((window.total, window.lines.len()), (2_005, 30));
//! ```

use serde::{Deserialize, Serialize};

pub use rowkey_engine::static_text::StaticText;
pub(crate) use rowkey_engine::static_text::static_str;

use crate::analysis::{
    Arrival, FormatChoice, Phase, RowStore, RowWindow, SampleRead, SampleSource, Settings, Sizing,
    Summary, ViewFilter, analyze_with,
};

/// A message from the page to the engine.
// One message per edit, moved once and matched at once: the size of its largest variant
// (`Analyze` with the settings) costs nothing worth boxing it for.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// The sample to analyse from now on. The page sends it only when it changed; the
    /// engine reads it at the next [`Request::Analyze`] and keeps it read.
    Sample {
        /// Where the rows come from.
        source: SampleSource,
    },
    /// Analyse the current sample with these settings; `id` tags every answer.
    Analyze {
        /// Increases with each request, so the page can drop answers it no longer wants.
        id: u64,
        /// Everything but the sample.
        settings: Settings,
        /// The lines of the sorted view to send with the result (the ones the page shows),
        /// so that the view needs no second round trip after an edit.
        lines: Option<Lines>,
    },
    /// Lines `start..end` of the sorted view of analysis `analysis` under `filter`.
    Rows {
        /// The analysis the page shows.
        analysis: u64,
        /// What the view shows.
        filter: ViewFilter,
        /// First line wanted.
        start: usize,
        /// One past the last line wanted.
        end: usize,
    },
}

/// Lines `start..end` of the sorted view under `filter`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lines {
    /// What the view shows.
    pub filter: ViewFilter,
    /// First line wanted.
    pub start: usize,
    /// One past the last line wanted.
    pub end: usize,
}

/// A message from the engine to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Response {
    /// Analysis `id` started a phase.
    Progress {
        /// The request.
        id: u64,
        /// The phase that started.
        phase: Phase,
    },
    /// Analysis `id` is done.
    Done {
        /// The request.
        id: u64,
        /// Everything the panels show.
        summary: Box<Summary>,
        /// The lines the request asked for ([`Request::Analyze`]'s `lines`), if it did.
        rows: Option<RowWindow>,
    },
    /// A window of the sorted view.
    Rows(RowWindow),
}

crate::wire::wire_enum!(Response {
    Progress { id, phase },
    Done { id, summary, rows },
    Rows(window),
});

// The encoding seam: how each message crosses the worker boundary is decided here and
// only here (the messages themselves are the enums above).

impl Request {
    /// The request in the binary form the page posts to the worker (`crate::wire`; the
    /// recipe, splits, queries and generator go as their JSON text inside it).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::ViewFilter;
    /// use rowkey_core::protocol::Request;
    /// let request = Request::Rows { analysis: 2, filter: ViewFilter::Region(1), start: 0, end: 9 };
    /// assert_eq!(Request::from_bytes(&request.to_bytes()), Ok(request));
    /// ```
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        crate::wire::to_bytes(self)
    }

    /// Reads a request written by [`Self::to_bytes`].
    ///
    /// # Errors
    ///
    /// When `bytes` is not such a request (cut short, longer, or with a malformed value).
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        crate::wire::from_bytes(bytes)
    }
}

impl Response {
    /// The response in a compact binary form (`crate::wire`): the summary is the largest
    /// message, and reading it needs far less code (and time) than JSON, or than a
    /// `serde` reader of a binary format (postcard, which this replaced: 13.7 KB less of the
    /// page's gzipped wasm).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::Phase;
    /// use rowkey_core::protocol::Response;
    /// let progress = Response::Progress { id: 7, phase: Phase::Reading };
    /// assert_eq!(Response::from_bytes(&progress.to_bytes()), Ok(progress));
    /// ```
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        crate::wire::to_bytes(self)
    }

    /// Reads a response written by [`Self::to_bytes`].
    ///
    /// # Errors
    ///
    /// When `bytes` is not such a response (cut short, longer, or with a malformed value).
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        crate::wire::from_bytes(bytes)
    }
}

/// Answers [`Request`]s: keeps the sample (read once) and the rows of the latest analysis.
///
/// It runs requests one at a time, to the end; superseding a running analysis is the
/// caller's business (the page coalesces to the newest request, and may restart a worker).
#[derive(Debug, Default)]
pub struct Engine {
    source: Option<SampleSource>,
    read: Option<SampleRead>,
    current: Option<(u64, RowStore)>,
}

impl Engine {
    /// Handles one request; answers go to `out` as they are ready (progress first).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{Inputs, Settings, ViewFilter};
    /// use rowkey_core::protocol::{Engine, Request, Response};
    /// let mut engine = Engine::default();
    /// let mut out = Vec::new();
    /// // Rows of an analysis the engine does not hold: no answer.
    /// engine.handle(Request::Rows { analysis: 3, filter: ViewFilter::All, start: 0, end: 9 }, &mut |r| out.push(r));
    /// assert!(out.is_empty());
    /// // No sample yet: the analysis is of an empty paste (it says why).
    /// engine.handle(Request::Analyze { id: 4, settings: Settings::of(&Inputs::seed_000()), lines: None }, &mut |r| out.push(r));
    /// assert!(matches!(out.last(), Some(Response::Done { id: 4, summary, .. }) if summary.sample.is_err()));
    /// ```
    pub fn handle(&mut self, request: Request, out: &mut dyn FnMut(Response)) {
        match request {
            Request::Sample { source } => {
                if self.source.as_ref() != Some(&source) {
                    self.read = None;
                    self.source = Some(source);
                }
            }
            Request::Analyze {
                id,
                settings,
                lines,
            } => {
                // The previous rows go first: a large analysis should not hold two.
                self.current = None;
                let source = self.source.clone().unwrap_or(SampleSource::Pasted {
                    text: String::new(),
                    format: crate::analysis::FormatChoice::Auto,
                    skip_bad_lines: false,
                });
                let columns = settings.recipe.columns_read();
                let read = match self.read.take() {
                    Some(read) if read.is_read_for(&source, &columns) => read,
                    _ => {
                        out(Response::Progress {
                            id,
                            phase: Phase::Reading,
                        });
                        SampleRead::read_for(&source, &columns)
                    }
                };
                let analysis = analyze_with(&settings, &read, &mut |phase| {
                    out(Response::Progress { id, phase });
                });
                self.read = Some(read);
                let (summary, store) = analysis.into_parts();
                let rows = lines.map(|l| store.window(id, l.filter, l.start..l.end));
                self.current = Some((id, store));
                out(Response::Done {
                    id,
                    summary: Box::new(summary),
                    rows,
                });
            }
            Request::Rows {
                analysis,
                filter,
                start,
                end,
            } => {
                if let Some((id, rows)) = &self.current
                    && *id == analysis
                {
                    out(Response::Rows(rows.window(*id, filter, start..end)));
                }
            }
        }
    }

    /// Whether the engine holds a read sample (so the next analysis skips reading).
    #[must_use]
    pub fn has_read_sample(&self) -> bool {
        self.read.is_some()
    }
}

/// A field whose type only a self-describing format can read (it holds internally tagged
/// enums of the persisted design, such as [`Fix`](crate::lint::Fix)): `#[serde(with =
/// "crate::protocol::as_json")]` writes it unchanged in JSON, and as its JSON text in the
/// binary responses ([`Response::to_bytes`]), whose reading then shares the design's JSON code.
pub(crate) mod as_json {
    use serde::de::{DeserializeOwned, Error as _};
    use serde::ser::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub(crate) fn serialize<T: Serialize, S: Serializer>(
        value: &T,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            value.serialize(s)
        } else {
            s.serialize_str(&serde_json::to_string(value).map_err(S::Error::custom)?)
        }
    }

    pub(crate) fn deserialize<'de, T: DeserializeOwned, D: Deserializer<'de>>(
        d: D,
    ) -> Result<T, D::Error> {
        if d.is_human_readable() {
            T::deserialize(d)
        } else {
            let text = String::deserialize(d)?;
            serde_json::from_slice(text.as_bytes()).map_err(D::Error::custom)
        }
    }
}

crate::wire::wire_json!(crate::plan::Query, crate::plan::Query::new(""));

crate::wire::wire_enum!(Request {
    Sample { source },
    Analyze { id, settings, lines },
    Rows { analysis, filter, start, end },
});
crate::wire::wire_struct!(Lines { filter, start, end });
crate::wire::wire_struct!(Settings {
    recipe,
    splits,
    arrival,
    sizing,
    queries,
    table,
    family,
    qualifier,
    live
});
crate::wire::wire_struct!(Sizing {
    table_rows,
    value_bytes_per_row
});
crate::wire::wire_enum!(Arrival { InputOrder, Column { name } });
crate::wire::wire_enum!(SampleSource { Pasted { text, format, skip_bad_lines }, Generated { spec } });
crate::wire::wire_enum!(FormatChoice { Auto, Fixed(format) });

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{Inputs, Line, analyze};
    use crate::spec::{KeyPart, KeySpec};

    fn run(engine: &mut Engine, request: Request) -> Vec<Response> {
        let mut out = Vec::new();
        let request = Request::from_bytes(&request.to_bytes()).unwrap();
        engine.handle(request, &mut |r| {
            out.push(Response::from_bytes(&r.to_bytes()).unwrap());
        });
        out
    }

    /// Sends the inputs' sample, then an analysis of them; returns what the analysis sent.
    fn load(engine: &mut Engine, inputs: &Inputs, id: u64) -> Vec<Response> {
        run(
            engine,
            Request::Sample {
                source: inputs.sample.clone(),
            },
        );
        run(
            engine,
            Request::Analyze {
                id,
                settings: Settings::of(inputs),
                lines: None,
            },
        )
    }

    fn done(out: &[Response]) -> &Summary {
        match out.last() {
            Some(Response::Done { summary, .. }) => summary,
            other => panic!("not done: {other:?}"),
        }
    }

    #[test]
    fn the_summary_through_json_equals_the_in_thread_analysis() {
        let inputs = Inputs::seed_000();
        let mut engine = Engine::default();
        let out = load(&mut engine, &inputs, 1);
        assert_eq!(done(&out), analyze(&inputs).summary());
        let phases: Vec<Phase> = out
            .iter()
            .filter_map(|r| match r {
                Response::Progress { phase, .. } => Some(*phase),
                _ => None,
            })
            .collect();
        assert_eq!(
            phases,
            [
                Phase::Reading,
                Phase::Encoding,
                Phase::Sorting,
                Phase::Regions,
                Phase::Queries
            ]
        );
    }

    #[test]
    fn a_settings_edit_reuses_the_read_sample_and_a_new_sample_is_read_again() {
        let inputs = Inputs::seed_000();
        let mut engine = Engine::default();
        load(&mut engine, &inputs, 1);
        assert!(engine.has_read_sample());
        let mut settings = Settings::of(&inputs);
        settings.recipe = KeySpec::new(vec![KeyPart::column(1, "phone")]);
        let out = run(
            &mut engine,
            Request::Analyze {
                id: 2,
                settings: settings.clone(),
                lines: None,
            },
        );
        assert!(!out.contains(&Response::Progress {
            id: 2,
            phase: Phase::Reading
        }));
        let edited = Inputs {
            recipe: settings.recipe.clone(),
            ..inputs.clone()
        };
        assert_eq!(done(&out), analyze(&edited).summary());
        // The same sample again changes nothing; a different one is read at the next analysis.
        run(
            &mut engine,
            Request::Sample {
                source: inputs.sample.clone(),
            },
        );
        assert!(engine.has_read_sample());
        let mut other = inputs.sample.clone();
        if let SampleSource::Generated { spec } = &mut other {
            spec.rows = 300;
        }
        run(&mut engine, Request::Sample { source: other });
        assert!(!engine.has_read_sample());
        let out = run(
            &mut engine,
            Request::Analyze {
                id: 3,
                settings,
                lines: None,
            },
        );
        assert!(out.contains(&Response::Progress {
            id: 3,
            phase: Phase::Reading
        }));
        assert_eq!(done(&out).row_count(), 300);
    }

    /// A one-column CSV whose first line names the recipe's column is read with that header
    /// (issue 31 item 15: the page said "the sample has no column id (columns: ROW)"); a
    /// recipe edit that changes what the first line is re-reads the cached text.
    #[test]
    fn a_one_column_csv_is_read_with_its_header_when_the_recipe_names_it() {
        let mut inputs = Inputs::seed_000();
        inputs.recipe = KeySpec::new(vec![KeyPart::column(1, "id")]);
        inputs.sample = SampleSource::Pasted {
            text: "id\n7\n8\n9\n".into(),
            format: crate::analysis::FormatChoice::Auto,
            skip_bad_lines: false,
        };
        let mut engine = Engine::default();
        let out = load(&mut engine, &inputs, 1);
        let summary = done(&out);
        assert_eq!(summary.row_count(), 3);
        assert_eq!(summary, analyze(&inputs).summary());
        assert!(analyze(&inputs).recipe_error.is_none());
        // A recipe over the pasted key: the same text is a list of four keys.
        let mut settings = Settings::of(&inputs);
        settings.recipe = KeySpec::pasted_key();
        let out = run(
            &mut engine,
            Request::Analyze {
                id: 2,
                settings,
                lines: None,
            },
        );
        assert_eq!(done(&out).row_count(), 4);
    }

    #[test]
    fn the_lines_asked_with_an_analysis_come_with_its_summary() {
        let inputs = Inputs::seed_000();
        let mut engine = Engine::default();
        load(&mut engine, &inputs, 1);
        let lines = Lines {
            filter: ViewFilter::Region(2),
            start: 5,
            end: 45,
        };
        let out = run(
            &mut engine,
            Request::Analyze {
                id: 2,
                settings: Settings::of(&inputs),
                lines: Some(lines),
            },
        );
        let Some(Response::Done {
            rows: Some(rows), ..
        }) = out.last()
        else {
            panic!("{:?}", out.last())
        };
        let asked = run(
            &mut engine,
            Request::Rows {
                analysis: 2,
                filter: lines.filter,
                start: lines.start,
                end: lines.end,
            },
        );
        assert_eq!(asked.as_slice(), [Response::Rows(rows.clone())]);
        assert_eq!((rows.analysis, rows.start, rows.lines.len()), (2, 5, 40));
        // Without lines, none come.
        let out = load(&mut engine, &inputs, 3);
        assert!(matches!(
            out.last(),
            Some(Response::Done { rows: None, .. })
        ));
    }

    #[test]
    fn row_windows_match_the_lines_of_the_analysis_under_every_filter() {
        let inputs = Inputs::seed_000();
        let analysis = analyze(&inputs);
        let mut engine = Engine::default();
        load(&mut engine, &inputs, 9);
        for filter in [
            ViewFilter::All,
            ViewFilter::Region(0),
            ViewFilter::Region(4),
            ViewFilter::Query(0),
            ViewFilter::Query(1),
            ViewFilter::Query(2),
        ] {
            let total = analysis.line_count(filter);
            assert_eq!(analysis.summary().line_count(filter), total, "{filter:?}");
            for (start, end) in [(0, 10), (total.saturating_sub(5), total + 50), (3, 3)] {
                let out = run(
                    &mut engine,
                    Request::Rows {
                        analysis: 9,
                        filter,
                        start,
                        end,
                    },
                );
                let [Response::Rows(window)] = out.as_slice() else {
                    panic!("{out:?}")
                };
                assert_eq!(
                    (window.analysis, window.filter, window.total),
                    (9, filter, total)
                );
                let expected: Vec<Line> = (start..end.min(total))
                    .filter_map(|i| analysis.line(filter, i))
                    .collect();
                assert_eq!(window.lines, expected, "{filter:?} {start}..{end}");
                assert_eq!(window.start, start.min(total));
            }
        }
        // A filter naming no region shows everything; rows of another analysis get no answer.
        let out = run(
            &mut engine,
            Request::Rows {
                analysis: 9,
                filter: ViewFilter::Region(99),
                start: 0,
                end: 1,
            },
        );
        assert!(matches!(out.as_slice(), [Response::Rows(w)] if w.filter == ViewFilter::All));
        assert!(
            run(
                &mut engine,
                Request::Rows {
                    analysis: 8,
                    filter: ViewFilter::All,
                    start: 0,
                    end: 1
                }
            )
            .is_empty()
        );
    }

    #[test]
    fn codes_read_back_as_the_same_static_text() {
        let inputs = Inputs::seed_000();
        let summary = analyze(&inputs).into_parts().0;
        let bytes = crate::wire::to_bytes(&summary);
        let back: Summary = crate::wire::from_bytes(&bytes).unwrap();
        let again: Summary = crate::wire::from_bytes(&bytes).unwrap();
        assert!(back.problems.iter().any(|p| p.code == "ambiguous-boundary"));
        for (a, b) in back.problems.iter().zip(&again.problems) {
            assert!(std::ptr::eq(a.code, b.code), "{} leaked twice", a.code);
        }
    }

    #[test]
    fn every_preset_summary_survives_the_binary_encoding() {
        // Internally tagged enums need a self-describing format: a field holding one must be
        // marked `as_json`, or reading the response fails. Every preset between them has
        // fixes, split suggestions, query plans and errors of each kind.
        for preset in crate::presets::gallery() {
            for variant in &preset.variants {
                let inputs = variant.inputs();
                // The requests that carry them too (their sample, recipe, splits, queries).
                for request in [
                    Request::Sample {
                        source: inputs.sample.clone(),
                    },
                    Request::Analyze {
                        id: 9,
                        settings: Settings::of(&inputs),
                        lines: Some(Lines {
                            filter: ViewFilter::Query(1),
                            start: 3,
                            end: 40,
                        }),
                    },
                ] {
                    let bytes = request.to_bytes();
                    assert_eq!(Request::from_bytes(&bytes), Ok(request), "{}", preset.id);
                    assert!(Request::from_bytes(&bytes[..bytes.len() - 1]).is_err());
                }
                let (summary, store) = analyze(&inputs).into_parts();
                let done = Response::Done {
                    id: 1,
                    summary: Box::new(summary),
                    rows: Some(store.window(1, ViewFilter::All, 0..40)),
                };
                let bytes = done.to_bytes();
                assert_eq!(
                    Response::from_bytes(&bytes).as_ref(),
                    Ok(&done),
                    "{} {}",
                    preset.id,
                    variant.id
                );
                // The serde reader of postcard this replaced reads its form back the same.
                let old: Response =
                    postcard::from_bytes(&postcard::to_allocvec(&done).unwrap()).unwrap();
                assert_eq!(old, done, "{} {}", preset.id, variant.id);
                // A message cut short, or with more after it, is refused.
                for cut in [0, 1, bytes.len() / 2, bytes.len() - 1] {
                    assert!(Response::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
                }
                let mut longer = bytes.clone();
                longer.push(0);
                assert!(Response::from_bytes(&longer).is_err());
            }
        }
    }

    #[test]
    fn a_malformed_message_is_an_error_not_a_panic() {
        assert!(Response::from_bytes(&[9]).is_err());
        assert!(Request::from_bytes(&[9]).is_err());
        // An analysis request whose recipe text is not JSON (and that ends there).
        let mut bad = vec![1, 1];
        bad.push(3);
        bad.extend_from_slice(b"{x}");
        assert!(Request::from_bytes(&bad).is_err());
        // Every byte of a real message changed to every value: an answer, never a panic,
        // and never a huge allocation from a damaged length.
        let inputs = Inputs::seed_000();
        let (summary, store) = analyze(&inputs).into_parts();
        let done = Response::Done {
            id: 3,
            summary: Box::new(summary),
            rows: Some(store.window(3, ViewFilter::All, 0..5)),
        };
        let bytes = done.to_bytes();
        for at in (0..bytes.len()).step_by(7) {
            for value in [0, 1, 0x7F, 0x80, 0xFF] {
                let mut damaged = bytes.clone();
                damaged[at] = value;
                let _ = Response::from_bytes(&damaged);
            }
        }
    }
}

//! The page state: the user's inputs only; everything shown is derived from them.

use std::rc::Rc;

use rowkey_core::ParseError;
use rowkey_core::sample::{Sample, parse_csv};
use rowkey_core::view::KeyTable;
use yew::Reducible;

/// The sample loaded on first visit: the numbers 1 to 11 of seed 002 with a name column.
pub const DEFAULT_SAMPLE: &str =
    "id,name\n1,ann\n2,bob\n3,cai\n4,dan\n5,eve\n6,fay\n7,gus\n8,hal\n9,ivy\n10,jon\n11,kim\n";

/// Everything the user typed or chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// The pasted sample text, exactly as typed (never rewritten).
    pub sample_text: String,
    /// The column the row key is made from, by name.
    pub key_column: Option<String>,
}

impl Default for State {
    fn default() -> Self {
        Self {
            sample_text: DEFAULT_SAMPLE.to_owned(),
            key_column: Some("id".to_owned()),
        }
    }
}

/// The only ways to change [`State`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// The user edited the sample text.
    SetSampleText(String),
    /// The user picked the key column.
    SetKeyColumn(String),
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        match action {
            Action::SetSampleText(text) if text == self.sample_text => self,
            Action::SetSampleText(text) => Rc::new(Self {
                sample_text: text,
                ..(*self).clone()
            }),
            Action::SetKeyColumn(column) if self.key_column.as_deref() == Some(column.as_str()) => {
                self
            }
            Action::SetKeyColumn(column) => Rc::new(Self {
                key_column: Some(column),
                ..(*self).clone()
            }),
        }
    }
}

/// What the page shows, derived from [`State`] by the core.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ViewModel {
    /// The parsed sample, or why it could not be parsed.
    pub sample: Result<Rc<Sample>, ParseError>,
    /// The column the keys are made from, when the chosen one exists in the sample.
    pub key_column: Option<usize>,
    /// The rows in HBase order.
    pub table: Rc<KeyTable>,
}

impl ViewModel {
    /// Derives the view from the inputs.
    #[must_use]
    pub fn derive(state: &State) -> Self {
        let sample = parse_csv(&state.sample_text).map(Rc::new);
        let (key_column, table) = match &sample {
            Ok(sample) => {
                let column = state
                    .key_column
                    .as_deref()
                    .and_then(|name| sample.column_index(name))
                    .or(if sample.columns().is_empty() {
                        None
                    } else {
                        Some(0)
                    });
                let table = column
                    .map(|c| KeyTable::from_column(sample, c))
                    .unwrap_or_default();
                (column, table)
            }
            Err(_) => (None, KeyTable::default()),
        };
        Self {
            sample,
            key_column,
            table: Rc::new(table),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_value_returns_the_same_rc() {
        let state = Rc::new(State::default());
        let next = Rc::clone(&state).reduce(Action::SetSampleText(DEFAULT_SAMPLE.to_owned()));
        assert!(Rc::ptr_eq(&state, &next));
    }

    #[test]
    fn default_view_sorts_the_numbers_as_text() {
        let view = ViewModel::derive(&State::default());
        let keys: Vec<&str> = view
            .table
            .rows
            .iter()
            .map(|r| r.key_text.as_str())
            .collect();
        assert_eq!(
            keys,
            ["1", "10", "11", "2", "3", "4", "5", "6", "7", "8", "9"]
        );
    }

    #[test]
    fn a_bad_paste_keeps_the_text_and_reports_the_line() {
        let state = Rc::new(State::default()).reduce(Action::SetSampleText("a,b\n1\n".into()));
        assert_eq!(state.sample_text, "a,b\n1\n");
        let view = ViewModel::derive(&state);
        assert_eq!(view.sample.unwrap_err().position.line, 2);
    }

    #[test]
    fn an_unknown_column_falls_back_to_the_first() {
        let state = Rc::new(State::default()).reduce(Action::SetKeyColumn("nope".into()));
        assert_eq!(ViewModel::derive(&state).key_column, Some(0));
    }
}

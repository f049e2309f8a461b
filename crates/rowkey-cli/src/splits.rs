//! `rowkey splits --regions N`: split points from the data, for equal rows per region, each
//! the shortest key between its neighbours (the core's `suggest_splits_of_arena`), printed
//! as the shell's `SPLITS => [...]` (`split::splits_clause`) or as `SPLITS_FILE` lines.

use std::io::Write as _;

use clap::ValueEnum;
use rowkey_core::design::Design;
use rowkey_core::i18n::messages::En;
use rowkey_core::i18n::suggest_note;
use rowkey_core::key::{KeyArena, sort_order};
use rowkey_core::split::{
    SplitSpec, create_statement, splits_clause, splits_file_text, suggest_splits_of_arena,
};

/// `--format` of `splits`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SplitsFormat {
    /// `SPLITS => ['a', 'b\x01']`, for the shell's `create`.
    Shell,
    /// The whole `create 'table', 'family', SPLITS => [...]` statement.
    Create,
    /// One split a line (`toStringBinary` text), as `SPLITS_FILE` reads it.
    SplitsFile,
}

/// The split points for `regions` regions of the keys, in `format`; notes (such as too few
/// distinct keys for the regions asked for) go to standard error.
///
/// # Errors
///
/// One line when there is no key, or the region count is refused; `Err(Ok(e))` when the
/// output cannot be written.
pub fn run(
    design: &Design,
    keys: &KeyArena,
    regions: u32,
    format: SplitsFormat,
) -> Result<(), Result<std::io::Error, String>> {
    if keys.is_empty() {
        return Err(Err(
            "no row gave a key: there is nothing to split".to_owned()
        ));
    }
    let order = sort_order(keys);
    let suggestion =
        suggest_splits_of_arena(keys, &order, regions).map_err(|e| Err(e.to_string()))?;
    let mut err = std::io::stderr().lock();
    for note in &suggestion.notes {
        let _ = writeln!(err, "rowkey: note: {}", suggest_note(&En, note));
    }
    let text = match format {
        SplitsFormat::Shell => splits_clause(suggestion.points.keys()) + "\n",
        SplitsFormat::Create => {
            let spec = SplitSpec::Explicit {
                splits: suggestion.splits.clone(),
            };
            let create = create_statement(&design.table, &design.family, &spec)
                .map_err(|e| Err(e.to_string()))?;
            create.shell + "\n"
        }
        SplitsFormat::SplitsFile => splits_file_text(suggestion.points.keys()),
    };
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(Ok)
}

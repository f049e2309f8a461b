//! Hooks: the analysis of the inputs, the dispatcher and language contexts, persistence and
//! shortcuts.

mod use_analysis;
mod use_dispatch;
mod use_lang;
mod use_persistence;
mod use_shortcuts;

pub use use_analysis::{AnalysisRef, RowsWanted, UseAnalysis, use_analysis};
pub use use_dispatch::{Dispatch, PageContext, on_click, use_dispatch};
pub use use_lang::{use_lang, use_ui};
pub use use_persistence::{flush_pending_write, use_persistence};
pub use use_shortcuts::use_shortcuts;

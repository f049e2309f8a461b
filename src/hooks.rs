//! Hooks: the analysis of the inputs, the dispatcher context, and persistence.

mod use_analysis;
mod use_dispatch;
mod use_persistence;

pub use use_analysis::{AnalysisRef, UseAnalysis, use_analysis};
pub use use_dispatch::{Dispatch, use_dispatch};
pub use use_persistence::use_persistence;

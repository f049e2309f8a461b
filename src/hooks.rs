//! Hooks: the analysis of the inputs, and the dispatcher context.

mod use_analysis;
mod use_dispatch;

pub use use_analysis::{AnalysisRef, UseAnalysis, use_analysis};
pub use use_dispatch::{Dispatch, use_dispatch};

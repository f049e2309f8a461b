//! Split points: how a table is pre-split, exactly as HBase and Phoenix do it, the splits
//! suggested from the sample, the split lints and the note on an unsorted list. All of it is
//! [`rowkey_engine::split`], re-exported here; the catalogues (`i18n::render_split`) render
//! its findings and notes.

pub use rowkey_engine::split::*;

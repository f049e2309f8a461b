//! The thin Yew shell of RowKey Playground.
//!
//! Events become typed [`state::Action`]s, the reducer keeps the inputs, and
//! [`rowkey_core::analysis::analyze`] computes everything the components render.

#![warn(missing_docs)]

pub mod analysis_worker;
pub mod app;
pub mod browser;
pub mod components;
pub mod crash;
pub mod hooks;
pub mod row_cache;
pub mod state;

//! Display components: props in, markup out, no computation.

pub mod key_column_select;
pub mod key_table;
pub mod sample_input;

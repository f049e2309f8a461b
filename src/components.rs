//! Display components: props in, markup out, no computation. One component per file.

pub mod choice_select;
pub mod generator_form;
pub mod key_part_row;
pub mod key_preview;
pub mod key_spec_form;
pub mod key_table;
pub mod problem_list;
pub mod region_chart;
pub mod sample_input;
pub mod sizing_form;
pub mod split_editor;
pub mod text_field;
pub mod write_heatmap;

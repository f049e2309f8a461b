//! Display components: props in, markup out, no computation. One per file. Those without
//! state of their own are plain functions returning `Html` (each component type costs the
//! bundle its own lifecycle code); where a part of the page needs state but appears once, the
//! page holds that state through the part's `use_…` hook and the part is a function too.

pub mod analysis_progress;
pub mod artefacts;
pub mod choice_select;
pub mod code_snippet;
pub mod condition_row;
pub mod design_file;
pub mod generator_form;
pub mod key_part_row;
pub mod key_preview;
pub mod key_spec_form;
pub mod key_table;
pub mod lang_switch;
pub mod lesson_bar;
pub mod notice_bar;
pub mod preset_gallery;
pub mod problem_list;
pub mod query_card;
pub mod query_list;
pub mod region_chart;
pub mod sample_input;
pub mod sizing_form;
pub mod split_editor;
pub mod tab;
pub mod table_tools;
pub mod text_field;
pub mod tour_callout;
pub mod undo_redo;
pub mod verdict;
pub mod view_switch;
pub mod write_heatmap;

//! The page's words in English.

use super::Ui;

/// English.
pub const EN: Ui = Ui {
    language: "Language",
    move_part_up: "Move part {} up",
};

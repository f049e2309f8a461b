//! 页面文字：简体中文。

use super::Ui;

/// Simplified Chinese.
pub const ZH: Ui = Ui {
    language: "语言",
    move_part_up: "上移第 {} 部分",
};

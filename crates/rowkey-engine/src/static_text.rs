//! `&'static str` fields in saved and sent types (a lint's stable code, a missing cell's
//! name): read back through a small interner, so that no reader borrows from its input.

use serde::{Deserialize, Deserializer};

/// A `&'static str` in a serialisable type (a stable code such as a lint's). Written as an
/// alias so that serde does not borrow it from the input: it is read back through a small interner.
pub type StaticText = &'static str;

/// Deserialises a [`StaticText`] field (a stable code such as a lint's). The codes are a
/// small fixed set, so each distinct text is leaked once and reused after that.
pub fn static_str<'de, D: Deserializer<'de>>(d: D) -> Result<&'static str, D::Error> {
    Ok(intern(String::deserialize(d)?))
}

/// `text` as a [`StaticText`]: each distinct text is leaked once and reused after that.
pub fn intern(text: String) -> &'static str {
    use std::sync::Mutex;
    static INTERNED: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    let mut interned = INTERNED
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(s) = interned.iter().find(|s| **s == text) {
        return s;
    }
    let s: &'static str = Box::leak(text.into_boxed_str());
    interned.push(s);
    s
}

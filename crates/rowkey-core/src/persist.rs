//! State that is never lost: what goes into a shared link and the autosave, what to restore
//! on load, and the design file the page exports and imports. Pure decisions; the shell only
//! reads and writes the browser's hash, storage and files.
//!
//! * [`share`]: the URL fragment for some [`Inputs`] and the open lesson ([`LessonRef`]),
//!   leaving out a pasted sample that is too large for a link (and saying so);
//! * [`autosave`]: the same for local storage, with a larger budget;
//! * [`restore`]: on load, a valid link wins, else the autosave, else the default; a broken
//!   link gives a message to show (and the page still loads);
//! * [`export_design`], [`import_design`]: the `rowkey` command's design JSON, with the
//!   sample and arrival order (a pasted sample under the link's size rule).
//!
//! # Examples
//!
//! ```
//! use rowkey_core::analysis::Inputs;
//! use rowkey_core::persist::{restore, share, Origin};
//!
//! let mut inputs = Inputs::seed_000();
//! inputs.table = "calls".into();
//! let link = share(&inputs, None);
//! assert!(link.note.is_none());
//! let back = restore(&format!("#{}", link.fragment), None);
//! assert_eq!((back.origin, back.inputs), (Origin::Link, inputs));
//!
//! let broken = restore("#d1.AAAA*", None);
//! assert_eq!(broken.origin, Origin::Default);
//! let message = broken.message.unwrap();
//! assert!(message.en.starts_with("This link could not be opened: this link is damaged"));
//! assert!(message.zh.starts_with("无法打开这个链接：这个链接在第"));
//! ```

use serde::Serialize;
use serde::de::{Deserialize, Deserializer};

use crate::analysis::{Inputs, SampleSource, format_mb};
use crate::design::{Design, VersionProbe};
use crate::i18n::messages::localize;
use crate::i18n::{Lang, Localized};
use crate::presets::{Preset, Variant};
use crate::sample::MAX_ANALYSED_BYTES;
use crate::share::{
    BestDeflate, Deflate, Inflate, MAX_FRAGMENT_STATE_BYTES, MinizInflate, decode_fragment_with,
    encode_fragment_with, now,
};

/// Largest compressed state a link carries with its pasted sample, in bytes; above it the
/// pasted sample is left out of the link.
pub const MAX_LINK_STATE_BYTES: usize = 32 * 1024;

/// Largest autosave, in characters; above it the pasted sample is left out of the autosave.
pub const MAX_AUTOSAVE_CHARS: usize = 2 * 1024 * 1024;

/// What a link or an autosave holds.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Snapshot {
    /// The inputs (with a placeholder sample when `sample_omitted`).
    pub inputs: Inputs,
    /// Whether the pasted sample was too large and left out.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sample_omitted: bool,
    /// The lesson open when it was saved, if any (absent from the JSON when there is none,
    /// so a link without a lesson is the same as before lessons were saved).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lesson: Option<LessonRef>,
}

// Read with `fields_struct!` (a smaller reader than serde's derived one; an object only, unknown
// fields refused as before): see `crate::tagged`.
crate::tagged::fields_struct!(SnapshotFields, "struct Snapshot", deny_unknown, {
    inputs: Inputs,
    sample_omitted: bool,
    lesson: Option<String>,
});

impl<'de> Deserialize<'de> for Snapshot {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = SnapshotFields::deserialize(deserializer)?;
        Ok(Self {
            inputs: crate::tagged::required(f.inputs, "inputs")?,
            sample_omitted: f.sample_omitted.0.unwrap_or_default(),
            // A text (see `LessonRef`); one that does not read is no lesson.
            lesson: f.lesson.0.flatten().and_then(|t| LessonRef::parse(&t)),
        })
    }
}

/// The teaching lesson open when a link or an autosave was made: the preset, which of its
/// designs (variant), and the guided tour's point. It travels with the design, so a student
/// who opens a trainer's link lands in the same lesson at the same point.
///
/// It is saved by id, and a link may come from another version of the app (or be edited by
/// hand). What this version does not know is dropped, and the design opens anyway
/// ([`restore`] keeps only a [`LessonRef::known`] lesson):
///
/// * a preset or variant id that is not in the gallery: no lesson (the link's design is
///   still shown; a lesson bar for another variant would describe a design that is not on
///   show);
/// * a tour point past the variant's last point: the lesson, with its tour not running
///   (rather than some other point, which would talk about another thing).
///
/// In the JSON it is one string, `preset/variant` or `preset/variant/step` (for example
/// `"time-first-hash-prefix/after/1"`), followed by `/` and the page's language tag when the
/// link was made with one (`"time-first-hash-prefix/after/1/zh-CN"`, or
/// `"time-first-hash-prefix/after//zh-CN"` without a tour point), not an object: a shorter link, and a smaller reader
/// in the page's bundle (an object of three fields, with serde's derived writer and a
/// `fields_struct!` reader, cost about 500 bytes more gzipped). [`LessonRef::parse`] reads it
/// leniently, so that a lesson never makes a link unreadable: a text without a `/` is no
/// lesson, a step that is not a number is no tour point, a language other than English or
/// Chinese makes no tour point and no language (the page then picks its own). (A value that
/// is not a string at
/// all is a broken link, like any other tampering.) Preset and variant ids are kebab-case,
/// never with a `/`, so every gallery lesson reads back as it was saved.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::Inputs;
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::persist::{restore, share, LessonRef};
/// let lesson = LessonRef {
///     preset: "unpadded-numbers".into(),
///     variant: "before".into(),
///     step: Some(1),
///     lang: Some(Lang::Zh),
/// };
/// let link = share(&Inputs::seed_000(), Some(&lesson));
/// assert_eq!(restore(&link.fragment, None).lesson, Some(lesson));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LessonRef {
    /// The preset's id ([`Preset::id`](crate::presets::Preset::id)).
    pub preset: String,
    /// The variant's id ([`Variant::id`](crate::presets::Variant::id)).
    pub variant: String,
    /// The tour's current point (0-based, an index into the variant's notices), while the
    /// tour runs.
    pub step: Option<u32>,
    /// The page's language when the link was made: a student who opens a trainer's link
    /// reads the lesson in the trainer's language (and can switch). `None` in links made
    /// before links carried it, which open in the visitor's language.
    pub lang: Option<Lang>,
}

impl Serialize for LessonRef {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut text = self.preset.clone();
        text.push('/');
        text.push_str(&self.variant);
        if self.step.is_some() || self.lang.is_some() {
            text.push('/');
        }
        if let Some(step) = self.step {
            text.push_str(itoa::Buffer::new().format(step));
        }
        if let Some(lang) = self.lang {
            text.push('/');
            text.push_str(lang.tag());
        }
        serializer.serialize_str(&text)
    }
}

impl LessonRef {
    /// Reads a saved lesson (`preset/variant`, `preset/variant/step` or
    /// `preset/variant/step/lang`, the step possibly empty): `None` without a `/`; a step
    /// that is not a number is read as no step; after a language tag that is neither English
    /// nor Chinese, neither the step nor the language reads. Whether the ids are known is
    /// [`LessonRef::known`]'s decision.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Lang;
    /// use rowkey_core::persist::LessonRef;
    /// let at = |step, lang| LessonRef { preset: "p".into(), variant: "v".into(), step, lang };
    /// assert_eq!(LessonRef::parse("p/v/3"), Some(at(Some(3), None)));
    /// assert_eq!(LessonRef::parse("p/v"), Some(at(None, None)));
    /// assert_eq!(LessonRef::parse("p/v/three"), Some(at(None, None)));
    /// assert_eq!(LessonRef::parse("p/v/3/zh-CN"), Some(at(Some(3), Some(Lang::Zh))));
    /// assert_eq!(LessonRef::parse("p/v//en"), Some(at(None, Some(Lang::En))));
    /// assert_eq!(LessonRef::parse("p/v/3/fr"), Some(at(None, None)));
    /// assert_eq!(LessonRef::parse("p"), None);
    /// ```
    #[must_use]
    pub fn parse(text: &str) -> Option<Self> {
        let (preset, rest) = text.split_once('/')?;
        let (variant, step, lang) = match rest.split_once('/') {
            Some((variant, rest)) => match rest.split_once('/') {
                Some((step, lang)) => (variant, step, Some(lang)),
                None => (variant, rest, None),
            },
            None => (rest, "", None),
        };
        let lang = match lang {
            None => Ok(None),
            Some(tag) => {
                let primary = tag.split(['-', '_']).next().unwrap_or("");
                if ["en", "zh"]
                    .iter()
                    .any(|known| primary.eq_ignore_ascii_case(known))
                {
                    Ok(Some(Lang::from_tag(tag)))
                } else {
                    Err(())
                }
            }
        };
        // A tail that does not read is neither a tour point nor a language.
        let (step, lang) = match lang {
            Ok(lang) => (step.parse().ok(), lang),
            Err(()) => (None, None),
        };
        Some(Self {
            preset: preset.to_owned(),
            variant: variant.to_owned(),
            step,
            lang,
        })
    }

    /// The preset and variant this lesson names, if this version of the app has them.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::persist::LessonRef;
    /// let lesson = |preset: &str, variant: &str| LessonRef {
    ///     preset: preset.into(),
    ///     variant: variant.into(),
    ///     step: None,
    ///     lang: None,
    /// };
    /// assert!(lesson("unpadded-numbers", "after").find().is_some());
    /// assert!(lesson("unpadded-numbers", "sideways").find().is_none());
    /// assert!(lesson("no-such-preset", "before").find().is_none());
    /// ```
    #[must_use]
    pub fn find(&self) -> Option<(&'static Preset, &'static Variant)> {
        let preset = crate::presets::lookup(&self.preset)?;
        Some((preset, preset.variant(&self.variant)?))
    }

    /// The lesson as this version of the app can show it: `None` when its preset or variant
    /// is unknown, and without its tour point when the variant has no such point (see
    /// [`LessonRef`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::persist::LessonRef;
    /// let past_the_end = LessonRef {
    ///     preset: "unpadded-numbers".into(),
    ///     variant: "before".into(),
    ///     step: Some(999),
    ///     lang: None,
    /// };
    /// assert_eq!(past_the_end.clone().known().unwrap().step, None);
    /// let unknown = LessonRef { preset: "no-such-preset".into(), ..past_the_end };
    /// assert_eq!(unknown.known(), None);
    /// ```
    #[must_use]
    pub fn known(self) -> Option<Self> {
        let (_, variant) = self.find()?;
        let step = self
            .step
            .filter(|&s| usize::try_from(s).is_ok_and(|s| s < variant.notice.len()));
        Some(Self { step, ..self })
    }
}

/// A link's fragment, and a note when something was left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    /// The fragment, without `#`.
    pub fragment: String,
    /// Shown next to the share control when the link leaves the pasted sample out (both
    /// languages).
    pub note: Option<Localized>,
}

/// Compressed bytes a fragment stands for (base64 carries 3 bytes in 4 characters).
fn packed_bytes(fragment: &str) -> usize {
    fragment.len() / 4 * 3
}

/// The size of a pasted sample that is never saved: over [`MAX_ANALYSED_BYTES`] (only its
/// leading part is analysed), or so large that the saved state would be over
/// [`MAX_FRAGMENT_STATE_BYTES`], which [`restore`] refuses. Checked before any compression,
/// so that a huge paste costs no time.
fn oversized_paste(snapshot: &Snapshot) -> Option<usize> {
    let SampleSource::Pasted { text, .. } = &snapshot.inputs.sample else {
        return None;
    };
    let too_big = text.len() > MAX_ANALYSED_BYTES
        || serde_json::to_vec(snapshot).map_or(0, |json| json.len()) > MAX_FRAGMENT_STATE_BYTES;
    too_big.then_some(text.len())
}

/// The inputs (and lesson) as saved with their pasted sample left out.
fn without_sample(inputs: &Inputs, lesson: Option<&LessonRef>) -> Snapshot {
    Snapshot {
        inputs: Inputs {
            sample: SampleSource::Pasted {
                text: String::new(),
                format: crate::analysis::FormatChoice::Auto,
                skip_bad_lines: false,
            },
            ..inputs.clone()
        },
        sample_omitted: true,
        lesson: lesson.cloned(),
    }
}

/// What the page writes after a change: the link and the autosave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The link's fragment, and its note.
    pub link: Shared,
    /// The autosave.
    pub autosave: String,
}

/// The link and the autosave for these inputs and the open lesson, if any, compressed by `deflater` (each snapshot once,
/// however many of the two use it). A pasted sample goes into the link when the whole state
/// compresses to at most [`MAX_LINK_STATE_BYTES`], into the autosave when that is at most
/// [`MAX_AUTOSAVE_CHARS`]; a generated sample always (it is a few numbers).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::Inputs;
/// use rowkey_core::persist::{restore, save_with, share, Origin};
/// use rowkey_core::share::{now, StoredDeflate};
/// let inputs = Inputs::seed_000();
/// let saved = now(save_with(&inputs, None, &StoredDeflate));
/// assert_eq!(saved.link.fragment, saved.autosave);
/// assert!(saved.link.fragment.len() > share(&inputs, None).fragment.len(), "stored is not compressed");
/// let back = restore(&saved.link.fragment, None);
/// assert_eq!((back.origin, back.inputs), (Origin::Link, inputs));
/// ```
pub async fn save_with(
    inputs: &Inputs,
    lesson: Option<&LessonRef>,
    deflater: &impl Deflate,
) -> Saved {
    let snapshot = Snapshot {
        inputs: inputs.clone(),
        sample_omitted: false,
        lesson: lesson.cloned(),
    };
    let oversized = oversized_paste(&snapshot);
    let full = match oversized {
        None => Some(encode_fragment_with(&snapshot, deflater).await),
        Some(_) => None,
    };
    let pasted = matches!(inputs.sample, SampleSource::Pasted { .. });
    let within = |budget_chars: usize| {
        full.as_ref()
            .filter(|full| full.len() <= budget_chars || !pasted)
    };
    let link_budget = MAX_LINK_STATE_BYTES / 3 * 4;
    let without = match (within(link_budget), within(MAX_AUTOSAVE_CHARS)) {
        (Some(_), Some(_)) => String::new(),
        _ => encode_fragment_with(&without_sample(inputs, lesson), deflater).await,
    };
    let pick = |budget_chars| within(budget_chars).unwrap_or(&without).clone();
    let note = within(link_budget).is_none().then(|| {
        let max_kib = MAX_LINK_STATE_BYTES / 1024;
        match (oversized, &full) {
            (None, Some(full)) => {
                let kib = packed_bytes(full).div_ceil(1024);
                localize(|m| m.share_note(kib, max_kib))
            }
            (bytes, _) => {
                let size = format_mb(bytes.unwrap_or_default());
                localize(|m| m.share_note_oversized(&size, max_kib))
            }
        }
    });
    Saved {
        link: Shared {
            fragment: pick(link_budget),
            note,
        },
        autosave: pick(MAX_AUTOSAVE_CHARS),
    }
}

/// The URL fragment for these inputs and the open lesson, if any, compressed by
/// [`BestDeflate`] (see [`save_with`]). A pasted sample is included when the whole state
/// compresses to at most [`MAX_LINK_STATE_BYTES`]; otherwise it is left out and `note` says so.
/// A generated sample is always included (it is a few numbers). Without a lesson the fragment
/// is the one made before lessons were saved.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::{FormatChoice, Inputs, SampleSource};
/// use rowkey_core::persist::share;
/// let mut inputs = Inputs::seed_000();
/// // Text that does not compress: a pseudo-random hex column.
/// let mut x: u64 = 1;
/// let text: String = std::iter::once("k".to_string()).chain((0..20_000).map(|_| {
///     x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
///     format!("{x:016x}")
/// })).collect::<Vec<_>>().join("\n");
/// inputs.sample = SampleSource::Pasted {
///     text,
///     format: FormatChoice::Auto,
///     skip_bad_lines: false,
/// };
/// let link = share(&inputs, None);
/// let note = link.note.unwrap();
/// assert!(note.en.starts_with("The link leaves out the pasted sample"));
/// assert!(note.zh.starts_with("链接中没有包含粘贴的样本"));
/// assert!(link.fragment.len() < 10_000);
/// ```
#[must_use]
pub fn share(inputs: &Inputs, lesson: Option<&LessonRef>) -> Shared {
    now(save_with(inputs, lesson, &BestDeflate)).link
}

/// The autosave for these inputs and the open lesson, if any, compressed by [`BestDeflate`]
/// (see [`save_with`]). The pasted sample is left out when the autosave would be
/// over [`MAX_AUTOSAVE_CHARS`], or the paste over [`MAX_ANALYSED_BYTES`]; [`restore`] then
/// says so.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::Inputs;
/// use rowkey_core::persist::{autosave, restore, Origin};
/// let saved = autosave(&Inputs::seed_000(), None);
/// let back = restore("", Some(&saved));
/// assert_eq!((back.origin, back.message), (Origin::Autosave, None));
/// ```
#[must_use]
pub fn autosave(inputs: &Inputs, lesson: Option<&LessonRef>) -> String {
    now(save_with(inputs, lesson, &BestDeflate)).autosave
}

/// Where the restored inputs came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// The URL's fragment.
    Link,
    /// The last autosave.
    Autosave,
    /// The first-visit design.
    Default,
}

/// What to show on load.
#[derive(Clone, Debug, PartialEq)]
pub struct Restored {
    /// The inputs.
    pub inputs: Inputs,
    /// Where they came from.
    pub origin: Origin,
    /// A message for the top of the page: the link was broken (the [`ShareError`]'s words)
    /// or left its sample out. While it is shown, the broken link stays in the address bar.
    ///
    /// [`ShareError`]: crate::share::ShareError
    pub message: Option<Localized>,
    /// Whether the link in the address bar is broken (keep it until the message is
    /// dismissed).
    pub broken_link: bool,
    /// The lesson saved with the inputs, if any, as far as this version knows it
    /// ([`LessonRef::known`]).
    pub lesson: Option<LessonRef>,
}

/// What the page says (in English) when the autosave had to leave the pasted sample out.
pub const SAMPLE_NOT_AUTOSAVED: &str = "Your last pasted sample was too large to autosave, so your design is shown with the default sample: paste or load your data again.";

/// The autosave (with the default sample if it left its pasted sample out, as
/// `sample_omitted` then says), or the default.
async fn fallback(autosave: Option<&str>, inflater: &impl Inflate) -> (Snapshot, Origin) {
    let saved = match autosave {
        Some(saved) => decode_fragment_with::<Snapshot>(saved, inflater).await.ok(),
        None => None,
    };
    match saved {
        Some(mut saved) => {
            if saved.sample_omitted {
                saved.inputs.sample = Inputs::default().sample;
            }
            (saved, Origin::Autosave)
        }
        None => (
            Snapshot {
                inputs: Inputs::default(),
                sample_omitted: false,
                lesson: None,
            },
            Origin::Default,
        ),
    }
}

/// Decides what to show on load from the URL's fragment (`""` or `"#"` for none) and the
/// autosave, if any: a valid link wins, else the autosave, else [`Inputs::default`]. An
/// autosave that cannot be read is ignored. The lesson comes with the design it was saved
/// with (a valid link's, even without one, else the autosave's), less what this version
/// does not know ([`LessonRef::known`]).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::Inputs;
/// use rowkey_core::persist::{autosave, restore, Origin};
/// let saved = autosave(&Inputs { table: "saved".into(), ..Inputs::seed_000() }, None);
/// // No link: the autosave.
/// assert_eq!(restore("#", Some(&saved)).origin, Origin::Autosave);
/// // A link from a newer app: the autosave, and a message that says why.
/// let r = restore("#d7.AAAA", Some(&saved));
/// assert_eq!((r.origin, r.broken_link), (Origin::Autosave, true));
/// assert!(r.message.unwrap().en.contains("newer version of the app"));
/// // Nothing usable: the default.
/// assert_eq!(restore("", Some("garbage")).inputs, Inputs::default());
/// ```
#[must_use]
pub fn restore(fragment: &str, autosave: Option<&str>) -> Restored {
    now(restore_with(fragment, autosave, &MinizInflate))
}

/// [`restore`] with `inflater` (the page's is the browser's own).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::Inputs;
/// use rowkey_core::persist::{autosave, restore_with, Origin};
/// use rowkey_core::share::{MinizInflate, now};
/// let saved = autosave(&Inputs::seed_000(), None);
/// let back = now(restore_with("", Some(&saved), &MinizInflate));
/// assert_eq!((back.origin, back.inputs), (Origin::Autosave, Inputs::seed_000()));
/// ```
pub async fn restore_with(
    fragment: &str,
    autosave: Option<&str>,
    inflater: &impl Inflate,
) -> Restored {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    if fragment.is_empty() {
        let (saved, origin) = fallback(autosave, inflater).await;
        return Restored {
            inputs: saved.inputs,
            origin,
            message: saved
                .sample_omitted
                .then(|| localize(|m| m.sample_not_autosaved())),
            broken_link: false,
            lesson: saved.lesson.and_then(LessonRef::known),
        };
    }
    match decode_fragment_with::<Snapshot>(fragment, inflater).await {
        Ok(Snapshot {
            inputs,
            sample_omitted: false,
            lesson,
        }) => Restored {
            inputs,
            origin: Origin::Link,
            message: None,
            broken_link: false,
            lesson: lesson.and_then(LessonRef::known),
        },
        Ok(Snapshot { inputs, lesson, .. }) => {
            let (own, origin) = fallback(autosave, inflater).await;
            let own_autosave = origin == Origin::Autosave && !own.sample_omitted;
            Restored {
                inputs: Inputs {
                    sample: own.inputs.sample,
                    ..inputs
                },
                origin: Origin::Link,
                message: Some(localize(|m| m.restored_without_sample(own_autosave))),
                broken_link: false,
                // The link's lesson: it goes with the link's design.
                lesson: lesson.and_then(LessonRef::known),
            }
        }
        Err(error) => {
            let (saved, origin) = fallback(autosave, inflater).await;
            Restored {
                inputs: saved.inputs,
                origin,
                message: Some(localize(|m| {
                    m.restored_broken_link(&m.share_error(&error), origin == Origin::Autosave)
                })),
                broken_link: true,
                lesson: saved.lesson.and_then(LessonRef::known),
            }
        }
    }
}

/// The inputs as the `rowkey` command's design JSON (pretty-printed): the design
/// ([`Inputs::design`]) with the sample and its arrival order, so that importing the file
/// ([`import_design`]), in this browser or a fresh one, shows the same view. A pasted sample
/// is written whole, however large: unlike the link ([`Shared::note`]), a file has no size
/// limit, and without its rows a fresh browser would show none of the design's keys.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::{FormatChoice, Inputs, SampleSource};
/// use rowkey_core::design::Design;
/// use rowkey_core::persist::export_design;
/// let json = export_design(&Inputs::seed_000());
/// let design: Design = serde_json::from_str(&json).unwrap();
/// assert_eq!(design.queries.len(), 3);
/// assert_eq!(design.sample, Some(Inputs::seed_000().sample));
/// let pasted = Inputs {
///     sample: SampleSource::Pasted { text: "k\n1\n".into(), format: FormatChoice::Auto, skip_bad_lines: false },
///     ..Inputs::seed_000()
/// };
/// let design: Design = serde_json::from_str(&export_design(&pasted)).unwrap();
/// assert_eq!(design.sample, Some(pasted.sample));
/// ```
#[must_use]
pub fn export_design(inputs: &Inputs) -> String {
    let mut design = inputs.design();
    design.sample = Some(inputs.sample.clone());
    design.arrival = Some(inputs.arrival.clone());
    // A design is plain data: serialising it cannot fail. Written compact (the code the link
    // and the autosave use) and indented here: serde_json's pretty writer would add a second
    // copy of the whole design's serialiser to the wasm.
    indent_json(&serde_json::to_string(&design).unwrap_or_default())
}

/// Indents compact JSON exactly as `serde_json::to_string_pretty` writes it: two spaces per
/// level, `": "` after keys, empty objects and arrays as `{}` and `[]`.
fn indent_json(compact: &str) -> String {
    let mut out = String::with_capacity(compact.len() * 2);
    let mut depth = 0_usize;
    let mut in_string = false;
    let mut escaped = false;
    let mut chars = compact.chars().peekable();
    let newline = |out: &mut String, depth: usize| {
        out.push('\n');
        for _ in 0..depth {
            out.push_str("  ");
        }
    };
    while let Some(c) = chars.next() {
        if in_string {
            out.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
            continue;
        }
        match c {
            '"' => {
                in_string = true;
                out.push(c);
            }
            '{' | '[' => {
                out.push(c);
                let close = if c == '{' { '}' } else { ']' };
                if chars.peek() == Some(&close) {
                    out.push(close);
                    chars.next();
                } else {
                    depth += 1;
                    newline(&mut out, depth);
                }
            }
            '}' | ']' => {
                depth = depth.saturating_sub(1);
                newline(&mut out, depth);
                out.push(c);
            }
            ',' => {
                out.push(c);
                newline(&mut out, depth);
            }
            ':' => out.push_str(": "),
            _ => out.push(c),
        }
    }
    out
}

/// These inputs with the design of a `rowkey` design JSON file, and its sample and arrival
/// order when it has them (as [`export_design`] writes them); otherwise the sample and arrival
/// order stay. The sizing always stays.
///
/// # Errors
///
/// A sentence for the import control: the file is not JSON, not a design, or from a newer
/// version of the app.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::Inputs;
/// use rowkey_core::persist::{export_design, import_design};
/// let mut mine = Inputs::seed_000();
/// mine.queries.clear();
/// let theirs = export_design(&Inputs::seed_000());
/// assert_eq!(import_design(&mine, &theirs).unwrap(), Inputs::seed_000());
/// let err = import_design(&mine, r#"{"version": 9, "recipe": {}}"#).unwrap_err();
/// assert_eq!(err.en, "This design was saved in format 9 by a newer version of the app; this version reads formats up to 1.");
/// assert_eq!(err.zh, "这个设计由更新版本的应用以格式 9 保存；当前版本最多只能读取格式 1。");
/// assert!(import_design(&mine, "not json").unwrap_err().en.starts_with("This file is not a design JSON file"));
/// ```
pub fn import_design(inputs: &Inputs, text: &str) -> Result<Inputs, Localized> {
    read_design(text).map(|design| inputs.with_design(design))
}

/// Reads a `rowkey` design JSON file (see [`import_design`]).
///
/// # Errors
///
/// A sentence for the import control: the file is not JSON, not a design, or from a newer
/// version of the app.
///
/// # Examples
///
/// ```
/// use rowkey_core::persist::read_design;
/// let d = read_design(r#"{"version":1,"recipe":{"version":1,"parts":[]}}"#).unwrap();
/// assert_eq!(d.table, "t");
/// ```
pub fn read_design(text: &str) -> Result<Design, Localized> {
    // `from_slice`, as the link and the autosave are read: one instantiation of the
    // deserializers in the page's bundle instead of two.
    let probe: VersionProbe = serde_json::from_slice(text.as_bytes())
        .map_err(|e| localize(|m| m.design_not_json(&e.to_string())))?;
    Design::check_version(probe.version)
        .map_err(|e| localize(|m| m.design_sentence(&m.design_error(&e))))?;
    serde_json::from_slice(text.as_bytes())
        .map_err(|e| localize(|m| m.design_unreadable(&e.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::FormatChoice;
    use crate::share::encode_fragment;

    #[test]
    fn exported_designs_are_indented_as_serde_json_pretty_prints_them() {
        let mut designs = vec![Inputs::seed_000().design()];
        for preset in crate::presets::gallery() {
            designs.extend(preset.variants.iter().map(|v| v.inputs().design()));
        }
        for design in designs {
            let compact = serde_json::to_string(&design).unwrap();
            assert_eq!(
                indent_json(&compact),
                serde_json::to_string_pretty(&design).unwrap()
            );
        }
        // Escaped quotes and brackets inside strings, and empty containers.
        let value =
            serde_json::json!({"a": "x\\\"{[,:]}", "b": [], "c": {}, "d": [1, {"e": null}]});
        assert_eq!(
            indent_json(&serde_json::to_string(&value).unwrap()),
            serde_json::to_string_pretty(&value).unwrap()
        );
    }

    fn pasted(text: String) -> Inputs {
        Inputs {
            sample: SampleSource::Pasted {
                text,
                format: FormatChoice::Auto,
                skip_bad_lines: false,
            },
            ..Inputs::seed_000()
        }
    }

    fn noise(rows: usize) -> String {
        let mut x: u64 = 7;
        std::iter::once("k".to_owned())
            .chain((0..rows).map(|_| {
                x = x
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                format!("{x:016x}")
            }))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn a_small_paste_travels_in_the_link() {
        let inputs = pasted("uid,phone,name\n111,123,x\n".to_owned());
        let link = share(&inputs, None);
        assert_eq!(link.note, None);
        assert_eq!(restore(&link.fragment, None).inputs, inputs);
    }

    #[test]
    fn a_large_paste_is_left_out_and_the_receiver_uses_their_own_sample() {
        let inputs = pasted(noise(5_000));
        let link = share(&inputs, None);
        assert!(link.note.is_some());
        assert!(link.fragment.len() <= MAX_LINK_STATE_BYTES / 3 * 4);
        // The receiver has an autosave: the design arrives with their sample.
        let theirs = Inputs {
            table: "theirs".into(),
            ..Inputs::seed_000()
        };
        let r = restore(&link.fragment, Some(&autosave(&theirs, None)));
        assert_eq!(r.origin, Origin::Link);
        assert_eq!(r.inputs.sample, theirs.sample);
        assert_eq!(r.inputs.recipe, inputs.recipe);
        assert_eq!(r.inputs.table, "t");
        assert!(!r.broken_link);
        assert!(r.message.unwrap().en.contains("your last sample"));
        // Without one: the default sample.
        let r = restore(&link.fragment, None);
        assert_eq!(r.inputs.sample, Inputs::default().sample);
        assert!(r.message.unwrap().en.contains("the default sample"));
    }

    #[test]
    fn the_autosave_keeps_a_large_paste() {
        let inputs = pasted(noise(5_000));
        let saved = autosave(&inputs, None);
        assert_eq!(restore("", Some(&saved)).inputs, inputs);
    }

    #[test]
    fn a_valid_link_wins_over_the_autosave() {
        let link = Inputs {
            table: "link".into(),
            ..Inputs::seed_000()
        };
        let saved = Inputs {
            table: "saved".into(),
            ..Inputs::seed_000()
        };
        let r = restore(&share(&link, None).fragment, Some(&autosave(&saved, None)));
        assert_eq!((r.origin, r.inputs.table.as_str()), (Origin::Link, "link"));
    }

    #[test]
    fn broken_links_fall_back_with_the_share_error_in_words() {
        let saved = autosave(&Inputs::seed_000(), None);
        let good = share(&Inputs::seed_000(), None).fragment;
        let cut = &good[..good.len() / 2];
        let mut tampered = good.clone();
        tampered.replace_range(5..6, "!");
        for (fragment, words) in [
            (cut, "it was probably"),
            (tampered.as_str(), "this link is damaged at character 6"),
            ("d3.AAAA", "newer version of the app"),
            (
                "something-else",
                "does not contain a RowKey Playground design",
            ),
        ] {
            let r = restore(fragment, Some(&saved));
            assert!(r.broken_link, "{fragment}");
            assert_eq!(r.origin, Origin::Autosave);
            let message = r.message.unwrap().en;
            assert!(message.contains(words), "{fragment}: {message}");
            assert!(message.ends_with("Showing your last autosaved design instead."));
        }
    }

    #[test]
    fn an_exported_file_brings_back_the_sample_and_the_arrival_order() {
        let small = Inputs {
            arrival: crate::analysis::Arrival::column("uid"),
            ..pasted("uid,phone,name\n111,123,x\n".to_owned())
        };
        let elsewhere = Inputs {
            arrival: crate::analysis::Arrival::InputOrder,
            ..pasted("k\n1\n".to_owned())
        };
        for inputs in [Inputs::seed_000(), small] {
            let json = export_design(&inputs);
            assert_eq!(import_design(&elsewhere, &json).unwrap(), inputs);
            assert_eq!(import_design(&inputs, &json).unwrap(), inputs);
            // Still indented as serde_json pretty-prints (escapes in the pasted text too).
            let design = read_design(&json).unwrap();
            assert_eq!(json, serde_json::to_string_pretty(&design).unwrap());
            assert_eq!(design.sample.as_ref(), Some(&inputs.sample));
        }
    }

    #[test]
    fn a_paste_too_large_for_the_link_is_still_in_the_file() {
        // Issue 32: a file without it opened in a fresh browser showed no key (the default
        // sample has none of the paste's columns).
        let inputs = Inputs {
            arrival: crate::analysis::Arrival::column("k"),
            ..pasted(noise(5_000))
        };
        assert!(
            share(&inputs, None).note.is_some(),
            "the link leaves this paste out"
        );
        let json = export_design(&inputs);
        let fresh = Inputs::default();
        let imported = import_design(&fresh, &json).unwrap();
        assert_eq!(
            (&imported.sample, &imported.arrival),
            (&inputs.sample, &inputs.arrival)
        );
        assert_eq!(imported.recipe, inputs.recipe);
        // A generated sample is written too.
        assert!(export_design(&Inputs::seed_000()).contains(r#""kind": "generated""#));
    }

    #[test]
    fn importing_a_file_without_a_sample_keeps_the_sample_and_bad_files_are_rejected() {
        let mine = pasted("uid,phone,name\n1,2,3\n".to_owned());
        // As a preset's, or an earlier version's, design file.
        let json = serde_json::to_string_pretty(&Inputs::seed_000().design()).unwrap();
        assert!(!json.contains(r#""sample""#));
        let imported = import_design(&mine, &json).unwrap();
        assert_eq!(imported.sample, mine.sample);
        assert_eq!(imported.arrival, mine.arrival);
        assert_eq!(imported.queries, Inputs::seed_000().queries);
        assert!(
            import_design(&mine, r#"{"version":1}"#)
                .unwrap_err()
                .en
                .starts_with("This design cannot be read")
        );
        assert!(import_design(&mine, r#"{"version":0,"recipe":{}}"#).is_err());
    }

    fn lesson(preset: &str, variant: &str, step: Option<u32>) -> LessonRef {
        LessonRef {
            preset: preset.into(),
            variant: variant.into(),
            step,
            lang: None,
        }
    }

    #[test]
    fn a_lesson_travels_in_the_link_and_the_autosave() {
        let inputs = crate::presets::lookup("unpadded-numbers").unwrap().variants[1].inputs();
        for open in [
            lesson("unpadded-numbers", "after", None),
            lesson("unpadded-numbers", "after", Some(1)),
            LessonRef {
                lang: Some(Lang::Zh),
                ..lesson("unpadded-numbers", "after", None)
            },
            LessonRef {
                lang: Some(Lang::En),
                ..lesson("unpadded-numbers", "after", Some(2))
            },
        ] {
            let link = restore(&share(&inputs, Some(&open)).fragment, None);
            assert_eq!((link.origin, &link.inputs), (Origin::Link, &inputs));
            assert_eq!(link.lesson.as_ref(), Some(&open));
            let saved = restore("", Some(&autosave(&inputs, Some(&open))));
            assert_eq!((saved.origin, &saved.inputs), (Origin::Autosave, &inputs));
            assert_eq!(saved.lesson, Some(open));
        }
    }

    #[test]
    fn without_a_lesson_links_and_autosaves_are_as_before() {
        /// The snapshot as it was before lessons were saved.
        #[derive(Serialize)]
        struct Before<'a> {
            inputs: &'a Inputs,
        }
        let inputs = Inputs::seed_000();
        let before_lessons = encode_fragment(&Before { inputs: &inputs });
        assert_eq!(share(&inputs, None).fragment, before_lessons);
        assert_eq!(autosave(&inputs, None), before_lessons);
        let r = restore(&before_lessons, None);
        assert_eq!((r.inputs, r.lesson), (inputs, None));
    }

    #[test]
    fn the_link_s_lesson_goes_with_the_link_s_design() {
        let open = lesson("unpadded-numbers", "before", Some(0));
        let saved = autosave(&Inputs::seed_000(), Some(&open));
        // A link without a lesson: no lesson, even if the autosave had one.
        let r = restore(&share(&Inputs::seed_000(), None).fragment, Some(&saved));
        assert_eq!((r.origin, r.lesson), (Origin::Link, None));
        // A broken link: the autosave, with its lesson.
        let r = restore("#d1.AAAA*", Some(&saved));
        assert_eq!((r.origin, r.broken_link), (Origin::Autosave, true));
        assert_eq!(r.lesson, Some(open.clone()));
        // A link that left its large paste out: its own lesson, the receiver's sample.
        let big = pasted(noise(5_000));
        let link = share(&big, Some(&open));
        assert!(link.note.is_some());
        let r = restore(&link.fragment, Some(&saved));
        assert_eq!(r.inputs.sample, Inputs::seed_000().sample);
        assert_eq!(r.lesson, Some(open));
    }

    #[test]
    fn an_unknown_preset_or_variant_drops_the_lesson_and_keeps_the_design() {
        let inputs = Inputs {
            table: "mine".into(),
            ..Inputs::seed_000()
        };
        for unknown in [
            lesson("no-such-preset", "before", Some(0)),
            lesson("unpadded-numbers", "sideways", None),
            lesson("", "", None),
        ] {
            let link = restore(&share(&inputs, Some(&unknown)).fragment, None);
            assert_eq!((link.origin, link.message), (Origin::Link, None));
            assert!(!link.broken_link);
            assert_eq!((&link.inputs, link.lesson), (&inputs, None), "{unknown:?}");
            let saved = restore("", Some(&autosave(&inputs, Some(&unknown))));
            assert_eq!((&saved.inputs, saved.lesson), (&inputs, None));
        }
    }

    #[test]
    fn a_step_past_the_tour_s_end_opens_the_lesson_with_the_tour_stopped() {
        let points = crate::presets::lookup("unpadded-numbers")
            .unwrap()
            .variant("before")
            .unwrap()
            .notice
            .len();
        let last = u32::try_from(points - 1).unwrap();
        let inputs = Inputs::seed_000();
        for (step, kept) in [(last, Some(last)), (last + 1, None), (u32::MAX, None)] {
            let open = lesson("unpadded-numbers", "before", Some(step));
            let r = restore(&share(&inputs, Some(&open)).fragment, None);
            assert_eq!(r.inputs, inputs);
            assert_eq!(r.lesson, Some(lesson("unpadded-numbers", "before", kept)));
        }
    }

    #[test]
    fn a_lesson_is_saved_as_one_text_and_read_leniently() {
        let inputs = serde_json::to_value(Inputs::seed_000()).unwrap();
        let link = |lesson: serde_json::Value| {
            restore(
                &encode_fragment(&serde_json::json!({ "inputs": inputs, "lesson": lesson })),
                None,
            )
        };
        let open = lesson("unpadded-numbers", "before", Some(1));
        let json = serde_json::to_string(&Snapshot {
            inputs: Inputs::seed_000(),
            sample_omitted: false,
            lesson: Some(open.clone()),
        })
        .unwrap();
        assert!(
            json.ends_with(r#","lesson":"unpadded-numbers/before/1"}"#),
            "{json}"
        );
        assert_eq!(link("unpadded-numbers/before/1".into()).lesson, Some(open));
        // What does not read is no lesson, or no tour point; the design opens either way.
        for (text, kept) in [
            ("unpadded-numbers/before", Some(None)),
            ("unpadded-numbers/before/", Some(None)),
            ("unpadded-numbers/before/-1", Some(None)),
            ("unpadded-numbers/before/1/2", Some(None)),
            ("unpadded-numbers/before/99999999999", Some(None)),
            ("unpadded-numbers", None),
            ("", None),
            ("unpadded-numbers/before/0/", Some(None)),
            ("/unpadded-numbers/before", None),
            ("unpadded-numbers/before/1/fr", Some(None)),
            ("unpadded-numbers/before//x/zh", Some(None)),
        ] {
            let r = link(text.into());
            assert_eq!(
                (r.origin, r.message, r.broken_link),
                (Origin::Link, None, false)
            );
            assert_eq!(
                r.lesson,
                kept.map(|step| lesson("unpadded-numbers", "before", step)),
                "{text}"
            );
        }
        assert_eq!(link(serde_json::Value::Null).lesson, None);
        // Not a text at all: a broken link, as any tampering.
        for bad in [
            serde_json::json!({ "preset": "unpadded-numbers", "variant": "before" }),
            serde_json::json!(1),
        ] {
            let r = link(bad.clone());
            assert!(r.broken_link, "{bad}");
            assert_eq!((r.origin, r.lesson), (Origin::Default, None));
        }
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    struct DerivedSnapshot {
        inputs: Inputs,
        #[serde(default)]
        sample_omitted: bool,
        // (A present lesson reads as a `LessonRef`: only its absence and errors compare.)
        #[serde(default)]
        lesson: Option<String>,
    }

    #[test]
    fn reads_snapshots_as_serdes_derived_reader_did() {
        let inputs = serde_json::to_string(&Inputs::default()).unwrap();
        for json in [
            format!(r#"{{"inputs":{inputs}}}"#),
            format!(r#"{{"inputs":{inputs},"sample_omitted":true}}"#),
            format!(r#"{{"sample_omitted":false,"inputs":{inputs}}}"#),
            format!(r#"{{"inputs":{inputs},"extra":1}}"#),
            format!(r#"{{"inputs":{inputs},"sample_omitted":null}}"#),
            r#"{"sample_omitted":true}"#.to_owned(),
            "[]".to_owned(),
            format!(r#"{{"inputs":{inputs},"lesson":null}}"#),
            format!(r#"{{"inputs":{inputs},"lesson":7}}"#),
            format!(r#"{{"inputs":{inputs},"lesson":"a","lesson":"b"}}"#),
        ] {
            crate::tagged::assert_reads_alike::<DerivedSnapshot, Snapshot>(
                &json,
                &[("DerivedSnapshot", "Snapshot")],
            );
        }
    }
}

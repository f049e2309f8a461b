//! The teaching presets: every case of the five seed posts as a ready-made design, a
//! generated sample and the things a trainer points at.
//!
//! A [`Preset`] is one case (for example "a timestamp-first key, then salted"). It has one or
//! more [`Variant`]s: `"before"` (what goes wrong) and `"after"` (the fix), or a single
//! `"design"`; a few presets add further variants (an index table, a third encoding). Each
//! variant carries everything the page needs:
//!
//! * [`Variant::design`]: the key recipe, the pre-split and the queries;
//! * [`Variant::sample`]: a deterministic [`GeneratorSpec`] (fixed seed, 2,000 to 20,000 rows);
//! * [`Variant::arrival`]: the order in which rows are written, for the write heatmap;
//! * [`Variant::notice`]: short "what to look for" texts, each tied to a page [`Area`];
//! * [`Variant::expected_lints`] and [`Variant::expected_split_lints`]: the warnings and
//!   errors the variant is meant to show (its tests assert exactly these fire).
//!
//! All texts are [`Text`]s in English and Simplified Chinese; pick one with a [`Lang`].
//!
//! # Examples
//!
//! ```
//! use rowkey_core::encode::encode_sample;
//! use rowkey_core::presets::{catalogue, preset, Lang};
//!
//! assert!(catalogue().len() >= 14);
//! let p = preset("time-first-hash-prefix").unwrap();
//! assert_eq!(p.seed, "004");
//! let before = p.variant("before").unwrap();
//! println!("{}", before.label.get(Lang::Zh));
//! let sample = before.generate().unwrap();
//! let encoded = encode_sample(&before.design.recipe, &sample).unwrap();
//! assert_eq!(encoded.errors().count(), 0);
//! let rows: Vec<usize> = (0..sample.row_count()).collect();
//! let order = before.arrival.order(&sample, &rows).unwrap();
//! assert_eq!(order.len(), sample.row_count());
//! ```

pub use crate::analysis::Arrival;
pub use crate::i18n::{Lang, Text};

use std::sync::OnceLock;

mod data;

use crate::analysis::{Inputs, SampleSource, Sizing};
use crate::design::Design;
use crate::error::GenerateError;
use crate::generate::{GeneratorSpec, generate};
use crate::lint::LintCode;
use crate::sample::{Sample, SampleLimits};
use crate::split::{SaltLayout, SplitLintKind};

/// A page area the guided mode can highlight.
///
/// # Examples
///
/// ```
/// use rowkey_core::presets::Area;
/// assert_eq!(Area::Regions.code(), "regions");
/// assert_eq!(Area::ALL.len(), 7);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Area {
    /// The key recipe editor.
    KeyBuilder,
    /// The sample rows.
    Data,
    /// The rows in HBase byte order.
    SortedView,
    /// Rows per region.
    Regions,
    /// Writes per region over time.
    Heatmap,
    /// The queries and their scan plans.
    Queries,
    /// The design lints.
    Lints,
}

impl Area {
    /// Every area, in page order.
    pub const ALL: [Self; 7] = [
        Self::KeyBuilder,
        Self::Data,
        Self::SortedView,
        Self::Regions,
        Self::Heatmap,
        Self::Queries,
        Self::Lints,
    ];

    /// A stable machine name (`key_builder`, `sorted_view`, ...), e.g. for a `data-area`
    /// attribute.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::presets::Area;
    /// assert_eq!(Area::KeyBuilder.code(), "key_builder");
    /// ```
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Self::KeyBuilder => "key_builder",
            Self::Data => "data",
            Self::SortedView => "sorted_view",
            Self::Regions => "regions",
            Self::Heatmap => "heatmap",
            Self::Queries => "queries",
            Self::Lints => "lints",
        }
    }
}

/// One "what to look for": a text and the area it is about.
///
/// # Examples
///
/// ```
/// use rowkey_core::presets::{Area, Notice, Text};
/// let n = Notice::new(Area::Heatmap, Text::new("one hot region", "只有一个 Region 在写"));
/// assert_eq!(n.area, Area::Heatmap);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Notice {
    /// What to look for.
    pub text: Text,
    /// Where on the page.
    pub area: Area,
    /// The queries the notice talks about, by their English name in the variant's design
    /// (the first is the one the tour shows); empty for a notice about no query in
    /// particular. The build checks that each names a query of its variant.
    pub queries: &'static [&'static str],
}

impl Notice {
    /// A notice about `area`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::presets::{Area, Notice, Text};
    /// assert_eq!(Notice::new(Area::Lints, Text::new("a", "甲")).text.en, "a");
    /// ```
    #[must_use]
    pub const fn new(area: Area, text: Text) -> Self {
        Self {
            text,
            area,
            queries: &[],
        }
    }

    /// The same notice, about these queries (by their English names).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::presets::{Area, Notice, Text};
    /// let n = Notice::new(Area::Queries, Text::new("a", "甲")).about(&["one day"]);
    /// assert_eq!(n.queries, ["one day"]);
    /// ```
    #[must_use]
    pub const fn about(self, queries: &'static [&'static str]) -> Self {
        Self { queries, ..self }
    }

    /// Whether `name`, a query's name as the page shows it (in English or, for a preset's
    /// query, in Chinese: see [`name_queries_in`]), is one this notice talks about.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::presets::preset;
    /// let v = preset("md5-prefix-device").unwrap().variants.remove(0);
    /// assert!(v.notice[1].names("a block of device ids"));
    /// assert!(v.notice[1].names("一段连续的设备 id"));
    /// assert!(!v.notice[1].names("one device"));
    /// assert!(!v.notice[0].names("a block of device ids"));
    /// ```
    #[must_use]
    pub fn names(&self, name: &str) -> bool {
        self.queries
            .iter()
            .any(|q| *q == name || query_name_zh(q) == Some(name))
    }
}

/// One design of a preset, with its sample and what to look for.
///
/// # Examples
///
/// ```
/// use rowkey_core::presets::preset;
/// let v = preset("unpadded-numbers").unwrap().variants.remove(0);
/// assert_eq!(v.id, "before");
/// // The post's own eleven rows, as its scan lists them.
/// assert_eq!(v.sample.rows, 11);
/// assert!(!v.notice.is_empty());
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Variant {
    /// Stable id within the preset: `"before"`, `"after"`, `"design"` or another kebab-case
    /// word for extra variants.
    pub id: &'static str,
    /// A button label.
    pub label: Text,
    /// Recipe, pre-split and queries.
    pub design: Design,
    /// How the sample is generated (deterministic).
    pub sample: GeneratorSpec,
    /// How rows arrive, for write hotspots and the heatmap.
    pub arrival: Arrival,
    /// What to look for.
    pub notice: Vec<Notice>,
    /// The design lints of severity error or warning this variant shows on its sample, and
    /// no others (advice is not listed).
    pub expected_lints: Vec<LintCode>,
    /// The split lints this variant shows on its sample, and no others.
    pub expected_split_lints: Vec<SplitLintKind>,
    /// The findings of the verdict the page shows for this variant
    /// ([`Summary::verdict`](crate::analysis::Summary::verdict) of
    /// `analyze(&variant.inputs())`), each as its code and the index in [`Variant::notice`]
    /// of the notice that explains it; one entry per finding (a code twice when two queries
    /// fan out), and no other finding. A variant other than `before` has no finding of
    /// severity error.
    pub expected_verdict: Vec<(&'static str, usize)>,
}

impl Variant {
    /// Generates the variant's sample with the default [`SampleLimits`].
    ///
    /// # Errors
    ///
    /// A [`GenerateError`] if the generator spec is invalid (never for the catalogue's
    /// presets; the tests check every one).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::presets::preset;
    /// let p = preset("signed-binary").unwrap();
    /// let sample = p.variants[0].generate().unwrap();
    /// assert_eq!(sample.row_count(), p.variants[0].sample.rows);
    /// ```
    pub fn generate(&self) -> Result<Sample, GenerateError> {
        generate(&self.sample, &SampleLimits::default())
    }

    /// The salted or hashed leading part of the recipe, for split suggestions and split
    /// lints (see [`SaltLayout`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::presets::preset;
    /// use rowkey_core::split::SaltLayout;
    /// let p = preset("salt-buckets-region-count").unwrap();
    /// assert_eq!(p.variant("after").unwrap().salt_layout(), Some(SaltLayout::Byte { buckets: 8 }));
    /// ```
    #[must_use]
    pub fn salt_layout(&self) -> Option<SaltLayout> {
        crate::analysis::salt_layout(&self.design.recipe)
    }

    /// The page inputs that show this variant: its design, its generated sample and its
    /// arrival order, with the default table size. The query names are in English; see
    /// [`Variant::inputs_in`] for the page's language.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::SampleSource;
    /// use rowkey_core::presets::preset;
    /// let v = preset("salt-letters").unwrap().variants.remove(1);
    /// let inputs = v.inputs();
    /// assert_eq!(inputs.recipe, v.design.recipe);
    /// assert!(matches!(inputs.sample, SampleSource::Generated { .. }));
    /// ```
    #[must_use]
    pub fn inputs(&self) -> Inputs {
        Inputs {
            sample: SampleSource::Generated {
                spec: self.sample.clone(),
            },
            arrival: self.arrival.clone(),
            sizing: Sizing::default(),
            ..Inputs::default()
        }
        .with_design(self.design.clone())
    }

    /// [`Variant::inputs`] with the query names in `lang` (names that are expressions, such
    /// as `i = 42`, read the same in both).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::presets::{Lang, preset};
    /// let v = preset("time-first-hash-prefix").unwrap().variants.remove(0);
    /// let names: Vec<String> = v.inputs_in(Lang::Zh).queries.into_iter().map(|q| q.name).collect();
    /// assert!(names.contains(&"十分钟".to_owned()));
    /// ```
    #[must_use]
    pub fn inputs_in(&self, lang: Lang) -> Inputs {
        let mut inputs = self.inputs();
        name_queries_in(&mut inputs, lang);
        inputs
    }
}

/// How the page's inputs stand to a lesson's variant ([`Variant::departure`]): whether the
/// student changed the design, and which "what to look for" texts may no longer hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Departure {
    /// The inputs differ from the variant's (its recipe, sample, arrival order, pre-split,
    /// table size, queries, table or family name); the query names may be in either
    /// language.
    pub modified: bool,
    /// One flag per notice, in order: the notice was written for the variant's design and
    /// what it talks about has changed since (its area depends on a changed input).
    pub stale: Vec<bool>,
}

impl Variant {
    /// How `inputs` depart from this variant's: see [`Departure`]. A notice is stale when
    /// what its area shows depends on a changed input: the recipe, the sample, the arrival
    /// order or the qualifier column change everything; the pre-split everything but the key
    /// builder and the data; the table size the regions and the lints (the verdict); a query
    /// a notice names (or, for a notice about the queries that names none, any query). The
    /// table and family names change no text.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::presets::{Lang, preset};
    /// let v = preset("md5-prefix-device").unwrap().variants.remove(0);
    /// let mut inputs = v.inputs_in(Lang::Zh);
    /// assert!(!v.departure(&inputs).modified);
    /// inputs.queries[0].predicates.clear();
    /// let d = v.departure(&inputs);
    /// assert!(d.modified);
    /// // Point 2 names the other query: it still holds.
    /// assert_eq!(d.stale, [false, false, false]);
    /// inputs.queries[1].predicates.clear();
    /// assert_eq!(v.departure(&inputs).stale, [false, true, false]);
    /// ```
    #[must_use]
    pub fn departure(&self, inputs: &Inputs) -> Departure {
        let own = self.inputs();
        let everything = inputs.recipe != own.recipe
            || inputs.sample != own.sample
            || inputs.arrival != own.arrival
            || inputs.qualifier != own.qualifier;
        let splits = inputs.splits != own.splits;
        let sizing = inputs.sizing != own.sizing;
        // A query of the variant as the page shows it, in either language.
        let same_query = |ours: &crate::plan::Query, shown: &crate::plan::Query| {
            (shown.name == ours.name || query_name_zh(&ours.name) == Some(shown.name.as_str()))
                && shown.predicates == ours.predicates
                && shown.latest == ours.latest
        };
        let queries = inputs.queries.len() != own.queries.len()
            || inputs
                .queries
                .iter()
                .zip(&own.queries)
                .any(|(shown, ours)| !same_query(ours, shown));
        let names = inputs.table != own.table || inputs.family != own.family;
        let modified = everything || splits || sizing || queries || names;
        // Whether the query the notice names is still on the page as the variant had it.
        let query_kept = |name: &str| {
            let Some(ours) = own.queries.iter().find(|q| q.name == name) else {
                return false;
            };
            inputs.queries.iter().any(|shown| same_query(ours, shown))
        };
        let stale = self
            .notice
            .iter()
            .map(|n| {
                everything
                    || (splits && !matches!(n.area, Area::KeyBuilder | Area::Data))
                    || (sizing && matches!(n.area, Area::Regions | Area::Lints))
                    || (n.area == Area::Queries
                        && queries
                        && (n.queries.is_empty() || !n.queries.iter().all(|q| query_kept(q))))
            })
            .collect();
        Departure { modified, stale }
    }
}

/// Renames the queries that carry a preset's (or the first-visit design's) English name to
/// their name in `lang`; other names, the user's own, stay as they are.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::Inputs;
/// use rowkey_core::presets::{Lang, name_queries_in};
/// let mut inputs = Inputs::seed_000();
/// name_queries_in(&mut inputs, Lang::Zh);
/// let names: Vec<&str> = inputs.queries.iter().map(|q| q.name.as_str()).collect();
/// assert_eq!(names, ["uid 与 phone", "uid", "phone"]);
/// ```
pub fn name_queries_in(inputs: &mut Inputs, lang: Lang) {
    if lang == Lang::Zh {
        for query in &mut inputs.queries {
            if let Some(zh) = query_name_zh(&query.name) {
                zh.clone_into(&mut query.name);
            }
        }
    }
}

/// One teaching case from a seed post.
///
/// # Examples
///
/// ```
/// use rowkey_core::presets::{preset, Lang};
/// let p = preset("follows-tall-rows").unwrap();
/// assert_eq!(p.seed, "003");
/// assert!(p.title.get(Lang::Zh).contains("关注"));
/// assert_eq!(p.variants[0].id, "before");
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Preset {
    /// Stable kebab-case id (for URLs and tests).
    pub id: &'static str,
    /// The seed post it comes from: `"000"` to `"004"` (the file name's prefix).
    pub seed: &'static str,
    /// A gallery title.
    pub title: Text,
    /// Two or three sentences: the case and the lesson.
    pub summary: Text,
    /// The designs, first one first shown (`before` before `after`).
    pub variants: Vec<Variant>,
}

impl Preset {
    /// The variant with this id.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::presets::preset;
    /// let p = preset("uid-phone-name").unwrap();
    /// assert!(p.variant("design").is_some());
    /// assert!(p.variant("after").is_none());
    /// ```
    #[must_use]
    pub fn variant(&self, id: &str) -> Option<&Variant> {
        self.variants.iter().find(|v| v.id == id)
    }
}

/// The presets' query names in Chinese, by their English name. Names that are expressions
/// (`i = 42`, `PrefixFilter('2')`) are not listed: they read the same in both languages.
const QUERY_NAMES_ZH: &[(&str, &str)] = &[
    ("uid and phone", "uid 与 phone"),
    ("who follows user522612?", "谁关注了 user522612？"),
    ("one phone number", "一个手机号"),
    ("one order", "一个订单"),
    ("one day", "一天"),
    ("whom does user1 follow?", "user1 关注了谁？"),
    ("uid + phone", "uid + phone"),
    ("u1 in one hour", "u1 一小时内的数据"),
    ("timeline of user1: latest 20", "user1 的时间线：最新 20 条"),
    ("ten minutes", "十分钟"),
    ("phone only", "只按 phone"),
    (
        "orders 2021060700000200 to …299",
        "订单 2021060700000200 到 …299",
    ),
    ("one user", "一个用户"),
    ("one seller, one hour", "一个卖家，一小时"),
    ("one seller", "一个卖家"),
    ("one id card", "一个身份证号"),
    ("one hour", "一小时"),
    ("one host", "一个主机"),
    ("one device", "一台设备"),
    ("one car, one hour", "一辆车，一小时"),
    ("one car", "一辆车"),
    ("n from 100 to 199", "n 从 100 到 199"),
    ("latest status of one order", "一个订单的最新状态"),
    ("latest 10", "最新 10 条"),
    ("latest 10 of u1", "u1 的最新 10 条"),
    ("ids 30000 to 39999", "id 30000 到 39999"),
    ("every iteblog.com host", "iteblog.com 的所有主机"),
    (
        "does user1 follow user522612?",
        "user1 是否关注了 user522612？",
    ),
    ("all twits of user1", "user1 的全部推文"),
    ("a block of device ids", "一段连续的设备 id"),
    ("100 consecutive orders", "100 个连续的订单"),
    ("one minute of orders", "一分钟的订单"),
    // The presets of typed key encodings (only in builds that have them).
    #[cfg(feature = "typed-keys")]
    ("latest 10 of h1", "h1 的最新 10 条"),
    #[cfg(feature = "typed-keys")]
    ("h1 in one hour", "h1 一小时内的数据"),
    #[cfg(feature = "typed-keys")]
    ("readings 100 to 199 of d1", "d1 的读数 100 到 199"),
    #[cfg(feature = "typed-keys")]
    ("last 5 readings of d1", "d1 的最后 5 个读数"),
];

/// The Chinese name of a preset query, if it has one.
fn query_name_zh(en: &str) -> Option<&'static str> {
    QUERY_NAMES_ZH
        .iter()
        .find(|(name, _)| *name == en)
        .map(|(_, zh)| *zh)
}

/// Every preset, grouped by seed post (000 to 004), in gallery order.
///
/// # Examples
///
/// ```
/// use rowkey_core::presets::catalogue;
/// let all = catalogue();
/// let mut ids: Vec<&str> = all.iter().map(|p| p.id).collect();
/// ids.sort_unstable();
/// ids.dedup();
/// assert_eq!(ids.len(), all.len());
/// ```
#[must_use]
pub fn catalogue() -> Vec<Preset> {
    gallery().to_vec()
}

/// Every preset, as [`catalogue`] lists them, built once and shared: the page's gallery and
/// lessons look presets up on every render.
///
/// # Examples
///
/// ```
/// use rowkey_core::presets::{catalogue, gallery};
/// assert_eq!(gallery(), catalogue().as_slice());
/// assert!(std::ptr::eq(gallery(), gallery()));
/// ```
#[must_use]
pub fn gallery() -> &'static [Preset] {
    static ALL: OnceLock<Vec<Preset>> = OnceLock::new();
    ALL.get_or_init(build)
}

/// The shared preset with this id (see [`gallery`]).
///
/// # Examples
///
/// ```
/// use rowkey_core::presets::lookup;
/// assert_eq!(lookup("reversed-urls").unwrap().seed, "000");
/// assert!(lookup("no-such-preset").is_none());
/// ```
#[must_use]
pub fn lookup(id: &str) -> Option<&'static Preset> {
    gallery().iter().find(|p| p.id == id)
}

/// Reads [`data::PRESETS`]: the JSON parts with the design file's readers.
fn build() -> Vec<Preset> {
    data::PRESETS
        .iter()
        .map(|p| Preset {
            id: p.id,
            seed: p.seed,
            title: p.title,
            summary: p.summary,
            variants: p.variants.iter().map(|v| variant(p.id, v)).collect(),
        })
        .collect()
}

/// One variant of preset `preset` from its data.
///
/// # Panics
///
/// If its JSON does not read (the presets' tests read every one).
fn variant(preset: &str, v: &data::VariantData) -> Variant {
    fn read<T: serde::de::DeserializeOwned>(json: &str, what: &str, preset: &str, id: &str) -> T {
        serde_json::from_slice(json.as_bytes())
            .unwrap_or_else(|e| panic!("preset {preset}/{id}: its {what} does not read: {e}"))
    }
    Variant {
        id: v.id,
        label: v.label,
        design: read(v.design, "design", preset, v.id),
        sample: read(v.sample, "sample", preset, v.id),
        arrival: read(v.arrival, "arrival", preset, v.id),
        notice: v.notice.to_vec(),
        expected_lints: v.lints.to_vec(),
        expected_split_lints: v.split_lints.to_vec(),
        expected_verdict: v.verdict.to_vec(),
    }
}

/// The preset with this id.
///
/// # Examples
///
/// ```
/// use rowkey_core::presets::preset;
/// assert_eq!(preset("reversed-urls").unwrap().seed, "000");
/// assert!(preset("no-such-preset").is_none());
/// ```
#[must_use]
pub fn preset(id: &str) -> Option<Preset> {
    lookup(id).cloned()
}

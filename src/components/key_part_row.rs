//! One part of the key in the key builder: its kind, source, transform, encoding and
//! separator, showing only the fields that apply.

use std::rc::Rc;

use rowkey_core::analysis::editor::{
    EncodingKind, HashInputKind, IntFormatKind, Md5Kind, OverflowKind, PartEdit, PartForm,
    PartKind, ReverseKind, SaltKind, StyleKind, TimeKind, TimeOutKind, TooLongKind, TransformKind,
    form_of, parse_buckets, parse_chars, parse_fill, parse_key_range, parse_literal, parse_md5_len,
    parse_offset, parse_pattern, parse_reverse_max, parse_salt_width, parse_seed, parse_separator,
    parse_width,
};
use rowkey_core::analysis::typed_form::TypedForm;
use rowkey_core::i18n::{Lang, Localized, Ui, fill, ui};
use rowkey_core::spec::{ByteWidth, KeyPart, PartId, PartValue, Salt};
use rowkey_core::typed::TypedEncoding;
use yew::prelude::*;

use crate::browser;
use crate::components::choice_select::{Choice, choice_select};
use crate::components::text_field::TextField;
use crate::hooks::on_click;
use crate::state::Action;

/// What [`key_part_row`] shows.
pub struct PartRow<'a> {
    /// The part.
    pub part: &'a KeyPart,
    /// Its position (0-based) and the number of parts.
    pub index: usize,
    /// Number of parts.
    pub count: usize,
    /// The sample's columns.
    pub columns: &'a Rc<Vec<String>>,
    /// Every part of the key with a short description (for hashes of parts).
    pub parts: &'a [(PartId, AttrValue)],
    /// The engine's error for this part, if any.
    pub error: Option<AttrValue>,
    /// The part's colour slot.
    pub slot: usize,
    /// Drag started on this part.
    pub ondragstart: Callback<()>,
    /// Something was dropped on this part.
    pub ondrop: Callback<()>,
}

type Options = Vec<(AttrValue, AttrValue)>;
/// Parses a field's text into an edit, or says why it cannot.
type FieldParser = Box<dyn Fn(&str) -> Result<PartEdit, Localized>>;
/// Picks a part edit from a select's chosen key (and the sample's columns).
type Pick = fn(&str, &[String]) -> Option<PartEdit>;

fn options<T: Copy + 'static>(
    all: &[T],
    key: fn(T) -> &'static str,
    label: fn(T, Lang) -> &'static str,
    lang: Lang,
) -> Options {
    all.iter()
        .map(|c| {
            (
                AttrValue::Static(key(*c)),
                AttrValue::Static(label(*c, lang)),
            )
        })
        .collect()
}

fn column_options(columns: &[String], current: &str, not_in_sample: &str) -> Options {
    let mut out: Options = columns
        .iter()
        .map(|c| (AttrValue::from(c.clone()), AttrValue::from(c.clone())))
        .collect();
    if !current.is_empty() && !columns.iter().any(|c| c == current) {
        out.push((
            AttrValue::from(current.to_owned()),
            AttrValue::from(fill(not_in_sample, &[current])),
        ));
    }
    out
}

/// How a text field looks, beyond its label and value.
#[derive(Clone, Copy)]
struct Look {
    /// Extra class on the field (`narrow`), or `""`.
    class: &'static str,
    /// Monospace input (bytes, patterns).
    mono: bool,
    /// Numeric keyboard hint.
    numeric: bool,
    /// The input's `data-testid`.
    testid: Option<&'static str>,
}

/// A plain text field.
const PLAIN: Look = Look {
    class: "",
    mono: false,
    numeric: false,
    testid: None,
};
/// A narrow numeric field (counts, widths).
const NUMBER: Look = Look {
    class: "narrow",
    numeric: true,
    ..PLAIN
};
/// A monospace field (bytes, patterns).
const MONO: Look = Look {
    mono: true,
    ..PLAIN
};

/// One of a part's text fields, as data: every field renders through [`Editor::text`].
struct TextSpec {
    /// The name in its id (`p{part}-{name}`).
    name: &'static str,
    /// Its label.
    label: fn(&Ui) -> &'static str,
    /// How it looks.
    look: Look,
    /// Its committed text in the part's form.
    value: fn(&PartForm) -> &String,
    /// Turns its text into an edit.
    parse: fn(&str) -> Result<PartEdit, Localized>,
}

/// One of a part's selects, as data: every select renders through [`Editor::select`].
struct SelectSpec {
    /// The name in its id (`p{part}-{name}`).
    name: &'static str,
    /// Its label.
    label: fn(&Ui) -> &'static str,
    /// The select's `data-testid`.
    testid: Option<&'static str>,
    /// Its `(key, label)` options in a language.
    options: fn(Lang) -> Options,
    /// The chosen key in the part's form.
    selected: fn(&PartForm) -> AttrValue,
    /// The edit a chosen key makes.
    pick: Pick,
}

const SEPARATOR: TextSpec = TextSpec {
    name: "sep",
    label: |t| t.separator_after,
    look: Look {
        class: "narrow",
        testid: Some("part-separator"),
        ..MONO
    },
    value: |f| &f.separator,
    parse: |t| parse_separator(t).map(PartEdit::Separator),
};
const REVERSE_MAX: TextSpec = TextSpec {
    name: "revmax",
    label: |t| t.max,
    look: Look {
        numeric: true,
        testid: Some("part-reverse-max"),
        ..PLAIN
    },
    value: |f| &f.reverse_max,
    parse: |t| parse_reverse_max(t).map(PartEdit::ReverseMax),
};
const DIGITS: TextSpec = TextSpec {
    name: "digits",
    label: |t| t.digits,
    look: Look {
        testid: Some("part-digits"),
        ..NUMBER
    },
    value: |f| &f.int_width,
    parse: |t| parse_width(t).map(PartEdit::IntWidth),
};
const PAD_WIDTH: TextSpec = TextSpec {
    name: "width",
    label: |t| t.width,
    look: Look {
        testid: Some("part-width"),
        ..NUMBER
    },
    value: |f| &f.pad_width,
    parse: |t| parse_width(t).map(PartEdit::PadWidth),
};
const PAD_FILL: TextSpec = TextSpec {
    name: "fill",
    label: |t| t.fill,
    look: Look {
        class: "narrow",
        ..MONO
    },
    value: |f| &f.pad_fill,
    parse: |t| parse_fill(t).map(PartEdit::PadFill),
};
const IN_PATTERN: TextSpec = TextSpec {
    name: "inpat",
    label: |t| t.read_pattern,
    look: Look {
        testid: Some("part-in-pattern"),
        ..MONO
    },
    value: |f| &f.in_pattern,
    parse: |t| parse_pattern(t).map(PartEdit::InPattern),
};
const IN_OFFSET: TextSpec = TextSpec {
    name: "inoff",
    label: |t| t.utc_offset,
    look: Look {
        class: "narrow",
        testid: Some("part-in-offset"),
        ..PLAIN
    },
    value: |f| &f.in_offset,
    parse: |t| parse_offset(t).map(PartEdit::InOffset),
};
const OUT_PATTERN: TextSpec = TextSpec {
    name: "outpat",
    label: |t| t.write_pattern,
    look: Look {
        testid: Some("part-out-pattern"),
        ..MONO
    },
    value: |f| &f.out_pattern,
    parse: |t| parse_pattern(t).map(PartEdit::OutPattern),
};
const OUT_OFFSET: TextSpec = TextSpec {
    name: "outoff",
    label: |t| t.write_utc_offset,
    look: Look {
        class: "narrow",
        testid: Some("part-out-offset"),
        ..PLAIN
    },
    value: |f| &f.out_offset,
    parse: |t| parse_offset(t).map(PartEdit::OutOffset),
};
const LITERAL: TextSpec = TextSpec {
    name: "literal",
    label: |t| t.literal_bytes,
    look: Look {
        testid: Some("part-literal"),
        ..MONO
    },
    value: |f| &f.literal,
    parse: |t| parse_literal(t).map(PartEdit::Literal),
};
const SEED: TextSpec = TextSpec {
    name: "seed",
    label: |t| t.seed,
    look: NUMBER,
    value: |f| &f.seed,
    parse: |t| parse_seed(t).map(PartEdit::Seed),
};
const JOINER: TextSpec = TextSpec {
    name: "joiner",
    label: |t| t.joined_by,
    look: Look {
        class: "narrow",
        testid: Some("part-joiner"),
        ..MONO
    },
    value: |f| &f.joiner,
    parse: |t| Ok(PartEdit::Joiner(t.to_owned())),
};

const REVERSE: SelectSpec = SelectSpec {
    name: "reverse",
    label: |t| t.value,
    testid: Some("part-reverse"),
    options: |l| options(ReverseKind::ALL, ReverseKind::key, ReverseKind::name, l),
    selected: |f| f.reverse.key().into(),
    pick: |k, _| ReverseKind::from_key(k).map(PartEdit::Reverse),
};
const INT_FORMAT: SelectSpec = SelectSpec {
    name: "intfmt",
    label: |t| t.written_as,
    testid: Some("part-int-format"),
    options: |l| {
        options(
            IntFormatKind::ALL,
            IntFormatKind::key,
            IntFormatKind::name,
            l,
        )
    },
    selected: |f| f.int_format.key().into(),
    pick: |k, _| IntFormatKind::from_key(k).map(PartEdit::IntFormat),
};
const BINARY_WIDTH: SelectSpec = SelectSpec {
    name: "bytes",
    label: |t| t.bytes,
    testid: None,
    options: |_| {
        ["1", "2", "4", "8"]
            .iter()
            .map(|w| (AttrValue::Static(w), AttrValue::Static(w)))
            .collect()
    },
    selected: |f| f.binary_width.to_string().into(),
    pick: |k, _| {
        k.parse()
            .ok()
            .and_then(ByteWidth::new)
            .map(PartEdit::BinaryWidth)
    },
};
const BINARY_STYLE: SelectSpec = SelectSpec {
    name: "style",
    label: |t| t.sign,
    testid: None,
    options: |l| options(StyleKind::ALL, StyleKind::key, StyleKind::name, l),
    selected: |f| f.binary_style.key().into(),
    pick: |k, _| StyleKind::from_key(k).map(PartEdit::BinaryStyle),
};
const OVERFLOW: SelectSpec = SelectSpec {
    name: "overflow",
    label: |t| t.too_big,
    testid: None,
    options: |l| options(OverflowKind::ALL, OverflowKind::key, OverflowKind::name, l),
    selected: |f| f.overflow.key().into(),
    pick: |k, _| OverflowKind::from_key(k).map(PartEdit::Overflow),
};
const ENCODING: SelectSpec = SelectSpec {
    name: "encoding",
    label: |t| t.encoding,
    testid: Some("part-encoding"),
    options: |l| options(EncodingKind::ALL, EncodingKind::key, EncodingKind::name, l),
    selected: |f| f.encoding.key().into(),
    pick: |k, _| EncodingKind::from_key(k).map(PartEdit::Encoding),
};
const PAD_SIDE: SelectSpec = SelectSpec {
    name: "side",
    label: |t| t.pad,
    testid: None,
    options: |l| {
        let t = ui(l);
        vec![
            ("left".into(), t.pad_left.into()),
            ("right".into(), t.pad_right.into()),
        ]
    },
    selected: |f| if f.pad_left { "left" } else { "right" }.into(),
    pick: |k, _| Some(PartEdit::PadLeft(k == "left")),
};
const TOO_LONG: SelectSpec = SelectSpec {
    name: "toolong",
    label: |t| t.longer_values,
    testid: None,
    options: |l| options(TooLongKind::ALL, TooLongKind::key, TooLongKind::name, l),
    selected: |f| f.too_long.key().into(),
    pick: |k, _| TooLongKind::from_key(k).map(PartEdit::TooLong),
};
const TIME_IN: SelectSpec = SelectSpec {
    name: "time",
    label: |t| t.column_holds,
    testid: Some("part-time-in"),
    options: |l| options(TimeKind::ALL, TimeKind::key, TimeKind::name, l),
    selected: |f| f.time.key().into(),
    pick: |k, _| TimeKind::from_key(k).map(PartEdit::Time),
};
const TIME_OUT: SelectSpec = SelectSpec {
    name: "timeout",
    label: |t| t.time_written_as,
    testid: Some("part-time-out"),
    options: |l| options(TimeOutKind::ALL, TimeOutKind::key, TimeOutKind::name, l),
    selected: |f| f.time_out.key().into(),
    pick: |k, _| TimeOutKind::from_key(k).map(PartEdit::TimeOut),
};
const MD5_OUTPUT: SelectSpec = SelectSpec {
    name: "md5out",
    label: |t| t.md5_output,
    testid: None,
    options: |l| options(Md5Kind::ALL, Md5Kind::key, Md5Kind::name, l),
    selected: |f| f.md5_kind.key().into(),
    pick: |k, _| Md5Kind::from_key(k).map(PartEdit::Md5Kind),
};
const SALT: SelectSpec = SelectSpec {
    name: "salt",
    label: |t| t.salt,
    testid: Some("part-salt-kind"),
    options: |l| options(SaltKind::ALL, SaltKind::key, SaltKind::name, l),
    selected: |f| f.salt_kind.key().into(),
    pick: |k, cols| SaltKind::from_key(k).map(|s| PartEdit::SaltKind(s, cols.to_vec())),
};
const HASH_INPUT: SelectSpec = SelectSpec {
    name: "hashin",
    label: |t| t.hashes,
    testid: Some("part-hash-input"),
    options: |l| {
        options(
            HashInputKind::ALL,
            HashInputKind::key,
            HashInputKind::name,
            l,
        )
    },
    selected: |f| f.hash_input.key().into(),
    pick: |k, cols| HashInputKind::from_key(k).map(|h| PartEdit::HashInput(h, cols.to_vec())),
};

/// What every field of one part's editor needs: the part, its form, the words and where
/// edits go.
struct Editor<'a> {
    id: PartId,
    form: &'a PartForm,
    t: &'static Ui,
    lang: Lang,
    columns: &'a Rc<Vec<String>>,
    send: Send,
}

impl Editor<'_> {
    /// A field's element id: `p{part}-{name}`.
    fn fid(&self, name: &str) -> AttrValue {
        AttrValue::from(format!("p{}-{name}", self.id.0))
    }

    /// A select's change handler: the picked edit, if the key makes one.
    fn on_select(&self, pick: Pick) -> Callback<String> {
        let send = self.send.clone();
        let columns = self.columns.clone();
        Callback::from(move |key: String| {
            if let Some(edit) = pick(&key, &columns) {
                send(edit);
            }
        })
    }

    /// A text field's edit handler: the edit when the text parses, else the message.
    fn on_field(&self, parse: FieldParser) -> Callback<String, Option<String>> {
        let send = self.send.clone();
        let lang = self.lang;
        Callback::from(move |text: String| match parse(&text) {
            Ok(edit) => {
                send(edit);
                None
            }
            Err(message) => Some(message.get(lang).to_owned()),
        })
    }

    /// A text field described by `spec`.
    fn text(&self, spec: &TextSpec) -> Html {
        self.text_with(
            spec.name,
            (spec.label)(self.t).into(),
            spec.look,
            (spec.value)(self.form),
            Box::new(spec.parse),
        )
    }

    /// A text field with a label or a parser known only now.
    fn text_with(
        &self,
        name: &str,
        label: AttrValue,
        look: Look,
        value: &str,
        parse: FieldParser,
    ) -> Html {
        html! {
            <TextField id={self.fid(name)} {label} class={look.class} mono={look.mono}
                numeric={look.numeric} testid={look.testid}
                value={value.to_owned()} onedit={self.on_field(parse)} />
        }
    }

    /// A select described by `spec`.
    fn select(&self, spec: &SelectSpec) -> Html {
        choice_select(
            Choice {
                id: self.fid(spec.name),
                label: (spec.label)(self.t).into(),
                options: (spec.options)(self.lang),
                selected: (spec.selected)(self.form),
                testid: spec.testid.map(AttrValue::Static),
                hidden_label: false,
            },
            self.on_select(spec.pick),
        )
    }

    /// An integer's fields: reversal, how it is written, and the writing's settings.
    fn int_editor(&self) -> Html {
        let form = self.form;
        html! {
            <>
                { self.select(&REVERSE) }
                if form.reverse == ReverseKind::Custom {
                    { self.text(&REVERSE_MAX) }
                }
                { self.select(&INT_FORMAT) }
                if form.int_format == IntFormatKind::ZeroPadded {
                    { self.text(&DIGITS) }
                }
                if form.int_format == IntFormatKind::Binary {
                    { self.select(&BINARY_WIDTH) }
                    { self.select(&BINARY_STYLE) }
                    { self.select(&OVERFLOW) }
                }
            </>
        }
    }

    /// A store's typed encoding: the type (with `CHAR`'s length or `DECIMAL`'s precision
    /// and scale) and, where the store has one, the order.
    fn typed_editor(&self, typed: TypedEncoding) -> Html {
        let t = self.t;
        let form = Rc::new(TypedForm::of(typed));
        let on_type = {
            let (form, send) = (form.clone(), self.send.clone());
            Callback::from(move |key: String| {
                let index = form.types.iter().position(|name| *name == key);
                if let Some(new) = index.and_then(|i| form.with_type(i)) {
                    send(PartEdit::Typed(new));
                }
            })
        };
        let on_order = {
            let (form, send) = (form.clone(), self.send.clone());
            Callback::from(move |key: String| {
                send(PartEdit::Typed(form.with_descending(key == "desc")))
            })
        };
        let types = form
            .types
            .iter()
            .map(|name| (AttrValue::from(name.clone()), AttrValue::from(name.clone())))
            .collect();
        let char_length = form.char_length.clone().map(|value| {
            let form = form.clone();
            self.text_with(
                "charlen",
                t.char_length.into(),
                Look {
                    testid: Some("part-char-length"),
                    ..NUMBER
                },
                &value,
                Box::new(move |text| form.parse_char_length(text).map(PartEdit::Typed)),
            )
        });
        let decimal = form.decimal.clone().map(|value| {
            let form = form.clone();
            self.text_with(
                "decimal",
                t.decimal_precision_scale.into(),
                Look {
                    testid: Some("part-decimal"),
                    ..MONO
                },
                &value,
                Box::new(move |text| form.parse_decimal(text).map(PartEdit::Typed)),
            )
        });
        html! {
            <>
                { choice_select(Choice {
                    id: self.fid("type"),
                    label: t.typed_type.into(),
                    options: types,
                    selected: form.types.get(form.type_index).cloned().unwrap_or_default().into(),
                    testid: Some(AttrValue::Static("part-typed-type")),
                    hidden_label: false,
                }, on_type) }
                { for char_length }
                { for decimal }
                if let Some(descending) = form.descending {
                    { choice_select(Choice {
                        id: self.fid("order"),
                        label: t.typed_order.into(),
                        options: vec![("asc".into(), "ASC".into()), ("desc".into(), "DESC".into())],
                        selected: if descending { "desc" } else { "asc" }.into(),
                        testid: Some(AttrValue::Static("part-typed-order")),
                        hidden_label: false,
                    }, on_order) }
                }
            </>
        }
    }

    /// The fields of the part's kind.
    fn fields(&self, parts: &[(PartId, AttrValue)], salt: Option<Salt>) -> Html {
        let (form, t) = (self.form, self.t);
        match form.kind {
            PartKind::Column => html! {
                <>
                    { self.source_editor() }
                    { self.transforms_editor() }
                    { self.select(&ENCODING) }
                    if let Some(typed) = form.typed {
                        { self.typed_editor(typed) }
                    }
                    if form.encoding == EncodingKind::PaddedText {
                        { self.text(&PAD_WIDTH) }
                        { self.select(&PAD_SIDE) }
                        { self.text(&PAD_FILL) }
                        { self.select(&TOO_LONG) }
                    }
                    if form.encoding == EncodingKind::Integer {
                        { self.int_editor() }
                    }
                    if form.encoding == EncodingKind::Timestamp {
                        { self.select(&TIME_IN) }
                        if form.time == TimeKind::DateTime {
                            { self.text(&IN_PATTERN) }
                            { self.text(&IN_OFFSET) }
                        }
                        { self.select(&TIME_OUT) }
                        if form.time_out == TimeOutKind::Text {
                            { self.text(&OUT_PATTERN) }
                            { self.text(&OUT_OFFSET) }
                        } else {
                            { self.int_editor() }
                        }
                    }
                </>
            },
            PartKind::Literal => self.text(&LITERAL),
            PartKind::RawKey => {
                let (start, end) = (form.key_start.clone(), form.key_end.clone());
                html! {
                    <>
                        <p class="note" data-testid="part-raw-key-note">{ t.raw_key_note }</p>
                        { self.text_with("keystart", t.key_first_byte.into(),
                            Look { testid: Some("part-key-start"), ..NUMBER }, &form.key_start,
                            Box::new(move |t| parse_key_range(t, &end).map(|(s, e)| PartEdit::KeyRange(s, e)))) }
                        { self.text_with("keyend", t.key_end_byte.into(),
                            Look { testid: Some("part-key-end"), ..NUMBER }, &form.key_end,
                            Box::new(move |t| parse_key_range(&start, t).map(|(s, e)| PartEdit::KeyRange(s, e)))) }
                    </>
                }
            }
            PartKind::Md5 => {
                let kind = form.md5_kind;
                html! {
                    <>
                        { self.input_editor(parts) }
                        { self.select(&MD5_OUTPUT) }
                        { self.text_with("md5len", if kind == Md5Kind::Hex { t.hex_chars } else { t.bytes }.into(),
                            Look { testid: Some("part-md5-len"), ..NUMBER }, &form.md5_len,
                            Box::new(move |t| parse_md5_len(t, kind).map(PartEdit::Md5Len))) }
                    </>
                }
            }
            PartKind::Salt => {
                let buckets = salt.as_ref().map_or(1, |s| s.buckets);
                html! {
                    <>
                        { self.select(&SALT) }
                        { self.text_with("buckets", fill(t.buckets_range, &[&form.max_buckets.to_string()]).into(),
                            Look { testid: Some("part-buckets"), ..NUMBER }, &form.buckets,
                            Box::new(move |t| match &salt {
                                Some(s) => parse_buckets(t, s).map(PartEdit::Buckets),
                                None => Err(Localized::new(ui(Lang::En).not_a_salt, ui(Lang::Zh).not_a_salt)),
                            })) }
                        if form.salt_kind.uses_width() {
                            { self.text_with("saltw", t.digits.into(), Look { testid: Some("part-salt-digits"), ..NUMBER },
                                &form.salt_width,
                                Box::new(move |t| parse_salt_width(t, buckets).map(PartEdit::SaltWidth))) }
                        }
                        if form.salt_kind.uses_seed() {
                            { self.text(&SEED) }
                        }
                        if form.salt_kind.uses_input() {
                            { self.input_editor(parts) }
                        }
                    </>
                }
            }
        }
    }

    /// A small button that sends `edit`.
    fn button(
        &self,
        label: String,
        text: &'static str,
        testid: &'static str,
        edit: PartEdit,
    ) -> Html {
        let send = self.send.clone();
        let onclick = Callback::from(move |_: MouseEvent| send(edit.clone()));
        html! {
            <button type="button" class="mini" aria-label={label} data-testid={testid} {onclick}>{ text }</button>
        }
    }

    /// The columns a column part reads (several are joined by the joiner text).
    fn source_editor(&self) -> Html {
        let (form, t, columns) = (self.form, self.t, self.columns);
        let many = form.columns.len() > 1;
        let next = columns
            .iter()
            .find(|c| !form.columns.contains(c))
            .or_else(|| columns.first())
            .cloned()
            .unwrap_or_else(|| form.column.clone());
        html! {
            <>
                for (i, name) in form.columns.iter().enumerate() {
                    {{
                        let onchange = {
                            let send = self.send.clone();
                            Callback::from(move |k: String| send(PartEdit::SourceColumn(i, k)))
                        };
                        let label = if many { fill(t.column_n, &[&(i + 1).to_string()]) } else { t.column.to_owned() };
                        html! {
                            <div class="list-item">
                                { choice_select(Choice { id: self.fid(&format!("column-{i}")), label: label.into(),
                                    options: column_options(columns, name, t.not_in_sample),
                                    selected: name.clone().into(), testid: Some("part-column".into()), hidden_label: false }, onchange) }
                                if many {
                                    { self.button(fill(t.remove_column_n, &[&(i + 1).to_string()]), "✕", "part-remove-column", PartEdit::RemoveSourceColumn(i)) }
                                }
                            </div>
                        }
                    }}
                }
                { self.button(t.add_column_to_part.to_owned(), t.plus_column, "part-add-column", PartEdit::AddSourceColumn(next)) }
                if many {
                    { self.text(&JOINER) }
                }
            </>
        }
    }

    /// A column part's transforms, applied in order.
    fn transforms_editor(&self) -> Html {
        let t = self.t;
        html! {
            <>
                for (i, (kind, chars)) in self.form.transforms.iter().enumerate() {
                    {{
                        let n = i + 1;
                        let onchange = {
                            let send = self.send.clone();
                            Callback::from(move |k: String| {
                                if let Some(kind) = TransformKind::from_key(&k) {
                                    send(PartEdit::TransformAt(i, kind));
                                }
                            })
                        };
                        html! {
                            <div class="list-item" data-testid="part-transform-item">
                                { choice_select(Choice { id: self.fid(&format!("transform-{i}")), label: fill(t.transform_n, &[&n.to_string()]).into(),
                                    options: options(TransformKind::ALL, TransformKind::key, TransformKind::name, self.lang),
                                    selected: kind.key().into(), testid: Some("part-transform".into()), hidden_label: false }, onchange) }
                                if matches!(kind, TransformKind::First | TransformKind::Last) {
                                    { self.text_with(&format!("chars-{i}"), t.n_chars.into(), Look { testid: Some("part-transform-chars"), ..NUMBER },
                                        chars, Box::new(move |t| parse_chars(t).map(|c| PartEdit::TransformChars(i, c)))) }
                                }
                                if i > 0 {
                                    { self.button(fill(t.move_transform_earlier, &[&n.to_string()]), "↑", "part-transform-up", PartEdit::MoveTransform(i, i - 1)) }
                                }
                                { self.button(fill(t.remove_transform, &[&n.to_string()]), "✕", "part-transform-remove", PartEdit::RemoveTransform(i)) }
                            </div>
                        }
                    }}
                }
                { self.button(t.add_transform.to_owned(), t.plus_transform, "part-add-transform", PartEdit::AddTransform(TransformKind::Reverse)) }
            </>
        }
    }

    /// What a hash reads: chosen columns, chosen parts or the rest of the key.
    fn input_editor(&self, parts: &[(PartId, AttrValue)]) -> Html {
        let (form, t) = (self.form, self.t);
        let mut all: Vec<String> = self.columns.to_vec();
        for c in &form.hashed_columns {
            if !all.contains(c) {
                all.push(c.clone());
            }
        }
        html! {
            <>
                { self.select(&HASH_INPUT) }
                if form.hash_input == HashInputKind::Columns {
                    { self.checks(&self.fid("hash"), t.columns_hashed, all.into_iter().map(|c| {
                        let on = form.hashed_columns.contains(&c);
                        (c.clone(), on, PartEdit::HashedColumn(c, !on))
                    }).collect()) }
                }
                if form.hash_input == HashInputKind::Parts {
                    { self.checks(&self.fid("hashp"), t.parts_hashed, parts.iter().filter(|(p, _)| *p != self.id).map(|(p, label)| {
                        let on = form.hashed_parts.contains(p);
                        (label.to_string(), on, PartEdit::HashedPart(*p, !on))
                    }).collect()) }
                }
            </>
        }
    }

    /// Checkboxes, each toggling with its edit.
    fn checks(&self, id: &AttrValue, legend: &str, items: Vec<(String, bool, PartEdit)>) -> Html {
        html! {
            <fieldset class="column-checks">
                <legend>{ legend }</legend>
                for (i, (name, checked, edit)) in items.into_iter().enumerate() {
                    {{
                        let send = self.send.clone();
                        let box_id = format!("{id}-{i}");
                        let onchange = Callback::from(move |_: Event| send(edit.clone()));
                        html! {
                            <label for={box_id.clone()}>
                                <input id={box_id} type="checkbox" data-testid="part-hash-check" value={name.clone()} {checked} {onchange} />
                                { name }
                            </label>
                        }
                    }}
                }
            </fieldset>
        }
    }
}

type Send = Rc<dyn Fn(PartEdit)>;

/// One key part's editor.
/// One key part's editor, keyed by the part's id. (A function, not a component: it has no
/// state of its own.)
pub fn key_part_row(props: &PartRow<'_>, lang: Lang, dispatch: &Callback<Action>) -> Html {
    let t = ui(lang);
    let id = props.part.id;
    let n = props.index + 1;
    let form: PartForm = form_of(props.part);
    let send: Send = {
        let dispatch = dispatch.clone();
        Rc::new(move |edit: PartEdit| dispatch.emit(Action::EditPart { id, edit }))
    };
    let editor = Editor {
        id,
        form: &form,
        t,
        lang,
        columns: props.columns,
        send,
    };
    let salt = match &props.part.value {
        PartValue::Salt(s) => Some(s.clone()),
        _ => None,
    };

    let move_to = |to: usize| on_click(dispatch, Action::MovePart { id, to });
    let remove = {
        let (dispatch, index) = (dispatch.clone(), props.index);
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::RemovePart(id));
            // The button goes with its part: the keyboard stays in the list, on the remove
            // button that took its place (the one before, for the last part), else on the
            // new-part picker.
            browser::next_task(move || {
                browser::refocus("[data-testid=part-remove]", index, "#new-part-kind");
            });
        })
    };
    let ondragstart = {
        let cb = props.ondragstart.clone();
        Callback::from(move |e: DragEvent| {
            if let Some(dt) = e.data_transfer() {
                let _ = dt.set_data("text/plain", &format!("part {}", id.0));
                dt.set_effect_allowed("move");
            }
            cb.emit(());
        })
    };
    let ondragover = Callback::from(|e: DragEvent| e.prevent_default());
    let ondrop = {
        let cb = props.ondrop.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            cb.emit(());
        })
    };

    let kind_select = choice_select(
        Choice {
            id: editor.fid("kind"),
            label: fill(t.part_n, &[&n.to_string()]).into(),
            options: options(PartKind::ALL, PartKind::key, PartKind::name, lang),
            selected: form.kind.key().into(),
            testid: Some("part-kind".into()),
            hidden_label: false,
        },
        editor.on_select(|k, cols| {
            PartKind::from_key(k).map(|kind| PartEdit::Kind(kind, cols.to_vec()))
        }),
    );
    let error_id = editor.fid("error");
    let last = props.count.saturating_sub(1);
    html! {
        <li key={id.0} class={classes!("key-part-row", format!("slot-{}", props.slot))}
            data-testid="key-part" data-part={id.0.to_string()}
            draggable="true" {ondragstart} {ondragover} {ondrop}
            aria-describedby={props.error.as_ref().map(|_| error_id.clone())}>
            <div class="part-head">
                <span class="drag-handle" title={t.drag_to_reorder} aria-hidden="true">{ "⠿" }</span>
                <span class="part-chip" aria-hidden="true">{ n }</span>
                { kind_select }
                <div class="part-actions">
                    <button type="button" aria-label={fill(t.move_part_up, &[&n.to_string()])} data-testid="part-up"
                        disabled={props.index == 0} onclick={move_to(props.index.saturating_sub(1))}>{ "↑" }</button>
                    <button type="button" aria-label={fill(t.move_part_down, &[&n.to_string()])} data-testid="part-down"
                        disabled={props.index >= last} onclick={move_to(props.index + 1)}>{ "↓" }</button>
                    <button type="button" aria-label={fill(t.remove_part, &[&n.to_string()])} data-testid="part-remove"
                        onclick={remove}>{ "✕" }</button>
                </div>
            </div>
            <div class="part-fields">
                { editor.fields(props.parts, salt) }
                { editor.text(&SEPARATOR) }
            </div>
            if let Some(error) = &props.error {
                <p id={error_id} class="field-error" data-testid="part-error">{ error }</p>
            }
        </li>
    }
}

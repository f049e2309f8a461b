//! One part of the key in the key builder: its kind, source, transform, encoding and
//! separator, showing only the fields that apply.

use std::rc::Rc;

use rowkey_core::analysis::editor::{
    EncodingKind, HashInputKind, IntFormatKind, Md5Kind, OverflowKind, PartEdit, PartForm,
    PartKind, ReverseKind, SaltKind, StyleKind, TimeKind, TimeOutKind, TooLongKind, TransformKind,
    form_of, parse_buckets, parse_chars, parse_fill, parse_literal, parse_md5_len, parse_offset,
    parse_pattern, parse_reverse_max, parse_salt_width, parse_seed, parse_separator, parse_width,
};
use rowkey_core::i18n::{Lang, Localized, Ui, fill, ui};
use rowkey_core::spec::{ByteWidth, KeyPart, PartId, PartValue, Salt};
use yew::prelude::*;

use crate::components::choice_select::ChoiceSelect;
use crate::components::text_field::TextField;
use crate::hooks::{use_dispatch, use_lang, use_ui};
use crate::state::Action;

/// Props of [`KeyPartRow`].
#[derive(Properties, PartialEq)]
pub struct KeyPartRowProps {
    /// The part.
    pub part: KeyPart,
    /// Its position (0-based) and the number of parts.
    pub index: usize,
    /// Number of parts.
    pub count: usize,
    /// The sample's columns.
    pub columns: Rc<Vec<String>>,
    /// Every part of the key with a short description (for hashes of parts).
    #[prop_or_default]
    pub parts: Rc<Vec<(PartId, AttrValue)>>,
    /// The engine's error for this part, if any.
    #[prop_or_default]
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

/// One key part's editor.
#[component]
#[allow(clippy::too_many_lines)]
pub fn KeyPartRow(props: &KeyPartRowProps) -> Html {
    let dispatch = use_dispatch();
    let t = use_ui();
    let lang = use_lang();
    let id = props.part.id;
    let n = props.index + 1;
    let form: PartForm = form_of(&props.part);
    let fid = |name: &str| AttrValue::from(format!("p{}-{name}", id.0));

    let send: Send = {
        let dispatch = dispatch.clone();
        Rc::new(move |edit: PartEdit| dispatch.emit(Action::EditPart { id, edit }))
    };
    let on_select = |f: fn(&str, &[String]) -> Option<PartEdit>| {
        let send = send.clone();
        let columns = props.columns.clone();
        Callback::from(move |key: String| {
            if let Some(edit) = f(&key, &columns) {
                send(edit);
            }
        })
    };
    let on_field = |f: FieldParser| {
        let send = send.clone();
        Callback::from(move |text: String| match f(&text) {
            Ok(edit) => {
                send(edit);
                None
            }
            Err(message) => Some(message.get(lang).to_owned()),
        })
    };
    let salt: Option<Salt> = match &props.part.value {
        PartValue::Salt(s) => Some(s.clone()),
        _ => None,
    };

    let move_to = |to: usize| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::MovePart { id, to }))
    };
    let remove = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::RemovePart(id)))
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

    let kind_select = html! {
        <ChoiceSelect id={fid("kind")} label={fill(t.part_n, &[&n.to_string()])} testid="part-kind"
            options={options(PartKind::ALL, PartKind::key, PartKind::name, lang)}
            selected={form.kind.key()}
            onchange={on_select(|k, cols| PartKind::from_key(k).map(|kind| PartEdit::Kind(kind, cols.to_vec())))} />
    };

    let separator = html! {
        <TextField id={fid("sep")} label={t.separator_after} class="narrow" mono=true testid="part-separator"
            value={form.separator.clone()}
            onedit={on_field(Box::new(|t| parse_separator(t).map(PartEdit::Separator)))} />
    };

    let int_editor = |form: &PartForm| {
        html! {
            <>
                <ChoiceSelect id={fid("reverse")} label={t.value}
                    options={options(ReverseKind::ALL, ReverseKind::key, ReverseKind::name, lang)}
                    selected={form.reverse.key()}
                    onchange={on_select(|k, _| ReverseKind::from_key(k).map(PartEdit::Reverse))} />
                if form.reverse == ReverseKind::Custom {
                    <TextField id={fid("revmax")} label={t.max} inputmode="numeric" testid="part-reverse-max"
                        value={form.reverse_max.clone()}
                        onedit={on_field(Box::new(|t| parse_reverse_max(t).map(PartEdit::ReverseMax)))} />
                }
                <ChoiceSelect id={fid("intfmt")} label={t.written_as} testid="part-int-format"
                    options={options(IntFormatKind::ALL, IntFormatKind::key, IntFormatKind::name, lang)}
                    selected={form.int_format.key()}
                    onchange={on_select(|k, _| IntFormatKind::from_key(k).map(PartEdit::IntFormat))} />
                if form.int_format == IntFormatKind::ZeroPadded {
                    <TextField id={fid("digits")} label={t.digits} class="narrow" inputmode="numeric"
                        value={form.int_width.clone()} testid="part-digits"
                        onedit={on_field(Box::new(|t| parse_width(t).map(PartEdit::IntWidth)))} />
                }
                if form.int_format == IntFormatKind::Binary {
                    <ChoiceSelect id={fid("bytes")} label={t.bytes}
                        options={vec![("1".into(), "1".into()), ("2".into(), "2".into()), ("4".into(), "4".into()), ("8".into(), "8".into())]}
                        selected={form.binary_width.to_string()}
                        onchange={on_select(|k, _| k.parse().ok().and_then(ByteWidth::new).map(PartEdit::BinaryWidth))} />
                    <ChoiceSelect id={fid("style")} label={t.sign}
                        options={options(StyleKind::ALL, StyleKind::key, StyleKind::name, lang)}
                        selected={form.binary_style.key()}
                        onchange={on_select(|k, _| StyleKind::from_key(k).map(PartEdit::BinaryStyle))} />
                    <ChoiceSelect id={fid("overflow")} label={t.too_big}
                        options={options(OverflowKind::ALL, OverflowKind::key, OverflowKind::name, lang)}
                        selected={form.overflow.key()}
                        onchange={on_select(|k, _| OverflowKind::from_key(k).map(PartEdit::Overflow))} />
                }
            </>
        }
    };

    let fields = match form.kind {
        PartKind::Column => html! {
            <>
                { source_editor(t, &form, &props.columns, &fid, &send, &on_field) }
                { transforms_editor(&form, &fid, &send, &on_field, lang) }
                <ChoiceSelect id={fid("encoding")} label={t.encoding} testid="part-encoding"
                    options={options(EncodingKind::ALL, EncodingKind::key, EncodingKind::name, lang)}
                    selected={form.encoding.key()}
                    onchange={on_select(|k, _| EncodingKind::from_key(k).map(PartEdit::Encoding))} />
                if form.encoding == EncodingKind::PaddedText {
                    <TextField id={fid("width")} label={t.width} class="narrow" inputmode="numeric"
                        value={form.pad_width.clone()} testid="part-width"
                        onedit={on_field(Box::new(|t| parse_width(t).map(PartEdit::PadWidth)))} />
                    <ChoiceSelect id={fid("side")} label={t.pad}
                        options={vec![("left".into(), t.pad_left.into()), ("right".into(), t.pad_right.into())]}
                        selected={if form.pad_left { "left" } else { "right" }}
                        onchange={on_select(|k, _| Some(PartEdit::PadLeft(k == "left")))} />
                    <TextField id={fid("fill")} label={t.fill} class="narrow" mono=true
                        value={form.pad_fill.clone()}
                        onedit={on_field(Box::new(|t| parse_fill(t).map(PartEdit::PadFill)))} />
                    <ChoiceSelect id={fid("toolong")} label={t.longer_values}
                        options={options(TooLongKind::ALL, TooLongKind::key, TooLongKind::name, lang)}
                        selected={form.too_long.key()}
                        onchange={on_select(|k, _| TooLongKind::from_key(k).map(PartEdit::TooLong))} />
                }
                if form.encoding == EncodingKind::Integer {
                    { int_editor(&form) }
                }
                if form.encoding == EncodingKind::Timestamp {
                    <ChoiceSelect id={fid("time")} label={t.column_holds} testid="part-time-in"
                        options={options(TimeKind::ALL, TimeKind::key, TimeKind::name, lang)}
                        selected={form.time.key()}
                        onchange={on_select(|k, _| TimeKind::from_key(k).map(PartEdit::Time))} />
                    if form.time == TimeKind::DateTime {
                        <TextField id={fid("inpat")} label={t.read_pattern} mono=true testid="part-in-pattern"
                            value={form.in_pattern.clone()}
                            onedit={on_field(Box::new(|t| parse_pattern(t).map(PartEdit::InPattern)))} />
                        <TextField id={fid("inoff")} label={t.utc_offset} class="narrow" testid="part-in-offset"
                            value={form.in_offset.clone()}
                            onedit={on_field(Box::new(|t| parse_offset(t).map(PartEdit::InOffset)))} />
                    }
                    <ChoiceSelect id={fid("timeout")} label={t.time_written_as} testid="part-time-out"
                        options={options(TimeOutKind::ALL, TimeOutKind::key, TimeOutKind::name, lang)}
                        selected={form.time_out.key()}
                        onchange={on_select(|k, _| TimeOutKind::from_key(k).map(PartEdit::TimeOut))} />
                    if form.time_out == TimeOutKind::Text {
                        <TextField id={fid("outpat")} label={t.write_pattern} mono=true testid="part-out-pattern"
                            value={form.out_pattern.clone()}
                            onedit={on_field(Box::new(|t| parse_pattern(t).map(PartEdit::OutPattern)))} />
                        <TextField id={fid("outoff")} label={t.write_utc_offset} class="narrow" testid="part-out-offset"
                            value={form.out_offset.clone()}
                            onedit={on_field(Box::new(|t| parse_offset(t).map(PartEdit::OutOffset)))} />
                    } else {
                        { int_editor(&form) }
                    }
                }
            </>
        },
        PartKind::Literal => html! {
            <TextField id={fid("literal")} label={t.literal_bytes} mono=true testid="part-literal"
                value={form.literal.clone()}
                onedit={on_field(Box::new(|t| parse_literal(t).map(PartEdit::Literal)))} />
        },
        PartKind::Md5 => {
            let kind = form.md5_kind;
            html! {
                <>
                    { input_editor(&form, (&props.columns, &props.parts), id, &fid, &on_select, &send, lang) }
                    <ChoiceSelect id={fid("md5out")} label={t.md5_output}
                        options={options(Md5Kind::ALL, Md5Kind::key, Md5Kind::name, lang)}
                        selected={kind.key()}
                        onchange={on_select(|k, _| Md5Kind::from_key(k).map(PartEdit::Md5Kind))} />
                    <TextField id={fid("md5len")} class="narrow" inputmode="numeric" testid="part-md5-len"
                        label={if kind == Md5Kind::Hex { t.hex_chars } else { t.bytes }}
                        value={form.md5_len.clone()}
                        onedit={on_field(Box::new(move |t| parse_md5_len(t, kind).map(PartEdit::Md5Len)))} />
                </>
            }
        }
        PartKind::Salt => {
            let salt_for_parse = salt.clone();
            let buckets = salt.as_ref().map_or(1, |s| s.buckets);
            html! {
                <>
                    <ChoiceSelect id={fid("salt")} label={t.salt} testid="part-salt-kind"
                        options={options(SaltKind::ALL, SaltKind::key, SaltKind::name, lang)}
                        selected={form.salt_kind.key()}
                        onchange={on_select(|k, cols| SaltKind::from_key(k).map(|s| PartEdit::SaltKind(s, cols.to_vec())))} />
                    <TextField id={fid("buckets")} label={fill(t.buckets_range, &[&form.max_buckets.to_string()])} class="narrow"
                        inputmode="numeric" testid="part-buckets"
                        value={form.buckets.clone()}
                        onedit={on_field(Box::new(move |t| match &salt_for_parse {
                            Some(s) => parse_buckets(t, s).map(PartEdit::Buckets),
                            None => Err(Localized::new(ui(Lang::En).not_a_salt, ui(Lang::Zh).not_a_salt)),
                        }))} />
                    if form.salt_kind.uses_width() {
                        <TextField id={fid("saltw")} label={t.digits} class="narrow" inputmode="numeric" testid="part-salt-digits"
                            value={form.salt_width.clone()}
                            onedit={on_field(Box::new(move |t| parse_salt_width(t, buckets).map(PartEdit::SaltWidth)))} />
                    }
                    if form.salt_kind.uses_seed() {
                        <TextField id={fid("seed")} label={t.seed} class="narrow" inputmode="numeric"
                            value={form.seed.clone()}
                            onedit={on_field(Box::new(|t| parse_seed(t).map(PartEdit::Seed)))} />
                    }
                    if form.salt_kind.uses_input() {
                        { input_editor(&form, (&props.columns, &props.parts), id, &fid, &on_select, &send, lang) }
                    }
                </>
            }
        }
    };

    let error_id = fid("error");
    let last = props.count.saturating_sub(1);
    html! {
        <li class={classes!("key-part-row", format!("slot-{}", props.slot))}
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
                { fields }
                { separator }
            </div>
            if let Some(error) = &props.error {
                <p id={error_id} class="field-error" data-testid="part-error">{ error }</p>
            }
        </li>
    }
}

type Send = Rc<dyn Fn(PartEdit)>;
type OnSelect<'a> = &'a dyn Fn(fn(&str, &[String]) -> Option<PartEdit>) -> Callback<String>;
type OnField<'a> = &'a dyn Fn(FieldParser) -> Callback<String, Option<String>>;

fn button(
    label: String,
    text: &'static str,
    testid: &'static str,
    send: &Send,
    edit: PartEdit,
) -> Html {
    let send = send.clone();
    let onclick = Callback::from(move |_: MouseEvent| send(edit.clone()));
    html! {
        <button type="button" class="mini" aria-label={label} data-testid={testid} {onclick}>{ text }</button>
    }
}

/// The columns a column part reads (several are joined by the joiner text).
fn source_editor(
    t: &Ui,
    form: &PartForm,
    columns: &Rc<Vec<String>>,
    fid: &dyn Fn(&str) -> AttrValue,
    send: &Send,
    on_field: OnField<'_>,
) -> Html {
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
                        let send = send.clone();
                        Callback::from(move |k: String| send(PartEdit::SourceColumn(i, k)))
                    };
                    let label = if many { fill(t.column_n, &[&(i + 1).to_string()]) } else { t.column.to_owned() };
                    html! {
                        <div class="list-item">
                            <ChoiceSelect id={fid(&format!("column-{i}"))} {label} testid="part-column"
                                options={column_options(columns, name, t.not_in_sample)}
                                selected={name.clone()} {onchange} />
                            if many {
                                { button(fill(t.remove_column_n, &[&(i + 1).to_string()]), "✕", "part-remove-column", send, PartEdit::RemoveSourceColumn(i)) }
                            }
                        </div>
                    }
                }}
            }
            { button(t.add_column_to_part.to_owned(), t.plus_column, "part-add-column", send, PartEdit::AddSourceColumn(next)) }
            if many {
                <TextField id={fid("joiner")} label={t.joined_by} class="narrow" mono=true testid="part-joiner"
                    value={form.joiner.clone()}
                    onedit={on_field(Box::new(|t| Ok(PartEdit::Joiner(t.to_owned()))))} />
            }
        </>
    }
}

/// A column part's transforms, applied in order.
fn transforms_editor(
    form: &PartForm,
    fid: &dyn Fn(&str) -> AttrValue,
    send: &Send,
    on_field: OnField<'_>,
    lang: Lang,
) -> Html {
    let t = ui(lang);
    html! {
        <>
            for (i, (kind, chars)) in form.transforms.iter().enumerate() {
                {{
                    let n = i + 1;
                    let onchange = {
                        let send = send.clone();
                        Callback::from(move |k: String| {
                            if let Some(kind) = TransformKind::from_key(&k) {
                                send(PartEdit::TransformAt(i, kind));
                            }
                        })
                    };
                    html! {
                        <div class="list-item" data-testid="part-transform-item">
                            <ChoiceSelect id={fid(&format!("transform-{i}"))} label={fill(t.transform_n, &[&n.to_string()])} testid="part-transform"
                                options={options(TransformKind::ALL, TransformKind::key, TransformKind::name, lang)}
                                selected={kind.key()} {onchange} />
                            if matches!(kind, TransformKind::First | TransformKind::Last) {
                                <TextField id={fid(&format!("chars-{i}"))} label={t.n_chars} class="narrow" inputmode="numeric"
                                    value={chars.clone()} testid="part-transform-chars"
                                    onedit={on_field(Box::new(move |t| parse_chars(t).map(|c| PartEdit::TransformChars(i, c))))} />
                            }
                            if i > 0 {
                                { button(fill(t.move_transform_earlier, &[&n.to_string()]), "↑", "part-transform-up", send, PartEdit::MoveTransform(i, i - 1)) }
                            }
                            { button(fill(t.remove_transform, &[&n.to_string()]), "✕", "part-transform-remove", send, PartEdit::RemoveTransform(i)) }
                        </div>
                    }
                }}
            }
            { button(t.add_transform.to_owned(), t.plus_transform, "part-add-transform", send, PartEdit::AddTransform(TransformKind::Reverse)) }
        </>
    }
}

/// What a hash reads: chosen columns, chosen parts or the rest of the key.
#[allow(clippy::too_many_arguments)]
fn input_editor(
    form: &PartForm,
    (columns, parts): (&[String], &[(PartId, AttrValue)]),
    own: PartId,
    fid: &dyn Fn(&str) -> AttrValue,
    on_select: OnSelect<'_>,
    send: &Send,
    lang: Lang,
) -> Html {
    let t = ui(lang);
    let mut all: Vec<String> = columns.to_vec();
    for c in &form.hashed_columns {
        if !all.contains(c) {
            all.push(c.clone());
        }
    }
    html! {
        <>
            <ChoiceSelect id={fid("hashin")} label={t.hashes} testid="part-hash-input"
                options={options(HashInputKind::ALL, HashInputKind::key, HashInputKind::name, lang)}
                selected={form.hash_input.key()}
                onchange={on_select(|k, cols| HashInputKind::from_key(k).map(|h| PartEdit::HashInput(h, cols.to_vec())))} />
            if form.hash_input == HashInputKind::Columns {
                { checks(&fid("hash"), t.columns_hashed, all.into_iter().map(|c| {
                    let on = form.hashed_columns.contains(&c);
                    (c.clone(), on, PartEdit::HashedColumn(c, !on))
                }).collect(), send) }
            }
            if form.hash_input == HashInputKind::Parts {
                { checks(&fid("hashp"), t.parts_hashed, parts.iter().filter(|(p, _)| *p != own).map(|(p, label)| {
                    let on = form.hashed_parts.contains(p);
                    (label.to_string(), on, PartEdit::HashedPart(*p, !on))
                }).collect(), send) }
            }
        </>
    }
}

/// Checkboxes, each toggling with its edit.
fn checks(id: &AttrValue, legend: &str, items: Vec<(String, bool, PartEdit)>, send: &Send) -> Html {
    html! {
        <fieldset class="column-checks">
            <legend>{ legend }</legend>
            for (i, (name, checked, edit)) in items.into_iter().enumerate() {
                {{
                    let send = send.clone();
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

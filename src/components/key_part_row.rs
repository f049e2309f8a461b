//! One part of the key in the key builder: its kind, source, transform, encoding and
//! separator, showing only the fields that apply.

use std::rc::Rc;

use rowkey_core::analysis::editor::{
    EncodingKind, IntFormatKind, Md5Kind, PartEdit, PartForm, PartKind, ReverseKind, SaltKind,
    StyleKind, TimeKind, TransformKind, form_of, parse_buckets, parse_chars, parse_fill,
    parse_literal, parse_md5_len, parse_seed, parse_separator, parse_width,
};
use rowkey_core::spec::{ByteWidth, KeyPart, PartValue, Salt};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::choice_select::ChoiceSelect;
use crate::components::text_field::TextField;
use crate::hooks::use_dispatch;
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
type FieldParser = Box<dyn Fn(&str) -> Result<PartEdit, String>>;

fn options<T: Copy + 'static>(
    all: &[T],
    key: fn(T) -> &'static str,
    label: fn(T) -> &'static str,
) -> Options {
    all.iter()
        .map(|c| (AttrValue::Static(key(*c)), AttrValue::Static(label(*c))))
        .collect()
}

fn column_options(columns: &[String], current: &str) -> Options {
    let mut out: Options = columns
        .iter()
        .map(|c| (AttrValue::from(c.clone()), AttrValue::from(c.clone())))
        .collect();
    if !current.is_empty() && !columns.iter().any(|c| c == current) {
        out.push((
            AttrValue::from(current.to_owned()),
            AttrValue::from(format!("{current} (not in the sample)")),
        ));
    }
    out
}

/// One key part's editor.
#[component]
#[allow(clippy::too_many_lines)]
pub fn KeyPartRow(props: &KeyPartRowProps) -> Html {
    let dispatch = use_dispatch();
    let id = props.part.id;
    let n = props.index + 1;
    let form: PartForm = form_of(&props.part);
    let fid = |name: &str| AttrValue::from(format!("p{}-{name}", id.0));

    let send = {
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
            Err(message) => Some(message),
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
        <ChoiceSelect id={fid("kind")} label={format!("Part {n}")} testid="part-kind"
            options={options(PartKind::ALL, PartKind::key, PartKind::label)}
            selected={form.kind.key()}
            onchange={on_select(|k, cols| PartKind::from_key(k).map(|kind| PartEdit::Kind(kind, cols.to_vec())))} />
    };

    let separator = html! {
        <TextField id={fid("sep")} label="Separator after" class="narrow" mono=true testid="part-separator"
            value={form.separator.clone()}
            onedit={on_field(Box::new(|t| parse_separator(t).map(PartEdit::Separator)))} />
    };

    let int_editor = |form: &PartForm| {
        html! {
            <>
                <ChoiceSelect id={fid("reverse")} label="Value"
                    options={options(ReverseKind::ALL, ReverseKind::key, ReverseKind::label)}
                    selected={form.reverse.key()}
                    onchange={on_select(|k, _| ReverseKind::from_key(k).map(PartEdit::Reverse))} />
                <ChoiceSelect id={fid("intfmt")} label="Written as" testid="part-int-format"
                    options={options(IntFormatKind::ALL, IntFormatKind::key, IntFormatKind::label)}
                    selected={form.int_format.key()}
                    onchange={on_select(|k, _| IntFormatKind::from_key(k).map(PartEdit::IntFormat))} />
                if form.int_format == IntFormatKind::ZeroPadded {
                    <TextField id={fid("digits")} label="Digits" class="narrow" inputmode="numeric"
                        value={form.int_width.clone()} testid="part-digits"
                        onedit={on_field(Box::new(|t| parse_width(t).map(PartEdit::IntWidth)))} />
                }
                if form.int_format == IntFormatKind::Binary {
                    <ChoiceSelect id={fid("bytes")} label="Bytes"
                        options={vec![("1".into(), "1".into()), ("2".into(), "2".into()), ("4".into(), "4".into()), ("8".into(), "8".into())]}
                        selected={form.binary_width.to_string()}
                        onchange={on_select(|k, _| k.parse().ok().and_then(ByteWidth::new).map(PartEdit::BinaryWidth))} />
                    <ChoiceSelect id={fid("style")} label="Sign"
                        options={options(StyleKind::ALL, StyleKind::key, StyleKind::label)}
                        selected={form.binary_style.key()}
                        onchange={on_select(|k, _| StyleKind::from_key(k).map(PartEdit::BinaryStyle))} />
                }
            </>
        }
    };

    let fields = match form.kind {
        PartKind::Column => html! {
            <>
                <ChoiceSelect id={fid("column")} label="Column" testid="part-column"
                    options={column_options(&props.columns, &form.column)}
                    selected={form.column.clone()}
                    onchange={on_select(|k, _| Some(PartEdit::Column(k.to_owned())))} />
                <ChoiceSelect id={fid("transform")} label="Transform"
                    options={options(TransformKind::ALL, TransformKind::key, TransformKind::label)}
                    selected={form.transform.key()}
                    onchange={on_select(|k, _| TransformKind::from_key(k).map(PartEdit::Transform))} />
                if matches!(form.transform, TransformKind::First | TransformKind::Last) {
                    <TextField id={fid("chars")} label="N" class="narrow" inputmode="numeric"
                        value={form.transform_chars.clone()}
                        onedit={on_field(Box::new(|t| parse_chars(t).map(PartEdit::TransformChars)))} />
                }
                <ChoiceSelect id={fid("encoding")} label="Encoding" testid="part-encoding"
                    options={options(EncodingKind::ALL, EncodingKind::key, EncodingKind::label)}
                    selected={form.encoding.key()}
                    onchange={on_select(|k, _| EncodingKind::from_key(k).map(PartEdit::Encoding))} />
                if form.encoding == EncodingKind::PaddedText {
                    <TextField id={fid("width")} label="Width" class="narrow" inputmode="numeric"
                        value={form.pad_width.clone()} testid="part-width"
                        onedit={on_field(Box::new(|t| parse_width(t).map(PartEdit::PadWidth)))} />
                    <ChoiceSelect id={fid("side")} label="Pad"
                        options={vec![("left".into(), "left".into()), ("right".into(), "right".into())]}
                        selected={if form.pad_left { "left" } else { "right" }}
                        onchange={on_select(|k, _| Some(PartEdit::PadLeft(k == "left")))} />
                    <TextField id={fid("fill")} label="Fill" class="narrow" mono=true
                        value={form.pad_fill.clone()}
                        onedit={on_field(Box::new(|t| parse_fill(t).map(PartEdit::PadFill)))} />
                }
                if form.encoding == EncodingKind::Integer {
                    { int_editor(&form) }
                }
                if form.encoding == EncodingKind::Timestamp {
                    if let Some(time) = form.time {
                        <ChoiceSelect id={fid("time")} label="Column holds"
                            options={options(TimeKind::ALL, TimeKind::key, TimeKind::label)}
                            selected={time.key()}
                            onchange={on_select(|k, _| TimeKind::from_key(k).map(PartEdit::Time))} />
                    }
                    if form.time_number {
                        { int_editor(&form) }
                    }
                }
            </>
        },
        PartKind::Literal => html! {
            <TextField id={fid("literal")} label="Bytes (\\xHH escapes)" mono=true testid="part-literal"
                value={form.literal.clone()}
                onedit={on_field(Box::new(|t| parse_literal(t).map(PartEdit::Literal)))} />
        },
        PartKind::Md5 => {
            let kind = form.md5_kind;
            html! {
                <>
                    { column_checks(&fid("hash"), "Columns hashed", &props.columns, &form.hashed_columns, &send) }
                    <ChoiceSelect id={fid("md5out")} label="Output"
                        options={options(Md5Kind::ALL, Md5Kind::key, Md5Kind::label)}
                        selected={kind.key()}
                        onchange={on_select(|k, _| Md5Kind::from_key(k).map(PartEdit::Md5Kind))} />
                    <TextField id={fid("md5len")} class="narrow" inputmode="numeric" testid="part-md5-len"
                        label={if kind == Md5Kind::Hex { "Hex chars" } else { "Bytes" }}
                        value={form.md5_len.clone()}
                        onedit={on_field(Box::new(move |t| parse_md5_len(t, kind).map(PartEdit::Md5Len)))} />
                </>
            }
        }
        PartKind::Salt => {
            let salt_for_parse = salt.clone();
            html! {
                <>
                    <ChoiceSelect id={fid("salt")} label="Salt" testid="part-salt-kind"
                        options={options(SaltKind::ALL, SaltKind::key, SaltKind::label)}
                        selected={form.salt_kind.key()}
                        onchange={on_select(|k, cols| SaltKind::from_key(k).map(|s| PartEdit::SaltKind(s, cols.to_vec())))} />
                    <TextField id={fid("buckets")} label={format!("Buckets (1–{})", form.max_buckets)} class="narrow"
                        inputmode="numeric" testid="part-buckets"
                        value={form.buckets.clone()}
                        onedit={on_field(Box::new(move |t| match &salt_for_parse {
                            Some(s) => parse_buckets(t, s).map(PartEdit::Buckets),
                            None => Err("not a salt".to_owned()),
                        }))} />
                    if form.salt_kind.uses_seed() {
                        <TextField id={fid("seed")} label="Seed" class="narrow" inputmode="numeric"
                            value={form.seed.clone()}
                            onedit={on_field(Box::new(|t| parse_seed(t).map(PartEdit::Seed)))} />
                    }
                    if form.salt_kind.uses_columns() {
                        { column_checks(&fid("hash"), "Columns hashed", &props.columns, &form.hashed_columns, &send) }
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
                <span class="drag-handle" title="Drag to reorder" aria-hidden="true">{ "⠿" }</span>
                <span class="part-chip" aria-hidden="true">{ n }</span>
                { kind_select }
                <div class="part-actions">
                    <button type="button" aria-label={format!("Move part {n} up")} data-testid="part-up"
                        disabled={props.index == 0} onclick={move_to(props.index.saturating_sub(1))}>{ "↑" }</button>
                    <button type="button" aria-label={format!("Move part {n} down")} data-testid="part-down"
                        disabled={props.index >= last} onclick={move_to(props.index + 1)}>{ "↓" }</button>
                    <button type="button" aria-label={format!("Remove part {n}")} data-testid="part-remove"
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

/// Checkboxes choosing the hashed columns.
fn column_checks(
    id: &AttrValue,
    legend: &str,
    columns: &[String],
    chosen: &[String],
    send: &Rc<impl Fn(PartEdit) + 'static>,
) -> Html {
    let mut all: Vec<String> = columns.to_vec();
    for c in chosen {
        if !all.contains(c) {
            all.push(c.clone());
        }
    }
    html! {
        <fieldset class="column-checks">
            <legend>{ legend }</legend>
            for (i, name) in all.into_iter().enumerate() {
                {{
                    let send = send.clone();
                    let checked = chosen.contains(&name);
                    let box_id = format!("{id}-{i}");
                    let value = name.clone();
                    let onchange = Callback::from(move |e: Event| {
                        let input: HtmlInputElement = e.target_unchecked_into();
                        send(PartEdit::HashedColumn(value.clone(), input.checked()));
                    });
                    html! {
                        <label for={box_id.clone()}>
                            <input id={box_id} type="checkbox" {checked} {onchange} />
                            { name }
                        </label>
                    }
                }}
            }
        </fieldset>
    }
}

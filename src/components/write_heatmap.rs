//! Arrival time × key space: writes per region per time slice as SVG cells.

use rowkey_core::analysis::{Arrival, Heatmap};
use rowkey_core::i18n::{Lang, fill, ui};
use yew::prelude::*;

use crate::components::choice_select::{Choice, choice_select};
use crate::state::Action;

/// What [`write_heatmap`] shows.
pub struct HeatmapView<'a> {
    /// The heatmap geometry, if it could be built.
    pub heatmap: Option<&'a Heatmap>,
    /// The arrival order.
    pub arrival: &'a Arrival,
    /// The sample's columns (to order writes by).
    pub columns: &'a [String],
    /// Why the arrival order could not be built.
    pub error: Option<&'a str>,
}

/// The heatmap and its arrival-order picker. (A function, not a component: it has no state
/// of its own.)
pub fn write_heatmap(props: &HeatmapView<'_>, lang: Lang, dispatch: &Callback<Action>) -> Html {
    let t = ui(lang);
    let dispatch = dispatch.clone();
    let mut options: Vec<(AttrValue, AttrValue)> = vec![("".into(), t.input_order.into())];
    options.extend(props.columns.iter().map(|c| {
        (
            AttrValue::from(c.clone()),
            AttrValue::from(fill(t.by_column, &[c])),
        )
    }));
    let selected: AttrValue = match &props.arrival {
        Arrival::InputOrder => "".into(),
        Arrival::Column { name } => name.clone().into(),
    };
    if !selected.is_empty() && !props.columns.iter().any(|c| **c == *selected) {
        // Keep showing a column the sample no longer has, rather than a wrong "input order".
        options.push((
            selected.clone(),
            AttrValue::from(fill(t.by_missing_column, &[&selected])),
        ));
    }
    let onchange = Callback::from(move |k: String| {
        dispatch.emit(Action::SetArrival(if k.is_empty() {
            Arrival::InputOrder
        } else {
            Arrival::Column { name: k }
        }));
    });
    html! {
        <div class="write-heatmap">
            { choice_select(Choice { id: "arrival".into(), label: t.writes_arrive_in.into(), options, selected,
                testid: Some("arrival".into()), hidden_label: false }, onchange) }
            if let Some(error) = props.error {
                <p class="field-error">{ error.to_owned() }</p>
            }
            if let Some(map) = props.heatmap {
                <div class="frame">
                    <span class="axis y" aria-hidden="true">{ t.heatmap_y }</span>
                    <svg viewBox={map.view_box.clone()} preserveAspectRatio="none" role="img"
                        aria-label={map.summary.get(lang).to_owned()} data-testid="heatmap">
                        <rect class="ground" x="0" y="0" width="100%" height="100%" />
                        for (i, cell) in map.cells.iter().enumerate() {
                            <rect key={i} class="cell" data-testid="heat-cell"
                                x={cell.x.clone()} y={cell.y.clone()} width={cell.width.clone()} height={cell.height.clone()}
                                fill-opacity={cell.opacity.clone()}>
                                <title>{ cell.title.get(lang) }</title>
                            </rect>
                        }
                    </svg>
                    <span class="axis x" aria-hidden="true">{ t.heatmap_x }</span>
                </div>
            } else {
                <p class="note">{ t.no_heatmap }</p>
            }
        </div>
    }
}

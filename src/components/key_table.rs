//! The keys in HBase order next to their source rows.

use std::rc::Rc;

use rowkey_core::sample::Sample;
use rowkey_core::view::KeyTable;
use yew::prelude::*;

/// Props of [`KeyTableView`].
#[derive(Properties, PartialEq)]
pub struct KeyTableViewProps {
    /// The sorted keys.
    pub table: Rc<KeyTable>,
    /// The sample the keys came from (for the original values).
    pub sample: Option<Rc<Sample>>,
}

/// A table: position, key (toStringBinary), length in bytes, and the original row.
#[component]
pub fn KeyTableView(props: &KeyTableViewProps) -> Html {
    let columns: &[String] = props.sample.as_ref().map_or(&[], |s| s.columns());
    html! {
        <div class="key-table">
            <table data-testid="key-table">
                <thead>
                    <tr>
                        <th scope="col" class="num">{ "#" }</th>
                        <th scope="col">{ "Row key" }</th>
                        <th scope="col" class="num">{ "Bytes" }</th>
                        for name in columns {
                            <th scope="col">{ name }</th>
                        }
                    </tr>
                </thead>
                <tbody>
                    for (position, row) in props.table.rows.iter().enumerate() {
                        <tr key={row.source_row} data-testid="key-row">
                            <td class="num">{ position + 1 }</td>
                            <td class="key" data-testid="row-key" title={row.key_hex.clone()}>{ &row.key_text }</td>
                            <td class="num" data-testid="row-key-length">{ row.key.len() }</td>
                            for value in props.sample.as_ref().and_then(|s| s.rows().get(row.source_row)).into_iter().flatten() {
                                <td>{ value }</td>
                            }
                        </tr>
                    }
                </tbody>
            </table>
        </div>
    }
}

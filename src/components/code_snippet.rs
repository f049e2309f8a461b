//! A block of generated code (HBase shell, Java, EXPLAIN) with a copy button. Without the
//! Clipboard API (or without permission), the button selects the text instead.

use web_sys::Element;
use yew::prelude::*;

use crate::browser;
use crate::hooks::use_ui;

/// Props of [`CodeSnippet`].
#[derive(Properties, PartialEq)]
pub struct CodeSnippetProps {
    /// An id for the code block (the button describes it).
    pub id: AttrValue,
    /// What the code is (`HBase shell`).
    pub label: AttrValue,
    /// The code.
    pub code: AttrValue,
    /// A short name for test hooks (`shell`, `java`, `explain`).
    pub kind: AttrValue,
}

/// What the copy button last did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Copied {
    Idle,
    Done,
    Selected,
}

/// Code with a copy button.
#[component]
pub fn CodeSnippet(props: &CodeSnippetProps) -> Html {
    let t = use_ui();
    let code_ref = use_node_ref();
    let status = use_state(|| Copied::Idle);
    {
        let status = status.clone();
        use_effect_with(props.code.clone(), move |_| status.set(Copied::Idle));
    }
    let onclick = {
        let code_ref = code_ref.clone();
        let status = status.clone();
        let code = props.code.to_string();
        Callback::from(move |_: MouseEvent| {
            let Some(element) = code_ref.cast::<Element>() else {
                return;
            };
            let status = status.clone();
            browser::copy_text(code.clone(), element, move |ok| {
                status.set(if ok { Copied::Done } else { Copied::Selected });
            });
        })
    };
    let message = match *status {
        Copied::Idle => "",
        Copied::Done => t.copied,
        Copied::Selected => t.copy_manual,
    };
    html! {
        <div class="code-snippet">
            <div class="snippet-head">
                <span class="snippet-label">{ &props.label }</span>
                <button type="button" class="copy" aria-describedby={props.id.clone()}
                    data-testid={format!("copy-{}", props.kind)} {onclick}>{ t.copy }</button>
                <span class="copy-status" role="status" data-testid="copy-status">{ message }</span>
            </div>
            <pre translate="no" id={props.id.clone()} ref={code_ref} tabindex="0" aria-label={props.label.clone()}
                data-testid={format!("snippet-{}", props.kind)}><code>{ &props.code }</code></pre>
        </div>
    }
}

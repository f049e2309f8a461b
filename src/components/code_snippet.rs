//! A block of generated code (HBase shell, Java, EXPLAIN) with a copy button. Without the
//! Clipboard API (or without permission), the button selects the text instead.

use rowkey_core::i18n::Ui;
use web_sys::Element;
use yew::prelude::*;

use crate::browser;

/// What a code block keeps between renders (its query card holds it, so the block needs no
/// component of its own).
pub struct CodeSnippetState {
    /// The `<pre>` the copy falls back to selecting.
    code_ref: NodeRef,
    /// Whether the last copy worked (`false`: the text was selected instead), until the
    /// code changes.
    status: UseStateHandle<Option<bool>>,
}

/// The state of a [`code_snippet`] showing `code` (empty while none is shown).
#[hook]
pub fn use_code_snippet(code: &AttrValue) -> CodeSnippetState {
    let code_ref = use_node_ref();
    let status = use_state(|| None::<bool>);
    {
        let status = status.clone();
        use_effect_with(code.clone(), move |_| status.set(None));
    }
    CodeSnippetState { code_ref, status }
}

/// What a [`code_snippet`] shows.
pub struct Snippet {
    /// An id for the code block (the button describes it).
    pub id: AttrValue,
    /// What the code is (`HBase shell`).
    pub label: &'static str,
    /// The code.
    pub code: AttrValue,
    /// A short name for test hooks (`shell`, `java`, `explain`).
    pub kind: &'static str,
}

/// Code with a copy button.
pub fn code_snippet(props: &Snippet, state: &CodeSnippetState, t: &Ui) -> Html {
    let CodeSnippetState { code_ref, status } = state;
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
                status.set(Some(ok));
            });
        })
    };
    let message = match **status {
        None => "",
        Some(true) => t.copied,
        Some(false) => t.copy_manual,
    };
    html! {
        <div class="code-snippet">
            <div class="snippet-head">
                <span class="snippet-label">{ props.label }</span>
                <button type="button" class="copy" aria-describedby={props.id.clone()}
                    data-testid={format!("copy-{}", props.kind)} {onclick}>{ t.copy }</button>
                <span class="copy-status" role="status" data-testid="copy-status">{ message }</span>
            </div>
            <pre translate="no" id={props.id.clone()} ref={code_ref.clone()} tabindex="0" aria-label={props.label}
                data-testid={format!("snippet-{}", props.kind)}><code>{ &props.code }</code></pre>
        </div>
    }
}

//! The worker seam: runs [`rowkey_core::protocol::Engine`] in a web worker, or in this thread
//! where no worker can start, behind one [`Bridge`] that speaks the core's typed protocol.
//!
//! # Why the same wasm module, not a second binary
//!
//! `gloo-worker` / `yew-agent` with Trunk's `data-type="worker"` would build a second wasm
//! binary holding a second copy of the whole core (parsing, encoding, planning, md5, serde):
//! well over 100 KB gzipped more to download, against a bundle budget of 350 KB. Instead
//! `worker.js` (copied unhashed by Trunk, spawned with the relative path `"worker.js"` so it
//! works under `/rowkey-playground/`) receives the page's own hashed js and wasm URLs,
//! `import()`s the same glue and instantiates the same module (the browser cache serves it),
//! then calls [`analysis_worker_message`] with each request. `main` does nothing there:
//! a worker has no `window`. The worker is spawned at the first large analysis, so a page
//! that only ever shows small samples never loads it.
//!
//! # Supersession
//!
//! One analysis runs in the worker at a time. Newer requests wait in one slot (the newest
//! replaces the older: a burst of edits costs at most one extra analysis). When a request
//! waits behind an analysis that has already run for [`RESTART_AFTER_MS`], the worker is
//! terminated and a new one is spawned: the wasm module comes from the cache and the sample
//! is read again, which costs far less than finishing a multi-second analysis nobody wants.
//!
//! # Fallback
//!
//! When `Worker` is missing, fails to construct, or its script or module fails to load, the
//! same requests go to an [`Engine`] in this thread (and the one waiting is replayed there).

use std::cell::RefCell;
use std::rc::Rc;

use rowkey_core::analysis::{Inputs, Settings, ViewFilter};
use rowkey_core::protocol::{Engine, Lines, Request, Response};
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::{Closure, wasm_bindgen};
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::row_cache::PREFETCH;

/// A request that waits behind a running analysis for longer than this (in milliseconds)
/// restarts the worker instead of waiting for the analysis to finish.
pub const RESTART_AFTER_MS: f64 = 400.0;

thread_local! {
    /// The engine of the worker instance (unused on the page).
    static WORKER_ENGINE: RefCell<Engine> = RefCell::new(Engine::default());
}

/// The worker's entry point (called by `worker.js`): handles one JSON [`Request`] and posts
/// each binary [`Response`] (a `Uint8Array`) through `post` as soon as it is ready, progress first.
#[wasm_bindgen]
pub fn analysis_worker_message(message: &[u8], post: &js_sys::Function) {
    let Ok(request) = Request::from_bytes(message) else {
        return;
    };
    WORKER_ENGINE.with(|engine| {
        engine.borrow_mut().handle(request, &mut |response| {
            let bytes = js_sys::Uint8Array::from(response.to_bytes().as_slice());
            let _ = post.call1(&JsValue::NULL, &bytes);
        });
    });
}

/// A request as the worker reads it: its bytes ([`Request::to_bytes`]) in a `Uint8Array`.
fn request_message(request: &Request) -> JsValue {
    js_sys::Uint8Array::from(request.to_bytes().as_slice()).into()
}

/// Where the engine runs.
enum Backend {
    Worker(WorkerHandle),
    Local,
}

struct WorkerHandle {
    worker: Worker,
    _onmessage: Closure<dyn FnMut(MessageEvent)>,
    _onerror: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for WorkerHandle {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

struct Inner {
    backend: Backend,
    /// Whether large analyses should go to a worker (it is spawned at the first one, so a
    /// page that never analyses a large sample never loads it).
    want_worker: bool,
    on_response: Rc<dyn Fn(Response)>,
    /// The in-thread engine: small samples, and everything when there is no worker.
    local: Engine,
    /// The inputs whose sample each engine holds (so a sample is sent only when it changed).
    local_sample: Option<Rc<Inputs>>,
    worker_sample: Option<Rc<Inputs>>,
    /// The analysis running in the worker, and when it was sent.
    running: Option<(u64, Rc<Inputs>, f64)>,
    /// The newest request waiting for the worker.
    waiting: Option<(u64, Rc<Inputs>)>,
    /// Which engine holds the rows of analysis `id` (true: the worker).
    rows_in_worker: Option<(u64, bool)>,
    /// The lines the sorted view shows, with a margin: each analysis sends them with its
    /// result, so the view shows the new rows without a second round trip.
    lines: Option<Lines>,
}

fn same_sample(held: Option<&Rc<Inputs>>, inputs: &Rc<Inputs>) -> bool {
    held.is_some_and(|h| Rc::ptr_eq(h, inputs) || h.sample == inputs.sample)
}

/// The page's handle on the analysis engine. Cheap to clone.
#[derive(Clone)]
pub struct Bridge {
    inner: Rc<RefCell<Inner>>,
}

impl std::fmt::Debug for Bridge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Bridge")
    }
}

impl PartialEq for Bridge {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

impl Bridge {
    /// A bridge whose answers go to `on_response`. With `use_worker`, it spawns the worker
    /// (falling back to this thread if it cannot); without, everything runs in this thread.
    pub fn new(use_worker: bool, on_response: Rc<dyn Fn(Response)>) -> Self {
        Self {
            inner: Rc::new(RefCell::new(Inner {
                backend: Backend::Local,
                want_worker: use_worker,
                on_response,
                local: Engine::default(),
                local_sample: None,
                worker_sample: None,
                running: None,
                waiting: None,
                rows_in_worker: None,
                lines: None,
            })),
        }
    }

    /// Whether large analyses go to a worker: one is running (or loading), or none has
    /// been needed yet and none has failed.
    pub fn has_worker(&self) -> bool {
        let inner = self.inner.borrow();
        inner.want_worker || matches!(inner.backend, Backend::Worker(_))
    }

    fn worker_running(&self) -> bool {
        matches!(self.inner.borrow().backend, Backend::Worker(_))
    }

    /// Analyses `inputs` as request `id`: in this thread and at once when `in_thread` (or
    /// there is no worker), else in the worker, superseding what waits there.
    pub fn analyze(&self, id: u64, inputs: &Rc<Inputs>, in_thread: bool) {
        if in_thread || !self.has_worker() {
            self.analyze_here(id, inputs);
            return;
        }
        if !self.worker_running() {
            self.spawn();
            if !self.worker_running() {
                self.analyze_here(id, inputs);
                return;
            }
        }
        let restart = {
            let mut inner = self.inner.borrow_mut();
            match &inner.running {
                None => false,
                Some((_, _, started)) => {
                    let started = *started;
                    inner.waiting = Some((id, inputs.clone()));
                    js_sys::Date::now() - started > RESTART_AFTER_MS
                }
            }
        };
        if restart {
            // The running analysis is superseded: drop it with its worker.
            self.spawn();
            self.send_waiting();
        } else if self.inner.borrow().running.is_none() {
            self.send_to_worker(id, inputs);
        }
    }

    fn analyze_here(&self, id: u64, inputs: &Rc<Inputs>) {
        let responses = {
            let mut inner = self.inner.borrow_mut();
            let mut out = Vec::new();
            if !same_sample(inner.local_sample.as_ref(), inputs) {
                inner.local_sample = Some(inputs.clone());
                inner.local.handle(
                    Request::Sample {
                        source: inputs.sample.clone(),
                    },
                    &mut |r| out.push(r),
                );
            }
            let request = Request::Analyze {
                id,
                settings: Settings::of(inputs),
                lines: inner.lines,
            };
            inner.local.handle(request, &mut |r| out.push(r));
            inner.rows_in_worker = Some((id, false));
            out
        };
        self.deliver(responses);
    }

    /// Notes that the sorted view of analysis `analysis` under `filter` shows lines `shown`
    /// (the next analysis sends them, with a margin, with its result) and asks for lines
    /// `ask`, if any: the answer comes as a [`Response::Rows`] (at once when the rows are in
    /// this thread).
    pub fn rows(
        &self,
        analysis: u64,
        filter: ViewFilter,
        shown: &std::ops::Range<usize>,
        ask: Option<std::ops::Range<usize>>,
    ) {
        self.inner.borrow_mut().lines = Some(Lines {
            filter,
            start: shown.start.saturating_sub(PREFETCH),
            end: shown.end.saturating_add(PREFETCH),
        });
        let Some(range) = ask else {
            return;
        };
        let request = Request::Rows {
            analysis,
            filter,
            start: range.start,
            end: range.end,
        };
        let in_worker = {
            let inner = self.inner.borrow();
            match inner.rows_in_worker {
                Some((id, in_worker)) if id == analysis => in_worker,
                _ => return,
            }
        };
        if in_worker {
            if let Backend::Worker(handle) = &self.inner.borrow().backend {
                let _ = handle.worker.post_message(&request_message(&request));
            }
            return;
        }
        let mut out = Vec::new();
        self.inner
            .borrow_mut()
            .local
            .handle(request, &mut |r| out.push(r));
        self.deliver(out);
    }

    fn deliver(&self, responses: Vec<Response>) {
        let on_response = self.inner.borrow().on_response.clone();
        for response in responses {
            on_response(response);
        }
    }

    fn send_to_worker(&self, id: u64, inputs: &Rc<Inputs>) {
        let mut inner = self.inner.borrow_mut();
        let Backend::Worker(handle) = &inner.backend else {
            return;
        };
        let worker = handle.worker.clone();
        if !same_sample(inner.worker_sample.as_ref(), inputs) {
            let request = Request::Sample {
                source: inputs.sample.clone(),
            };
            let _ = worker.post_message(&request_message(&request));
            inner.worker_sample = Some(inputs.clone());
        }
        let request = Request::Analyze {
            id,
            settings: Settings::of(inputs),
            lines: inner.lines,
        };
        let _ = worker.post_message(&request_message(&request));
        inner.running = Some((id, inputs.clone(), js_sys::Date::now()));
    }

    fn send_waiting(&self) {
        let waiting = self.inner.borrow_mut().waiting.take();
        if let Some((id, inputs)) = waiting {
            if self.worker_running() {
                self.send_to_worker(id, &inputs);
            } else {
                self.analyze_here(id, &inputs);
            }
        }
    }

    /// A message from the worker: a binary response (`Uint8Array`), or `{ready}` / `{failed}` from `worker.js`.
    fn on_worker_message(&self, data: &JsValue) {
        if let Some(bytes) = data.dyn_ref::<js_sys::Uint8Array>() {
            let Ok(response) = Response::from_bytes(&bytes.to_vec()) else {
                return;
            };
            let mut next = false;
            if let Response::Done { id, .. } = &response {
                let mut inner = self.inner.borrow_mut();
                if inner.running.as_ref().is_some_and(|(r, _, _)| r == id) {
                    inner.running = None;
                    next = inner.waiting.is_some();
                }
                // Ids only grow: an older answer never takes the rows from a newer one.
                if inner.rows_in_worker.is_none_or(|(shown, _)| *id > shown) {
                    inner.rows_in_worker = Some((*id, true));
                }
            }
            self.deliver(vec![response]);
            if next {
                self.send_waiting();
            }
        } else if js_sys::Reflect::has(data, &JsValue::from_str("failed")).unwrap_or(false) {
            self.fall_back();
        }
    }

    /// The worker cannot run: from now on everything runs in this thread, starting with the
    /// request it had (or the newer one waiting).
    fn fall_back(&self) {
        {
            let mut inner = self.inner.borrow_mut();
            inner.want_worker = false;
            // Called from the worker's own handlers: drop them after they return.
            if let Backend::Worker(old) = std::mem::replace(&mut inner.backend, Backend::Local) {
                old.worker.terminate();
                gloo_timers::callback::Timeout::new(0, move || drop(old)).forget();
            }
            inner.worker_sample = None;
            if let Some((id, inputs, _)) = inner.running.take()
                && inner.waiting.is_none()
            {
                inner.waiting = Some((id, inputs));
            }
        }
        self.send_waiting();
    }

    /// Spawns the worker (replacing any previous one) and sends it the module's URLs.
    fn spawn(&self) {
        let Some(worker) = start_worker() else {
            let mut inner = self.inner.borrow_mut();
            inner.backend = Backend::Local;
            inner.want_worker = false;
            return;
        };
        let weak = Rc::downgrade(&self.inner);
        let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(inner) = weak.upgrade() {
                Bridge { inner }.on_worker_message(&event.data());
            }
        });
        let weak = Rc::downgrade(&self.inner);
        let onerror = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
            if let Some(inner) = weak.upgrade() {
                Bridge { inner }.fall_back();
            }
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        let mut inner = self.inner.borrow_mut();
        inner.backend = Backend::Worker(WorkerHandle {
            worker,
            _onmessage: onmessage,
            _onerror: onerror,
        });
        inner.worker_sample = None;
        inner.running = None;
        if inner.rows_in_worker.is_some_and(|(_, w)| w) {
            inner.rows_in_worker = None;
        }
    }
}

/// Starts `worker.js` (relative to the page's base URL) and tells it where the page's js
/// glue and wasm are; `None` where workers are unavailable.
fn start_worker() -> Option<Worker> {
    let document = web_sys::window()?.document()?;
    let meta = document
        .query_selector("meta[name=\"rowkey-wasm\"]")
        .ok()??;
    let base = document.base_uri().ok()??;
    let absolute = |attr: &str| -> Option<String> {
        let path = meta.get_attribute(attr)?;
        web_sys::Url::new_with_base(&path, &base)
            .ok()
            .map(|u| u.href())
    };
    let (js, wasm) = (absolute("data-js")?, absolute("data-wasm")?);
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    // Relative: resolved against <base>, so it works under /rowkey-playground/.
    let worker = Worker::new_with_options("worker.js", &options).ok()?;
    let init = js_sys::Object::new();
    js_sys::Reflect::set(&init, &"init".into(), &JsValue::TRUE).ok()?;
    js_sys::Reflect::set(&init, &"js".into(), &js.into()).ok()?;
    js_sys::Reflect::set(&init, &"wasm".into(), &wasm.into()).ok()?;
    // The page's compiled module too: the worker instantiates it without compiling the
    // wasm again, and the two instances share its machine code. Where a module cannot be
    // posted, the worker compiles the (cached) file itself.
    js_sys::Reflect::set(&init, &"module".into(), &wasm_bindgen::module()).ok()?;
    if worker.post_message(&init).is_err() {
        js_sys::Reflect::delete_property(&init, &"module".into()).ok()?;
        worker.post_message(&init).ok()?;
    }
    Some(worker)
}

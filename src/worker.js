// The analysis worker. It runs the page's own wasm module (no second binary): the page
// posts { init, js, wasm, module } with its hashed glue and wasm URLs and its compiled
// WebAssembly.Module, this worker imports the same glue and instantiates that module (no
// second compilation; without `module`, it loads the wasm file, served from the browser
// cache), then hands every
// request (the bytes of a rowkey_core::protocol request, in a Uint8Array) to the exported
// analysis_worker_message, which posts the binary responses (bytes in a Uint8Array of
// their own, transferred rather than copied) back. The module's `main` does
// nothing here: a worker has no `window`. If loading fails, the page is told ({ failed })
// and runs the analysis itself.
let handle = null;
const queued = [];
self.onmessage = (event) => {
  const data = event.data;
  if (data instanceof Uint8Array) {
    if (handle) handle(data);
    else queued.push(data);
  } else if (data && data.init) {
    start(data.js, data.module ?? data.wasm);
  }
};
async function start(js, wasm) {
  try {
    const glue = await import(js);
    await glue.default({ module_or_path: wasm });
    const post = (bytes) => self.postMessage(bytes, [bytes.buffer]);
    handle = (bytes) => glue.analysis_worker_message(bytes, post);
    self.postMessage({ ready: true });
    for (const bytes of queued.splice(0)) handle(bytes);
  } catch (error) {
    self.postMessage({ failed: String(error) });
  }
}

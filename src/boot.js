// Starts the app. Trunk's default loader is an inline <script>, which the page's
// Content-Security-Policy forbids (script-src 'self'): Trunk.toml's `pattern_script` writes
// the hashed file names into <meta name="rowkey-wasm"> instead, and this same-origin module
// loads them. If loading fails, the page says so instead of staying blank.
// The crash banner's Reload button (src/crash.rs): plain JS, so it works even when the wasm
// instance no longer does.
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('[data-reload]')) location.reload();
});
const meta = document.querySelector('meta[name="rowkey-wasm"]');
try {
  const { default: init } = await import(meta.dataset.js);
  await init({ module_or_path: meta.dataset.wasm });
} catch (error) {
  const p = document.createElement('p');
  p.setAttribute('role', 'alert');
  p.textContent = `RowKey Playground could not start (${error}). Reload the page to try again.`;
  document.body.append(p);
  throw error;
}

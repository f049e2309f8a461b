// Starts the app. Trunk's default loader is an inline <script>, which the page's
// Content-Security-Policy forbids (script-src 'self'): Trunk.toml's `pattern_script` writes
// the hashed file names into <meta name="rowkey-wasm"> instead, and this same-origin module
// loads them. If loading fails, the page says so instead of staying blank.
// The crash banner's Reload button (src/crash.rs): plain JS, so it works even when the wasm
// instance no longer does.
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('[data-reload]')) location.reload();
});
// The language the app will open in (as src/app.rs picks it: a stored choice, else the
// browser's; any `zh` tag is Chinese), so index.html's static header shows it until then.
try {
  const tag = localStorage.getItem('rowkey-playground/lang') ?? navigator.language ?? '';
  document.documentElement.lang = /^zh(?:[-_]|$)/i.test(tag) ? 'zh-CN' : 'en';
} catch {
  // Storage may be disabled: the app falls back to the browser's language itself.
  if (/^zh(?:[-_]|$)/i.test(navigator.language ?? '')) document.documentElement.lang = 'zh-CN';
}
// The colour theme chosen earlier (src/components/view_switch.rs), before the first paint.
try {
  const theme = localStorage.getItem('rowkey-playground/theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage may be disabled: the page follows the system's theme.
}
const meta = document.querySelector('meta[name="rowkey-wasm"]');
try {
  const { default: init } = await import(meta.dataset.js);
  await init({ module_or_path: meta.dataset.wasm });
} catch (error) {
  // In the language the static header shows, under it (the shell's padding applies).
  const p = document.createElement('p');
  p.setAttribute('role', 'alert');
  p.className = 'boot-failure';
  p.textContent = document.documentElement.lang === 'zh-CN'
    ? `RowKey 游乐场无法启动（${error}）。请重新加载页面再试。`
    : `RowKey Playground could not start (${error}). Reload the page to try again.`;
  (document.querySelector('[data-boot-shell]') ?? document.body).append(p);
  throw error;
}
// The offline cache (src/sw.js), scoped to the page's directory, once the app has started (its
// files are then in the HTTP cache, and a first visit's downloads are not shared); one worker
// per build (the hashed wasm file's name), so that a new deploy installs a new one, which
// takes over.
if ('serviceWorker' in navigator) {
  const build = meta.dataset.wasm.split('/').pop();
  navigator.serviceWorker.register(`sw.js?v=${encodeURIComponent(build)}`, { scope: './' }).catch(() => {
    // No offline copy (private mode, storage refused): the page works online as before.
  });
}

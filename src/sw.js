// The offline cache: a service worker scoped to the page's directory (the GitHub Pages
// sub-path). src/boot.js registers it as `sw.js?v=BUILD`, BUILD being the hashed wasm file's
// name, so a new deploy is a new worker: it installs beside the old one, fetching the new
// page and every file it names, then takes over at once (the next load runs the new page;
// the app says so once, src/browser.rs). One cache per build; the old ones are deleted.
//
// * The page itself (a navigation, with any query or #lesson link): the network first, so
//   an online visit always gets the newest deploy; offline, the cached page.
// * Everything else under the scope (hashed wasm, js, css; worker.js): the cache first,
//   else the network, and kept.
const BUILD = new URL(self.location.href).searchParams.get('v') ?? '';
const CACHE = `rowkey-playground/${BUILD}`;
const SCOPE = new URL(self.registration.scope);
const PAGE = new URL('./', SCOPE).href;

/** Whether `url` is one of the app's own files (same origin, under the scope). */
const ours = (url) => url.origin === SCOPE.origin && url.pathname.startsWith(SCOPE.pathname);

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const page = await fetch(PAGE, { cache: 'no-cache' });
    if (!page.ok) throw new Error(`${PAGE}: ${page.status}`);
    const html = await page.clone().text();
    // Every file the page names (stylesheet, glue, wasm, boot module), and the worker.
    const files = new Set([new URL('worker.js', SCOPE).href]);
    for (const [, ref] of html.matchAll(/(?:href|src|data-js|data-wasm)="?([^"\s>]+)/g)) {
      const url = new URL(ref, PAGE);
      if (ours(url) && url.href !== PAGE && !url.href.startsWith('data:')) files.add(url.href);
    }
    await cache.put(PAGE, page);
    await cache.addAll([...files]);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('rowkey-playground/') && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || !ours(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith((async () => {
      try {
        const fresh = await fetch(request);
        if (fresh.ok && url.pathname === SCOPE.pathname) {
          const cache = await caches.open(CACHE);
          await cache.put(PAGE, fresh.clone());
        }
        return fresh;
      } catch (error) {
        const cached = await caches.match(PAGE, { cacheName: CACHE }) ?? await caches.match(PAGE);
        if (cached) return cached;
        throw error;
      }
    })());
    return;
  }
  event.respondWith((async () => {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    const fresh = await fetch(request);
    if (fresh.ok) {
      const cache = await caches.open(CACHE);
      await cache.put(request, fresh.clone());
    }
    return fresh;
  })());
});

// Lighthouse performance score of the release build, served gzip-compressed under
// /rowkey-playground/ as GitHub Pages serves it, in Debian's headless Chromium with
// Lighthouse's default mobile settings (simulated slow 4G and a 4× slower CPU).
// Usage: node lighthouse.mjs [DIST]  (run by make bench; Lighthouse lives in .ci/lighthouse)
import { serveDist } from './fixtures/server.mjs';
import { CHROMIUM_ARGS } from './fixtures/browser.mjs';

const modules = new URL('../../.ci/lighthouse/node_modules/', import.meta.url);
const { default: lighthouse } = await import(new URL('lighthouse/core/index.js', modules).href);
const chromeLauncher = await import(new URL('chrome-launcher/dist/index.js', modules).href);

const server = await serveDist(process.argv[2] ?? process.env.DIST ?? '../../dist', { gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  const result = await lighthouse(server.baseURL, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  const { categories, audits } = result.lhr;
  const ms = (id) => `${Math.round(audits[id].numericValue)} ms`;
  console.log(`Lighthouse performance score: ${Math.round(categories.performance.score * 100)} (target: >= 95)`);
  console.log(
    `  first contentful paint ${ms('first-contentful-paint')}, largest contentful paint ${ms('largest-contentful-paint')}, ` +
      `total blocking time ${ms('total-blocking-time')}, speed index ${ms('speed-index')}, ` +
      `cumulative layout shift ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`,
  );
  console.log(`  transferred: ${Math.round(audits['total-byte-weight'].numericValue / 1024)} KiB`);
} finally {
  await chrome.kill();
  await server.close();
}

// English and Simplified Chinese: the page follows the browser's language, the switch
// changes every visible word, and in Chinese no English prose remains outside data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

/**
 * English prose left on the page: words of three or more letters, not HBase or Java
 * terms, not code (identifiers with `_`, digits, dots or inner capitals) and not words of
 * the data on show (inside `translate="no"`: keys, values, column names, code). Visible
 * text, option labels, and the aria-label, title and placeholder attributes all count.
 */
function englishLeft() {
  const TERMS = new Set([
    'HBase', 'Region', 'RowKey', 'Phoenix', 'HBaseWD', 'Java', 'Shell', 'Long', 'Integer', 'Bytes',
    'GET', 'SCAN', 'PREFIX', 'RANGE', 'FULL', 'BUCKET', 'EXPLAIN', 'JSON', 'CSV', 'TSV', 'UTF',
    'MAX', 'AND', 'BETWEEN', 'SPLITS', 'NUMREGIONS', 'SPLITALGO', 'SALT', 'BUCKETS', 'Ctrl',
    'UTC', 'CLIENT', 'PARALLEL', 'WAY', 'OVER', 'SERVER', 'FILTER', 'SKIP', 'RANGES', 'ROW',
    'LIMIT', 'ROWS', 'GB', 'MB', 'KB', 'md', 'xHH', 'toStringBinary', 'toBytesBinary',
    'FuzzyRowFilter', 'PrefixFilter', 'SingleColumnValueFilter', 'English', 'RowKey', 'Scan',
    'scan', 'get', 'put', 'shell', 'pack', 'substr', 'str', 'pad', 'hash', 'reverse', 'random',
    'md5', 'MD5', 'Twitter', 'tele', 'idcard', 'MAX_VALUE', 'createTable', 'startKey', 'endKey',
    'numRegions', 'DecimalStringSplit', 'HexStringSplit', 'UniformSplit', 'LSM', 'HFile',
    // Technical words Chinese engineers write as they are: Unix epoch times, hex, date patterns.
    'epoch', 'hex', 'yyyy',
    // Names of what a live layout is copied from: the hbase:meta table, the Master UI.
    'hbase', 'meta', 'Master',
    // The Deploy area's products and their commands: Cloud Bigtable and its cbt tool, the
    // gcloud row key schema file, the key builders' languages.
    'Bigtable', 'cbt', 'gcloud', 'schema', 'Python',
    // Identifiers the design notes themselves write inside Chinese text (the presets quote them).
    'uid', 'timestamp', 'phone', 'name', 'prefix', 'long', 'key', 'delta', 'binary', 'int',
    'salt', 'tele', 'byte', 'archives', 'idcard', 'user', 'users', 'follows', 'ffffffff', 'cccccccc',
    // The typed lessons' column names and the Bigtable OrderedCode types and library they quote.
    'host', 'created', 'device', 'reading', 'String', 'orderedcode',
  ]);
  const skip = (el) => el?.closest('[translate="no"], script, style, noscript, textarea');
  const data = new Set();
  for (const el of document.querySelectorAll('[translate="no"]')) {
    for (const w of el.textContent.match(/[A-Za-z]+/g) ?? []) data.add(w);
  }
  const found = [];
  const check = (text, where) => {
    for (const token of text.match(/[A-Za-z_$][A-Za-z0-9_$.]*/g) ?? []) {
      if (!/^[A-Za-z][a-z]{2,}$/.test(token)) continue; // code, acronyms, short words
      if (TERMS.has(token) || data.has(token)) continue;
      found.push(`${token} in "${text.trim().slice(0, 80)}" (${where})`);
    }
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || skip(el)) continue;
    const where = el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.tagName;
    check(node.textContent, where);
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (skip(el)) continue;
    for (const attr of ['aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(attr);
      if (value && attr !== 'placeholder') check(value, `${attr} of ${el.getAttribute('data-testid') ?? el.tagName}`);
    }
  }
  return found;
}

test('the page follows a Chinese browser, and the switch turns it back to English', async () => {
  const context = await session.browser.newContext({ baseURL: session.server.baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  const playground = new PlaygroundPage(page);
  await playground.open();
  assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
  assert.equal(await page.getByTestId('lang-zh-CN').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('h1').textContent(), 'RowKey 游乐场');
  // The first-visit design names its queries in the page's language.
  assert.equal(await page.getByTestId('query-name').first().inputValue(), 'uid 与 phone');
  await page.getByTestId('lang-en').click();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  assert.equal(await page.locator('h1').textContent(), 'RowKey Playground');
  // The choice is remembered over the browser's language.
  await page.reload();
  await playground.keyRows.first().waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  await context.close();
});

test('in Chinese, no English prose remains outside data: default page, gallery, lesson and tour', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const { page } = playground;
  await page.getByTestId('lang-zh-CN').click();
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  const states = {
    'default page': async () => {},
    'heatmap': async () => page.getByTestId('show-heatmap').click(),
    'gallery': async () => page.getByTestId('open-gallery').click(),
    'lesson with tour': async () => {
      await page.getByTestId('open-time-first-hash-prefix-before').click();
      await page.getByTestId('tour-start').click();
      await page.getByTestId('tour-callout').waitFor();
    },
    'generated data': async () => page.getByTestId('use-generated').click(),
  };
  const problems = [];
  for (const [name, enter] of Object.entries(states)) {
    await enter();
    await page.waitForTimeout(400); // past the analysis debounce
    for (const left of await page.evaluate(englishLeft)) problems.push(`${name}: ${left}`);
  }
  assert.deepEqual(problems, []);
});

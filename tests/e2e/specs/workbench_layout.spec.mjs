// The page as a live workbench (issue 20). On a wide screen, while the key is being edited,
// the key builder, the region chart, the first query's range strip and the first sorted keys
// are all on the first screen, without scrolling the page or switching tabs. On a phone,
// nothing scrolls sideways and no label of the split editor or the generator form is cut or
// lies over another.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

/**
 * What of the workbench is not fully on screen: each box must be inside the viewport and
 * inside every ancestor that clips (an area scrolling inside itself), or it is hidden there.
 * Runs in the page; returns one line per problem, empty when everything is seen whole.
 */
function notOnScreen() {
  const q = (testid, within = document) => within.querySelector(`[data-testid="${testid}"]`);
  const rows = [...document.querySelectorAll('[data-testid="area-sorted"] [data-testid="key-row"]')];
  const elements = [
    ['key parts', q('key-parts', q('area-builder'))],
    ['region chart', q('region-chart')],
    ['first query strip', q('query-strip')],
    ['first sorted key', rows[0]],
    ['second sorted key', rows[1]],
  ];
  const problems = [];
  for (const [name, el] of elements) {
    if (!el) {
      problems.push(`${name}: missing`);
      continue;
    }
    const r = el.getBoundingClientRect();
    const box = `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
    if (r.width === 0 || r.height === 0) problems.push(`${name}: empty box`);
    if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) {
      problems.push(`${name}: ${box} outside the ${innerWidth}×${innerHeight} viewport`);
    }
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const c = p.getBoundingClientRect();
      const top = c.top + p.clientTop;
      const left = c.left + p.clientLeft;
      if (r.left < left - 0.5 || r.top < top - 0.5 || r.right > left + p.clientWidth + 0.5
        || r.bottom > top + p.clientHeight + 0.5) {
        const where = p.closest('[data-testid]')?.getAttribute('data-testid') ?? p.className;
        problems.push(`${name}: ${box} hidden by the scrolling ${where}`);
      }
    }
  }
  return problems;
}

for (const [width, height] of [[1280, 720], [1920, 1080]]) {
  for (const locale of ['en-US', 'zh-CN']) {
    test(`at ${width}×${height} (${locale}) the builder, region chart, first strip and first sorted keys are on the first screen while the key is edited`, async () => {
      const page = await session.newPage({ viewport: { width, height }, locale });
      const playground = new PlaygroundPage(page);
      await playground.open();
      await page.getByTestId('query-strip').first().waitFor();
      // Edit the key: a separator after the first part; its keys reach the sorted view.
      await playground.keyParts.first().getByTestId('part-separator').fill('#');
      await page.waitForFunction(() => document.querySelector('[data-testid="row-key"]')?.textContent.includes('#'));
      const problems = await page.evaluate(notOnScreen);
      assert.deepEqual(problems, []);
      assert.deepEqual(await page.evaluate(() => [scrollX, scrollY]), [0, 0], 'the page did not scroll');
      await page.context().close();
    });
  }
}

/**
 * The visible labels (and fields) under `selector` that are cut (wider content than box, or
 * beyond the screen's edge) or that overlap another one. Visually hidden labels (for screen
 * readers) are left out.
 */
async function labelProblems(page, selector) {
  return page.evaluate((selector) => {
    const problems = [];
    const root = document.querySelector(selector);
    if (!root) return [`${selector}: missing`];
    const shown = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 2 && r.height > 2;
    };
    const name = (el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.id || el.name).trim().slice(0, 30)}"`;
    const labels = [...root.querySelectorAll('label, th')].filter(shown);
    for (const label of labels) {
      if (label.scrollWidth > label.clientWidth + 0.5) {
        problems.push(`${name(label)} is cut: ${label.scrollWidth} > ${label.clientWidth} px`);
      }
      const r = label.getBoundingClientRect();
      if (r.left < 0 || r.right > innerWidth) problems.push(`${name(label)} runs off the screen`);
    }
    const boxes = [...labels, ...[...root.querySelectorAll('input, select, textarea, button')].filter(shown)];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        if (a.contains(b) || b.contains(a)) continue;
        const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        if (ra.left < rb.right - 0.5 && rb.left < ra.right - 0.5 && ra.top < rb.bottom - 0.5 && rb.top < ra.bottom - 0.5) {
          problems.push(`${name(a)} overlaps ${name(b)}`);
        }
      }
    }
    return problems;
  }, selector);
}

for (const locale of ['en-US', 'zh-CN']) {
  test(`on a 390×844 phone (${locale}) nothing scrolls sideways and the split editor's and generator's labels are whole and apart`, async () => {
    const page = await session.newPage({ viewport: { width: 390, height: 844 }, locale });
    const playground = new PlaygroundPage(page);
    await playground.open();
    await page.getByTestId('query-strip').first().waitFor();
    const sideways = () => page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    const [scrollWidth, innerWidth] = await sideways();
    assert.ok(scrollWidth <= innerWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px viewport`);
    assert.deepEqual(await labelProblems(page, '.generator-form'), []);
    for (const mode of ['numregions', 'range', 'salt']) {
      await page.getByTestId('split-mode').selectOption(mode);
      assert.deepEqual(await labelProblems(page, '.split-editor'), [], mode);
      assert.ok((await sideways())[0] <= innerWidth, mode);
    }
    await page.context().close();
  });
}

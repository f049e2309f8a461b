// A class at 1280×720 (issue 34 items 3, 4 and 5): a tour point that talks about a query
// shows that query's card, highlighted, with the code behind a disclosure so a card fits the
// screen; opening a lesson or its fix lands on the lesson bar; a lesson the student changed
// says so, offers its design back, and marks the tour texts written for the lesson's design.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

/**
 * Whether the element `selector` (within `within`, if given) is wholly on screen: inside
 * the viewport and inside every scrolling box around it (the page's panels scroll inside
 * themselves), measured by bounding boxes.
 */
function whollyVisible({ selector, within }) {
  const root = within ? document.querySelector(within) : document;
  const el = root?.querySelector(selector);
  if (!el) return false;
  const r = el.getBoundingClientRect();
  if (r.height === 0 || r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) return false;
  for (let box = el.parentElement; box; box = box.parentElement) {
    const style = getComputedStyle(box);
    if (!/(auto|scroll|hidden)/.test(style.overflowY)) continue;
    const b = box.getBoundingClientRect();
    if (r.top < b.top - 1 || r.bottom > b.bottom + 1) return false;
  }
  return true;
}

/** Waits until `selector` is wholly on screen; fails naming what was not. */
async function waitVisible(page, selector, within) {
  try {
    await page.waitForFunction(whollyVisible, { selector, within }, { timeout: 5000 });
  } catch {
    const box = await page.evaluate(({ selector, within }) => {
      const el = (within ? document.querySelector(within) : document)?.querySelector(selector);
      return el && JSON.stringify(el.getBoundingClientRect());
    }, { selector, within });
    assert.fail(`${within ?? ''} ${selector} is not wholly on screen: ${box}`);
  }
}

for (const locale of ['en-US', 'zh-CN']) {
  test(`a tour point about a query shows that query's card, highlighted, on screen (${locale})`, async () => {
    const playground = new PlaygroundPage(await session.newPage({ locale }));
    await playground.open();
    const { page } = playground;
    await playground.openLesson('md5-prefix-device', 'before', { tour: true });
    // Point 2: "A range of device ids is a single range scan."
    await page.getByTestId('callout-next').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="lesson-point"]')[1]?.getAttribute('aria-current') === 'step');
    const lit = page.locator('[data-testid="query"][data-lit="true"]');
    await lit.waitFor();
    await expectCount(lit, 1);
    const name = await lit.locator('h3').textContent();
    assert.equal(name, locale === 'en-US' ? 'a block of device ids' : '一段连续的设备 id');
    assert.match(await lit.getByTestId('plan-class').textContent(), locale === 'en-US' ? /range scan/i : /范围扫描/);
    // The callout sits in that card, and the card's title, class and ranges strip are on
    // screen with it.
    await expectCount(lit.getByTestId('tour-callout'), 1);
    const card = '[data-testid="query"][data-lit="true"]';
    for (const part of ['[data-testid="tour-callout"]', 'h3', '[data-testid="plan-class"]', '[data-testid="query-strip"]', '[data-testid="query-cost"]']) {
      await waitVisible(page, part, card);
    }
    // The other query is not highlighted.
    const other = page.locator('[data-testid="query"]:not([data-lit])');
    await expectCount(other, 1);
    assert.equal(await other.locator('h3').textContent(), locale === 'en-US' ? 'one device' : '一台设备');
    // Every card's code is behind a closed disclosure, and every card fits the screen.
    const cards = await page.getByTestId('query').evaluateAll((all) => all.map((c) => ({
      height: c.getBoundingClientRect().height,
      code: c.querySelector('[data-testid="query-code"]')?.tagName,
      open: c.querySelector('[data-testid="query-code"]')?.open,
    })));
    for (const c of cards) {
      assert.deepEqual([c.code, c.open], ['DETAILS', false]);
      assert.ok(c.height <= 720, `a query card is ${c.height}px tall`);
    }
    // Opened, the disclosure shows the code tabs.
    await lit.getByTestId('query-code').locator('summary').click();
    await lit.getByTestId('show-explain').click();
    assert.match(await lit.getByTestId('snippet-explain').textContent(), /RANGE SCAN/);
    // The next point is about the heatmap: no query is highlighted any more.
    await page.getByTestId('callout-next').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="query"][data-lit]'));
  });
}

test('a point that names two queries highlights both and shows the first', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const { page } = playground;
  await playground.openLesson('md5-prefix-device', 'after', { tour: true });
  await page.getByTestId('callout-next').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="query"][data-lit="true"]').length === 2);
  await expectCount(page.getByTestId('query').first().getByTestId('tour-callout'), 1);
  await waitVisible(page, 'h3', '[data-testid="query"][data-lit="true"]');
});

test('opening a lesson low in the gallery, and its fix, lands on the lesson bar', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const { page } = playground;
  await page.getByTestId('open-gallery').click();
  // A card low in the gallery (the page scrolls down to click it).
  await page.getByTestId('open-reverse-order-id-before').click();
  await page.waitForSelector('[data-testid="lesson"][data-variant="before"]');
  for (const part of ['#lesson-heading', '[data-testid="variant-after"]', '[data-testid="tour-start"]']) {
    await waitVisible(page, part, '[data-testid="lesson"]');
  }
  // To the end of the tour, then "See the fix": the title and the switch are on screen.
  await page.getByTestId('tour-start').click();
  const points = await page.getByTestId('lesson-point').count();
  for (let at = 1; at < points; at += 1) await page.getByTestId('callout-next').click();
  await page.getByTestId('callout-fix').click();
  await page.waitForSelector('[data-testid="lesson"][data-variant="after"]');
  for (const part of ['#lesson-heading', '[data-testid="variant-before"]', '[data-testid="tour-start"]']) {
    await waitVisible(page, part, '[data-testid="lesson"]');
  }
});

for (const locale of ['en-US', 'zh-CN']) {
  test(`a lesson the student changed says "modified", marks its points and restores its design (${locale})`, async () => {
    const playground = new PlaygroundPage(await session.newPage({ locale }));
    await playground.open();
    const { page } = playground;
    await playground.openLesson('unpadded-numbers', 'before', { tour: true });
    // The post's eleven rows as text: 1, 10, 11, 2, …
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="row-key"]')]
      .map((k) => k.textContent).join(' ').startsWith('1 10 11 2 '));
    const keys = await playground.sortedKeys();
    await expectCount(page.getByTestId('lesson-modified'), 0);
    await expectCount(page.getByTestId('lesson-restore'), 0);
    await expectCount(page.locator('[data-testid="lesson-point"][data-stale]'), 0);
    await expectCount(page.getByTestId('callout-stale'), 0);
    // The student pads the numbers.
    await playground.keyParts.first().getByTestId('part-encoding').selectOption('padded');
    const marker = page.getByTestId('lesson-modified');
    await marker.waitFor();
    assert.equal(await marker.textContent(), locale === 'en-US' ? 'modified' : '已修改');
    // The key changed, so every point was written for the lesson's design.
    const points = await page.getByTestId('lesson-point').count();
    await expectCount(page.locator('[data-testid="lesson-point"][data-stale="true"]'), points);
    assert.match(await page.getByTestId('point-stale').first().textContent(),
      locale === 'en-US' ? /unmodified lesson/ : /未修改的案例/);
    await page.getByTestId('callout-stale').waitFor();
    // Restored: the lesson's design, no marker, the tour where it was.
    await page.getByTestId('lesson-restore').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="lesson-modified"]'));
    await expectCount(page.locator('[data-testid="lesson-point"][data-stale]'), 0);
    await expectCount(page.getByTestId('callout-stale'), 0);
    await page.getByTestId('tour-callout').waitFor();
    await page.waitForFunction((want) => [...document.querySelectorAll('[data-testid="row-key"]')].map((k) => k.textContent).join(' ') === want, keys.join(' '));
  });
}

test('renaming a query marks only the point about that query; the table name marks none', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const { page } = playground;
  await playground.openLesson('md5-prefix-device', 'before');
  await page.getByTestId('table-name').fill('devices');
  await page.getByTestId('lesson-modified').waitFor();
  await expectCount(page.locator('[data-testid="lesson-point"][data-stale]'), 0);
  await playground.query(1).getByTestId('query-name').fill('my block');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="lesson-point"][data-stale]').length === 1);
  const stale = await page.locator('[data-testid="lesson-point"]').evaluateAll((all) => all.map((p) => p.dataset.stale === 'true'));
  assert.deepEqual(stale, [false, true, false]);
});

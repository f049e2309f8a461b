// A class on a 1024x768 projector (issue 34 item 7): the header keeps to two rows of the
// page's own controls, with the file pickers in the page's words (the browser's native "Choose File / No file chosen" took a row
// of its own and spoke the browser's language), and a balanced region chart has no bar
// coloured as an alarm (a bar is coloured for the verdict's finding, not for being fullest).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

for (const locale of ['en-US', 'zh-CN']) {
  test(`presenting at 1024x768 (${locale}): a short header, file pickers in the page's words`, async () => {
    const playground = new PlaygroundPage(await session.newPage({ viewport: { width: 1024, height: 768 }, locale }));
    await playground.open();
    const { page } = playground;
    await page.getByTestId('present').click();
    // A class: a lesson on its tour, the area it talks about in the spotlight.
    await playground.openLesson('time-first-hash-prefix', 'before', { tour: true });
    await page.locator('.panel.spotlight').waitFor();
    // Every control of the header sits on one row: their boxes overlap vertically.
    const boxes = await page.locator('.app-header > button, .app-header > * button, .app-header label[for="import-design"]')
      .evaluateAll((els) => els.filter((el) => el.offsetParent !== null)
        .map((el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, text: el.textContent }; }));
    assert.ok(boxes.length >= 4, JSON.stringify(boxes));
    // At most two rows of the page's own controls (the native picker took a row of its own).
    const rows = new Set(boxes.map((b) => Math.round(b.top)));
    assert.ok(rows.size <= 2, `the header's controls take ${rows.size} rows: ${JSON.stringify(boxes)}`);
    const header = await page.locator('.app-header').boundingBox();
    assert.ok(header.height < 100, `header ${header.height}px high`);
    // The native input is there for the keyboard and the tests, but takes no room.
    for (const id of ['import-design']) {
      const box = await page.getByTestId(id).boundingBox();
      assert.ok(box === null || (box.width <= 2 && box.height <= 2), `${id}: ${JSON.stringify(box)}`);
    }
    const label = page.locator('label[for="import-design"]');
    assert.ok(await label.isVisible());
    const words = (await label.textContent()).trim();
    assert.ok(!/Choose File|No file chosen/.test(words), words);
    if (locale === 'zh-CN') assert.match(words, /[\u4e00-\u9fff]/, words);
    // The label is the button: a click opens the picker.
    const chooser = page.waitForEvent('filechooser');
    await label.click();
    await chooser;
  });
}

test('a balanced chart has no bar coloured as an alarm; an uneven one has one', async () => {
  const playground = new PlaygroundPage(await session.newPage({ viewport: { width: 1024, height: 768 } }));
  await playground.open();
  const { page } = playground;
  await playground.openLesson('salt-letters', 'after');
  await page.waitForSelector('[data-testid="lesson"][data-variant="after"]');
  await page.waitForFunction(() => document.querySelectorAll('.bars .bar').length > 1);
  await expectCount(page.locator('.bars .bar.hot'), 0, 'the balanced "after" chart');
  await page.getByTestId('variant-before').click();
  await page.waitForSelector('[data-testid="lesson"][data-variant="before"]');
  await page.waitForFunction(() => document.querySelectorAll('.bars .bar.hot').length === 1);
});

test('the heatmap\'s region axis reads upright in Chinese, on one column, not clipped (1024x768, presenting)', async () => {
  const playground = new PlaygroundPage(await session.newPage({ viewport: { width: 1024, height: 768 }, locale: 'zh-CN' }));
  await playground.open();
  const { page } = playground;
  await page.getByTestId('present').click();
  await playground.openLesson('time-first-hash-prefix', 'before');
  await page.getByTestId('show-heatmap').click();
  await page.getByTestId('heatmap').waitFor();
  const axis = await page.locator('.write-heatmap .axis.y').evaluate((el) => {
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return {
      transform: style.transform,
      width: r.width,
      fontSize: parseFloat(style.fontSize),
      overflows: el.scrollHeight > el.clientHeight + 1 || r.height > el.parentElement.getBoundingClientRect().height,
      svgHeight: el.parentElement.querySelector('svg').getBoundingClientRect().height,
      height: r.height,
    };
  });
  assert.equal(axis.transform, 'none', 'not turned on its side');
  assert.ok(axis.width < axis.fontSize * 1.8, `one column: ${JSON.stringify(axis)}`);
  assert.ok(axis.height <= axis.svgHeight + 1, `not longer than the chart: ${JSON.stringify(axis)}`);
});

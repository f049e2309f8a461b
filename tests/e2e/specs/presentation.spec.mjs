// Presentation mode and the colour theme: on a 1024x768 projector the lesson's before/after
// switch and the area the tour talks about share one screen, in large type; the arrow keys
// step the tour; the theme switch overrides the system's and is remembered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

async function inViewport(locator) {
  const box = await locator.boundingBox();
  const { width, height } = locator.page().viewportSize();
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= height + 1
    && box.x + box.width <= width + 1;
}

for (const locale of ['en-US', 'zh-CN']) {
  test(`presenting a lesson at 1024x768 (${locale}): the switch and the area it talks about on one screen, arrows step`, async () => {
    const playground = new PlaygroundPage(await session.newPage({ viewport: { width: 1024, height: 768 }, locale }));
    await playground.open();
    const { page } = playground;
    await page.getByTestId('present').click();
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), '20px');
    await playground.openLesson('time-first-hash-prefix', 'before', { tour: true });
    const step = page.getByTestId('tour-step');
    const points = Number((await step.textContent()).match(/\d+/g)[1]);
    assert.ok(points >= 2, `${points} points`);
    let sawChart = false;
    for (let at = 1; at <= points; at += 1) {
      await page.waitForFunction((n) => document.querySelector('[data-testid="tour-step"]')
        ?.textContent.match(/\d+/)?.[0] === String(n), at);
      const lit = page.locator('.panel.spotlight');
      await lit.evaluate((el) => el.scrollTop = 0);
      await expectCount(page.locator('.layout .panel:visible'), 1, `point ${at}: only the spotlit area`);
      assert.ok(await inViewport(page.getByTestId('variant-after')), `point ${at}: the switch is on screen`);
      assert.ok(await inViewport(lit.locator('h2')), `point ${at}: the area's heading is on screen`);
      if (await lit.getAttribute('data-testid') === 'area-regions') {
        // The bars or the heatmap, whichever the point is about.
        assert.ok(await inViewport(lit.locator('svg').first()), `point ${at}: the chart is on screen`);
        sawChart = true;
      }
      if (at < points) await page.keyboard.press('ArrowRight');
    }
    assert.ok(sawChart, 'the tour talks about the region chart');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((n) => document.querySelector('[data-testid="tour-step"]')
      ?.textContent.match(/\d+/)?.[0] === String(n), points - 1);
    // The before/after switch works from there, still on one screen.
    await page.getByTestId('variant-after').click();
    await page.waitForSelector('[data-testid="lesson"][data-variant="after"]');
    assert.ok(await inViewport(page.locator('.panel.spotlight h2')));
    await page.screenshot({ path: `../../target/presentation-1024x768-${locale}.png` });
  });
}

test('arrow keys in a field do not step the tour', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const { page } = playground;
  await playground.openLesson('time-first-hash-prefix', 'before', { tour: true });
  const before = await page.getByTestId('tour-step').textContent();
  await page.getByTestId('query-name').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(100);
  assert.equal(await page.getByTestId('tour-step').textContent(), before);
});

test('the theme switch overrides the system and is remembered', async () => {
  const playground = new PlaygroundPage(await session.newPage({ colorScheme: 'light' }));
  await playground.open();
  const { page } = playground;
  const background = () => page.evaluate(() => getComputedStyle(document.querySelector('.panel')).backgroundColor);
  const light = await background();
  await page.getByTestId('theme').selectOption('dark');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  const dark = await background();
  assert.notEqual(dark, light);
  await page.reload();
  await playground.keyRows.first().waitFor();
  assert.equal(await background(), dark, 'remembered');
  assert.equal(await page.getByTestId('theme').inputValue(), 'dark');
  await page.getByTestId('theme').selectOption('');
  assert.equal(await background(), light, 'the system (light) again');
});

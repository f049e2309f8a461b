// The preset gallery, the before/after flip and the guided tour, as a trainer uses them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

/** Opens the gallery and one preset's variant; waits until the lesson shows it. */
/** Waits until the first sorted keys are exactly `expected`. */
async function waitForFirstKeys(page, expected) {
  await page.waitForFunction(
    (want) => {
      const keys = [...document.querySelectorAll('[data-testid="row-key"]')].slice(0, want.length);
      return keys.map((k) => k.textContent).join('|') === want.join('|');
    },
    expected,
  );
}

test('the gallery offers every case of the notes, grouped by post', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const { page } = playground;
  await page.getByTestId('open-gallery').click();
  const cards = page.getByTestId('preset-card');
  assert.ok((await cards.count()) >= 14, `${await cards.count()} presets`);
  for (const seed of ['000', '001', '002', '003', '004']) {
    await expectCount(page.locator(`#seed-${seed}`), 1, `post ${seed}`);
  }
  // Every card opens at least one design.
  for (const card of await cards.all()) {
    assert.ok((await card.getByRole('button').count()) >= 1);
  }
  await page.getByTestId('gallery-close').click();
  await expectCount(page.getByTestId('preset-gallery'), 0);
});

test('the post\'s eleven numbers sort 1, 10, 11, 2, …; the after design flips them to 0001, 0002, …', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const { page } = playground;
  await playground.openLesson('unpadded-numbers', 'before');
  await waitForFirstKeys(page, ['1', '10', '11', '2', '3']);
  // The gallery closes once a preset is open; the lesson stays.
  await expectCount(page.getByTestId('preset-gallery'), 0);
  assert.ok((await page.getByTestId('lesson-point').count()) >= 2);

  await page.getByTestId('variant-after').click();
  await page.waitForSelector('[data-testid="lesson"][data-variant="after"]');
  await waitForFirstKeys(page, ['0001', '0002', '0003']);
  assert.equal(await page.getByTestId('variant-after').getAttribute('aria-pressed'), 'true');

  // Undo goes back to the before design, lesson included.
  await page.getByTestId('undo').click();
  await page.waitForSelector('[data-testid="lesson"][data-variant="before"]');
  await waitForFirstKeys(page, ['1', '10', '11']);
});

test('a timestamp-first key sends the latest writes to one region; salting spreads them', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const { page } = playground;
  await playground.openLesson('time-first-hash-prefix', 'before');
  await page.waitForFunction(() => /^(9\d|100)(\.\d)?%/.test(document.querySelector('[data-testid="write-hotspot"]')?.textContent ?? ''));
  await page.getByTestId('variant-after').click();
  await page.waitForSelector('[data-testid="lesson"][data-variant="after"]');
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="write-hotspot"]')?.textContent ?? '';
    const share = parseFloat(text);
    return Number.isFinite(share) && share < 60;
  });
});

test('the guided tour steps through the points, each in the area it talks about', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  await playground.open();
  const { page } = playground;
  await playground.openLesson('unpadded-numbers', 'before');
  const points = await page.getByTestId('lesson-point').count();
  await page.getByTestId('tour-start').click();
  const areaSection = {
    key_builder: 'area-builder',
    data: 'area-data',
    sorted_view: 'area-sorted',
    regions: 'area-regions',
    heatmap: 'area-regions',
    queries: 'area-queries',
    lints: 'area-anatomy',
  };
  for (let step = 0; step < points; step += 1) {
    const point = page.getByTestId('lesson-point').nth(step);
    await page.waitForFunction((i) => document.querySelectorAll('[data-testid="lesson-point"]')[i]?.getAttribute('aria-current') === 'step', step);
    const area = await point.getAttribute('data-area');
    const section = page.getByTestId(areaSection[area]);
    // The callout sits in the spotlit section and says the same as the point.
    const callout = section.getByTestId('tour-callout');
    await callout.waitFor();
    assert.match(await section.getAttribute('class'), /\bspotlight\b/);
    assert.ok((await callout.textContent()).includes(await point.textContent()));
    await expectCount(page.locator('.panel.spotlight'), 1);
    assert.equal(await page.getByTestId('tour-step').textContent(), `Point ${step + 1} of ${points}`);
    if (area === 'heatmap') {
      await page.getByTestId('heatmap').waitFor();
    }
    if (step + 1 < points) await callout.getByTestId('callout-next').click();
  }
  // At the last point of a before design, the callout offers the fix instead of Next
  // (tests/e2e/specs/tour_fix.spec.mjs follows it); the tour can still end here.
  await expectCount(page.getByTestId('callout-next'), 0);
  await expectCount(page.getByTestId('callout-fix'), 1);
  await page.getByTestId('callout-end').click();
  await expectCount(page.locator('.panel.spotlight'), 0);
  await expectCount(page.getByTestId('tour-callout'), 0);
});

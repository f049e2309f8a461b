// Issue 31 items 7 and 12. An invalid split list (a repeated split point) shows one region:
// the verdict leads with the error, the balance numbers under the chart are withheld and say
// why, and HBase's objection wraps inside the Regions panel however long the split point it
// quotes. An imported live layout's size and request skew are findings, and the layout
// survives a reload (the autosave) and the link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

/** Whether `inner`'s box lies inside `outer`'s (horizontally), and `inner` is not cut. */
async function fitsAcross(inner, outer) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  const overflow = await inner.evaluate((el) => el.scrollWidth - el.clientWidth);
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && overflow <= 0;
}

test('a repeated split point leads the verdict, withholds the balance and wraps in the panel', async () => {
  for (const size of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    const playground = new PlaygroundPage(await session.newPage({ viewport: size }));
    const page = playground.page;
    await playground.open();
    // A long split point with no place to break, repeated.
    const long = `user_${'0'.repeat(90)}1`;
    await playground.setSplits(['2', long, '5', long]);
    await playground.splitsError.waitFor();
    const panel = page.getByTestId('area-regions');
    const error = playground.splitsError;
    assert.match(await error.textContent(), /gives the same bytes/);
    assert.ok(await fitsAcross(error, panel), `the split error is cut at ${size.width} px`);
    // One region stands in for the table: its numbers are withheld, and the note says why.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="region-bar"]').length === 1,
    );
    const note = page.getByTestId('balance-invalid-splits');
    await note.waitFor();
    assert.match(await note.textContent(), /split list is invalid/);
    assert.ok(await fitsAcross(note, panel), `the note is cut at ${size.width} px`);
    assert.equal(await page.getByTestId('balance-max-mean').textContent(), '—');
    assert.equal(await page.getByTestId('balance-empty').textContent(), '—');
    // The verdict: an error, the split list first.
    const verdict = page.getByTestId('verdict');
    assert.equal(await verdict.getAttribute('data-status'), 'error');
    const first = verdict.getByTestId('verdict-finding').first();
    assert.equal(await first.getAttribute('data-code'), 'splits/invalid');
    assert.match(await first.textContent(), /the split list is invalid, so the table is shown as one region/);
    assert.match(await first.textContent(), /gives the same bytes/);
    // Never "No problems found." under the chart.
    await expectCount(panel.getByTestId('no-problems'), 0);
    // Fixed: the numbers come back.
    await playground.setSplits(['2', long, '5']);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="region-bar"]').length === 4,
    );
    await expectCount(page.getByTestId('balance-invalid-splits'), 0);
    assert.notEqual(await page.getByTestId('balance-max-mean').textContent(), '—');
    await page.context().close();
  }
});

test('an imported live layout is judged, and kept across a reload and in the link', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  const fixture = fileURLToPath(new URL('../../../crates/rowkey-core/tests/fixtures/layouts/list_regions.txt', import.meta.url));
  await page.getByTestId('split-mode').selectOption('explicit');
  await page.getByTestId('layout-import-box').locator('summary').click();
  await page.getByTestId('layout-paste').fill(await readFile(fixture, 'utf8'));
  await page.getByTestId('layout-import').click();
  await page.getByTestId('layout-imported').waitFor();
  await page.getByTestId('live-layout').waitFor();
  // Region 4 holds 1,875 of 2,059 MB; region 2 serves 123,456 of 128,498 requests.
  const codes = async () =>
    page.getByTestId('verdict').getByTestId('verdict-finding').evaluateAll((items) => items.map((i) => i.dataset.code));
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="verdict-finding"][data-code^="live/"]').length === 2,
  );
  const found = await codes();
  assert.ok(found.includes('live/size-skew') && found.includes('live/request-skew'), found.join(', '));
  const size = page.getByTestId('verdict').locator('[data-code="live/size-skew"]');
  assert.match(await size.textContent(), /region 4 holds 91\.1% of the size of all 4 regions/);
  // The autosave keeps it: a reload without the link shows the live numbers and findings.
  await playground.waitForSaved();
  const link = page.url();
  await page.goto('./');
  await playground.keyRows.first().waitFor();
  await page.getByTestId('live-layout').waitFor();
  await expectCount(page.getByTestId('live-size'), 4);
  assert.ok((await codes()).includes('live/request-skew'));
  // So does the link, in a browser that has never seen the page.
  const other = new PlaygroundPage(await session.newPage());
  await other.page.goto(link);
  await other.keyRows.first().waitFor();
  await other.page.getByTestId('live-layout').waitFor();
  await expectCount(other.page.getByTestId('live-requests'), 4);
  // Another split list makes it another table's: the live numbers and findings go.
  await other.setSplits(['5']);
  await other.page.waitForFunction(
    () => document.querySelectorAll('[data-testid="region-bar"]').length === 2,
  );
  await expectCount(other.page.getByTestId('live-layout'), 0);
  await expectCount(other.page.locator('[data-code^="live/"]'), 0);
});

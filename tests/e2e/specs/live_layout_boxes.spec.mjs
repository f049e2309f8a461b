// An imported live layout is laid out below the region chart (issue 34 item 1: at 1280x720
// and 1920x1080 its table was drawn over the bars, the metrics and the pre-split controls):
// after an import, no two of the Regions panel's areas overlap, in either language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();
const fixture = fileURLToPath(new URL('../../../crates/rowkey-core/tests/fixtures/layouts/list_regions.txt', import.meta.url));

const overlap = (a, b) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5
  && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

for (const [width, height] of [[1280, 720], [1920, 1080]]) {
  for (const locale of ['en-US', 'zh-CN']) {
    test(`a live layout and the region chart do not overlap (${width}x${height}, ${locale})`, async () => {
      const playground = new PlaygroundPage(await session.newPage({ viewport: { width, height }, locale }));
      const { page } = playground;
      await playground.open();
      await page.getByTestId('split-mode').selectOption('explicit');
      await page.getByTestId('layout-import-box').locator('summary').click();
      await page.getByTestId('layout-paste').fill(await readFile(fixture, 'utf8'));
      await page.getByTestId('layout-import').click();
      await page.getByTestId('live-layout').waitFor();
      const panel = page.getByTestId('area-regions');
      // The panel's direct areas, each a box: the tabs, the chart, the live table, the
      // split editor and what follows.
      const boxes = await panel.evaluate((el) => {
        const body = el.querySelector('[data-testid="live-layout"]').parentElement;
        return [...body.children]
          .filter((c) => c.getBoundingClientRect().height > 0)
          .map((c) => {
            const r = c.getBoundingClientRect();
            return { name: c.dataset.testid || c.className || c.tagName, x: r.x, y: r.y, width: r.width, height: r.height };
          });
      });
      assert.ok(boxes.length >= 3, JSON.stringify(boxes));
      const live = boxes.find((b) => b.name === 'live-layout');
      assert.ok(live, JSON.stringify(boxes));
      for (let i = 0; i < boxes.length; i += 1) {
        for (let j = i + 1; j < boxes.length; j += 1) {
          assert.ok(!overlap(boxes[i], boxes[j]), `${boxes[i].name} overlaps ${boxes[j].name}: ${JSON.stringify([boxes[i], boxes[j]])}`);
        }
      }
      // And inside the chart: the bars and the metrics stay clear of the live table.
      for (const selector of ['svg.bars', '[data-testid="balance-max-mean"]']) {
        const inner = await panel.locator(selector).first().boundingBox();
        assert.ok(inner && !overlap(inner, live), `${selector} under the live table`);
      }
      await page.screenshot({ path: `../../target/live-layout-${width}x${height}-${locale}.png` });
    });
  }
}

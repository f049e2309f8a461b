// Screenshots for a class review (issue 34's "done when"): at the four sizes a class uses, in
// both languages, a lesson with its tour at a query point, and an imported live layout.
//   node shots_classroom.mjs OUTDIR
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serveDist } from './fixtures/server.mjs';
import { launchBrowser } from './fixtures/browser.mjs';
import { PlaygroundPage } from './fixtures/playground_page.mjs';

const out = process.argv[2] ?? '../../target/shots';
const layout = await readFile(
  fileURLToPath(new URL('../../crates/rowkey-core/tests/fixtures/layouts/list_regions.txt', import.meta.url)),
  'utf8',
);
const sizes = [[1280, 720], [1920, 1080], [1024, 768], [390, 844]];
const server = await serveDist();
const browser = await launchBrowser();
try {
  for (const [width, height] of sizes) {
    for (const locale of ['en-US', 'zh-CN']) {
      const page = await browser.newPage({ baseURL: server.baseURL, viewport: { width, height }, locale });
      const playground = new PlaygroundPage(page);
      await playground.open();
      await playground.openLesson('md5-prefix-device', 'before', { tour: true });
      await page.getByTestId('callout-next').click();
      await page.locator('[data-testid="query"][data-lit="true"]').waitFor();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${out}/tour-query-${width}x${height}-${locale}.png` });
      await page.close();

      const other = await browser.newPage({ baseURL: server.baseURL, viewport: { width, height }, locale });
      const second = new PlaygroundPage(other);
      await second.open();
      await other.getByTestId('split-mode').selectOption('explicit');
      await other.getByTestId('layout-import-box').locator('summary').click();
      await other.getByTestId('layout-paste').fill(layout);
      await other.getByTestId('layout-import').click();
      await other.getByTestId('live-layout').waitFor();
      await other.getByTestId('live-layout').scrollIntoViewIfNeeded();
      await other.waitForTimeout(300);
      await other.screenshot({ path: `${out}/live-layout-${width}x${height}-${locale}.png` });
      await other.close();
    }
  }
  console.log(`wrote ${sizes.length * 4} screenshots to ${out}`);
} finally {
  await browser.close();
  await server.close();
}

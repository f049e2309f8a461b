// Screenshots of an opened whole-table report (issue 35): the design the report was made for,
// its report opened from a file, the Regions area scrolled to it; at 1280x720 and 390x844, in
// both languages, plus one with a report made for another key (1280x720, both languages).
//   node shots_table_report.mjs OUTDIR
import { fileURLToPath } from 'node:url';
import { serveDist } from './fixtures/server.mjs';
import { launchBrowser } from './fixtures/browser.mjs';
import { PlaygroundPage } from './fixtures/playground_page.mjs';

const out = process.argv[2] ?? '../../target/shots';
const report = fileURLToPath(new URL('./fixtures/whole-table-report.json', import.meta.url));
const design = fileURLToPath(new URL('../../crates/rowkey-cli/examples/seed000/design.json', import.meta.url));
const server = await serveDist();
const browser = await launchBrowser();
let written = 0;
try {
  for (const [width, height, same] of [[1280, 720, true], [390, 844, true], [1280, 720, false]]) {
    for (const locale of ['en-US', 'zh-CN']) {
      const page = await browser.newPage({ baseURL: server.baseURL, viewport: { width, height }, locale });
      const playground = new PlaygroundPage(page);
      await playground.open();
      if (same) {
        await page.getByTestId('import-design').setInputFiles(design);
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="region-bar"]').length === 3);
        await playground.settled();
      }
      await page.getByTestId('table-report-box').locator('summary').click();
      await page.getByTestId('table-report-file').setInputFiles(report);
      await page.getByTestId('table-report').waitFor();
      await page.getByTestId('table-report').scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      const name = same ? 'table-report' : 'table-report-other-key';
      await page.screenshot({ path: `${out}/${name}-${width}x${height}-${locale}.png` });
      written += 1;
      await page.close();
    }
  }
  console.log(`wrote ${written} screenshots to ${out}`);
} finally {
  await browser.close();
  await server.close();
}

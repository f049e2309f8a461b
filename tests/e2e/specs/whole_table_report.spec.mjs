// Issue 35: the page opens a whole-table report. The fixture is what `rowkey spark`'s job wrote
// (spark-submit in local[2]) for the design crates/rowkey-cli/examples/seed000/design.json over
// 100,001 generated rows (one of them empty). Opened beside that design, the Regions area lists
// the table's rows per region next to the sample's, with its row count and source; the design
// and its analysis stay as they are. A report counted on other regions says so and shows no
// sample column; a file that is not a report says where, next to the control.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();
const report = fileURLToPath(new URL('../fixtures/whole-table-report.json', import.meta.url));
const design = fileURLToPath(new URL('../../../crates/rowkey-cli/examples/seed000/design.json', import.meta.url));

async function openReport(page, file) {
  const box = page.getByTestId('table-report-box');
  if ((await box.getAttribute('open')) === null) {
    await box.locator('summary').click();
  }
  await page.getByTestId('table-report-file').setInputFiles(file);
}

test('a whole-table report lies beside the sample on the design it was made for', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  // The design the job was written from (the page keeps its own generated sample).
  await page.getByTestId('import-design').setInputFiles(design);
  await expectCount(page.getByTestId('region-bar'), 3, 'the design splits at 112 and 2');
  await playground.settled();
  const keysBefore = await playground.sortedKeys();
  await openReport(page, report);
  const shown = page.getByTestId('table-report');
  await shown.waitFor();
  assert.equal(
    await shown.getByTestId('table-report-summary').textContent(),
    '100,001 rows read from /tmp/tr/user_phone.csv: 100,000 keys, 1 without a key.',
  );
  await expectCount(shown.getByTestId('table-report-misfit'), 0, 'made for this design');
  assert.match(await shown.textContent(), /7,628 keys are written by more than one row: 8,423 rows lost/);
  assert.match(await shown.textContent(), /Fullest region: 1\.28× the mean rows per region/);
  // The table's rows per region, and beside them the sample's, as the chart counts them.
  const table = await shown.getByTestId('table-report-rows').allTextContents();
  assert.deepEqual(table, ['24,109 (24.1%)', '42,704 (42.7%)', '33,187 (33.2%)']);
  const bars = await page.getByTestId('region-bar').evaluateAll((all) =>
    all.map((b) => `${b.dataset.count} (${b.dataset.share})`),
  );
  assert.deepEqual(await shown.getByTestId('table-report-sample').allTextContents(), bars);
  // Only read: the design and its keys are as they were.
  assert.deepEqual(await playground.sortedKeys(), keysBefore);
  await expectCount(page.getByTestId('region-bar'), 3);

  // In Chinese.
  await page.getByTestId('lang-zh-CN').click();
  await page.getByTestId('table-report-summary').filter({ hasText: '读取 100,001 行' }).waitFor();
  assert.match(await shown.textContent(), /7,628 个行键被多行写入：丢失 8,423 行/);

  // Other split points: the report stays on its own regions, and says why there is no sample column.
  await page.getByTestId('lang-en').click();
  await playground.setSplits(['2']);
  const misfit = shown.getByTestId('table-report-misfit');
  await misfit.filter({ hasText: 'The report counted 3 regions, this design has 2' }).waitFor();
  assert.deepEqual(await shown.getByTestId('table-report-sample').allTextContents(), ['–', '–', '–']);
  assert.equal((await shown.getByTestId('table-report-rows').allTextContents()).length, 3);

  await shown.getByTestId('table-report-close').click();
  await expectCount(page.getByTestId('table-report'), 0, 'closed');
  await page.context().close();
});

test('a report made for another key says so, and a file that is not a report says where', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  // The default design: no separators, five regions.
  await openReport(page, report);
  const misfits = page.getByTestId('table-report-misfit');
  await expectCount(misfits, 2, 'another key and other regions');
  assert.match(await misfits.first().textContent(), /made for the key uid \+ "_" \+ phone \+ "_" \+ name; this design's key is uid \+ phone \+ name/);

  await page.getByTestId('table-report-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{\n  "report_format": 1,\n  "regions": [\n'),
  });
  const error = page.getByTestId('table-report-error');
  await error.waitFor();
  assert.equal(await error.textContent(), 'This file is not JSON: line 4, column 0.');
  assert.equal(await page.getByTestId('table-report-file').getAttribute('aria-invalid'), 'true');
  await page.getByTestId('table-report-file').setInputFiles({
    name: 'design.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"version": 1, "recipe": {"version": 1, "parts": []}}'),
  });
  await error.filter({ hasText: 'not a rowkey report: missing field `report_format` at line 1' }).waitFor();
  // The report opened before stays on show.
  await expectCount(page.getByTestId('table-report'), 1);
  await page.context().close();
});

// The table's name and column family: fields in the Deploy area, checked as HBase checks them
// (the cbt tab gives Bigtable's reason for a name HBase takes and Bigtable does not); a pasted
// list_regions layout offers its table's name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('the table and family fields rename every artefact; a bad name says why and changes nothing', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  const panel = page.getByTestId('area-artefacts');
  await panel.getByTestId('artefact-tab-hbase').click();
  const create = () => panel.getByTestId('snippet-create.hbase').textContent();
  await panel.getByTestId('table-name').fill('orders');
  await panel.getByTestId('family-name').fill('d');
  await page.waitForFunction(() => document.querySelector('[data-testid="snippet-create.hbase"]')?.textContent.startsWith("create 'orders', 'd'"));
  // HBase refuses these: the field says why, the statement stays.
  await panel.getByTestId('table-name').fill('-orders');
  assert.match((await playground.fieldErrors()).join(' '), /“-orders” is not an HBase table name/);
  await panel.getByTestId('family-name').fill('a:b');
  assert.match((await playground.fieldErrors()).join(' '), /“a:b” is not an HBase column family name/);
  assert.ok((await create()).startsWith("create 'orders', 'd'"));
  // A namespace: HBase takes it, Bigtable's cbt does not, and says why.
  await panel.getByTestId('table-name').fill('ns:orders');
  await panel.getByTestId('family-name').fill('d');
  await page.waitForFunction(() => document.querySelector('[data-testid="snippet-create.hbase"]')?.textContent.startsWith("create 'ns:orders', 'd'"));
  await panel.getByTestId('artefact-tab-cbt').click();
  await panel.getByTestId('artefact-reasons').waitFor();
  assert.match(await panel.getByTestId('artefact-reasons').textContent(), /ns:orders/);
});

test("a list_regions 'orders' paste offers its table name", async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  const fixture = fileURLToPath(new URL('../../../crates/rowkey-core/tests/fixtures/layouts/list_regions.txt', import.meta.url));
  const paste = (await readFile(fixture, 'utf8')).replace("list_regions 't'", "list_regions 'orders'");
  await page.getByTestId('split-mode').selectOption('explicit');
  const box = page.getByTestId('layout-import-box');
  await box.locator('summary').click();
  await page.getByTestId('layout-paste').fill(paste);
  await page.getByTestId('layout-import').click();
  await page.getByTestId('layout-imported').waitFor();
  const offer = page.getByTestId('use-layout-table');
  assert.match(await offer.textContent(), /orders/);
  await offer.click();
  assert.equal(await page.getByTestId('area-artefacts').getByTestId('table-name').inputValue(), 'orders');
  await expectCount(offer, 0);
});

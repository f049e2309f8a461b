// The Artefacts panel: each artefact's files with copy and download (the downloaded file is
// the text shown), and the engine's sentences where a design has no such artefact.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { readFile } from 'node:fs/promises';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

/** Downloads the file `name` of the Artefacts panel: its suggested name and its text. */
async function download(page, name) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('area-artefacts').getByTestId(`download-${name}`).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test('the HBase create statement and its SPLITS_FILE download as shown', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  await playground.setSplitsFile('2\n4\n6\n');
  const panel = page.getByTestId('area-artefacts');
  await panel.getByTestId('artefact-tab-hbase').click();
  await panel.getByTestId('snippet-splits.txt').waitFor();
  const create = await download(page, 'create.hbase');
  assert.equal(create.name, 'create.hbase');
  assert.equal(create.text, "create 't', 'cf', SPLITS_FILE => 'splits.txt'\n");
  assert.equal(create.text.trimEnd(), (await panel.getByTestId('snippet-create.hbase').textContent()).trimEnd());
  // The same statement as the Regions area's.
  const regions = page.getByTestId('area-regions');
  assert.equal(create.text.trimEnd(), (await regions.getByTestId('snippet-create.hbase').textContent()).trimEnd());
  const splits = await download(page, 'splits.txt');
  assert.equal(splits.text, '2\n4\n6\n');
});

test('Phoenix and cbt: a mapped design gives its DDL and command, another the reasons', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  await playground.setSplits(['3', '6']);
  await playground.setKeyParts([{ column: 'uid' }]);
  const panel = page.getByTestId('area-artefacts');
  await panel.getByTestId('artefact-tab-cbt').click();
  const cbt = await download(page, 'create_table.sh');
  assert.equal(cbt.text, 'cbt createtable t families=cf splits=3,6\n');
  await panel.getByTestId('artefact-tab-phoenix').click();
  const ddl = await download(page, 'create_table.sql');
  // Lower-case names are quoted (Phoenix upper-cases bare ones).
  assert.equal(ddl.text, 'CREATE TABLE "t" (\n    "uid" VARCHAR NOT NULL,\n    CONSTRAINT pk PRIMARY KEY ("uid")\n'
    + ") DEFAULT_COLUMN_FAMILY = 'cf'\nSPLIT ON ('3', '6');\n");

  // An md5 prefix has no Phoenix column: the sentence names the part, in the page's language.
  await playground.setKeyParts([{ md5: true, chars: 4 }, { column: 'uid' }]);
  const reasons = panel.getByTestId('artefact-reasons');
  await reasons.waitFor();
  assert.match(await reasons.textContent(), /part 1/);
  await expectCount(panel.getByTestId('artefact-file'), 0);
  await page.getByTestId('lang-zh-CN').click();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="artefact-reasons"]')?.textContent.includes('部分 1'));
});

// Issue 34 item 10: a lesson Phoenix accepts. The "after" of phoenix-salt-buckets is a salted
// Phoenix table, and the page's own salt fix turns its "before" into that same table.
test('the phoenix-salt-buckets lesson and the salt fix give a SALT_BUCKETS = 8 table', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  const ddl = 'CREATE TABLE "orders" (\n    "created" DATE NOT NULL,\n    "order_id" BIGINT NOT NULL,\n'
    + '    CONSTRAINT pk PRIMARY KEY ("created", "order_id")\n'
    + ") SALT_BUCKETS = 8, DEFAULT_COLUMN_FAMILY = 'cf';\n";
  const panel = page.getByTestId('area-artefacts');
  await playground.openLesson('phoenix-salt-buckets', 'after');
  await panel.getByTestId('artefact-tab-phoenix').click();
  assert.equal((await download(page, 'create_table.sql')).text, ddl);
  await expectCount(panel.getByTestId('artefact-reasons'), 0);
  // cbt cannot take the bucket bytes \x01 … \x07 as text: why comes first, then each point.
  await panel.getByTestId('artefact-tab-cbt').click();
  const why = panel.getByTestId('artefact-reasons').locator('li');
  await expectCount(why, 8);
  assert.match(await why.first().textContent(), /^the key starts with a one-byte salt \(8 buckets\)/);
  assert.match(await why.nth(1).textContent(), /^split point 1 \('\\x01'\)/);
  await panel.getByTestId('artefact-tab-phoenix').click();
  // The unsalted table: a rising key, and the one-click fix is the Phoenix salt.
  await page.getByTestId('variant-before').click();
  await page.waitForSelector('[data-testid="lesson"][data-variant="before"]');
  const fix = page.locator('[data-testid="problem"][data-code="monotonic-leading-part"] [data-testid="apply-fix"]');
  await fix.waitFor();
  await panel.getByTestId('snippet-create_table.sql').waitFor();
  assert.match(await panel.getByTestId('snippet-create_table.sql').textContent(), /SPLIT ON \(X'/);
  await fix.click();
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="area-artefacts"] [data-testid="snippet-create_table.sql"]')?.textContent.includes('SALT_BUCKETS = 8'));
  assert.equal((await download(page, 'create_table.sql')).text, ddl);
});

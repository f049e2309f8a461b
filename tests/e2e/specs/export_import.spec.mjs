// Export the design as the rowkey command's JSON, then import it back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { readFile } from 'node:fs/promises';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

test('export then import round-trips the design; a bad file changes nothing', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  await playground.setSplits(['3', '6']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-design').click(),
  ]);
  assert.equal(download.suggestedFilename(), 'rowkey-design.json');
  const text = await readFile(await download.path(), 'utf8');
  const design = JSON.parse(text);
  assert.equal(design.version, 1);
  assert.equal(design.table, 't');
  assert.deepEqual(design.splits, { kind: 'explicit', splits: ['3', '6'] });
  assert.equal(design.queries.length, 3);

  // Change the design, then bring the file back.
  await playground.setKeyParts([{ column: 'name' }]);
  await playground.query(0).getByTestId('query-remove').click();
  await playground.setNumRegions(2);
  await expectCount(playground.queries, 2);
  const input = page.getByTestId('import-design');
  await input.setInputFiles({ name: 'design.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=query]').length === 3);
  await expectCount(playground.keyParts, 3);
  await expectCount(playground.regionBars, 3);
  assert.deepEqual(await playground.planClasses(), ['PREFIX SCAN', 'PREFIX SCAN', 'FULL SCAN']);

  // A file from a newer version: a message next to the control, nothing else changes.
  const future = JSON.stringify({ ...design, version: 7 });
  await input.setInputFiles({ name: 'future.json', mimeType: 'application/json', buffer: Buffer.from(future) });
  const error = page.getByTestId('import-error');
  await error.waitFor();
  assert.match(await error.textContent(), /saved in format 7 by a newer version/);
  assert.equal(await input.getAttribute('aria-invalid'), 'true');
  await expectCount(playground.queries, 3);
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
  await page.waitForFunction(() => /not a design JSON file/.test(document.querySelector('[data-testid=import-error]')?.textContent ?? ''));
  await expectCount(playground.regionBars, 3);
});

test('an exported file brings its pasted sample back; a file without one keeps the current sample and says so', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  const pasted = 'uid,phone,name\n111,123,ann\n222,456,bob\n';
  await playground.pasteCsv(pasted);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=key-row]').length === 2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-design').click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  const design = JSON.parse(text);
  assert.deepEqual(design.sample, { kind: 'pasted', text: pasted, format: 'auto' });
  assert.ok(design.arrival, 'the arrival order goes with the sample');

  // Another sample, then the file: the paste is back.
  const other = 'uid,phone,name\n9,9,zed\n';
  await playground.sampleInput.fill(other);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=key-row]').length === 1);
  const input = page.getByTestId('import-design');
  await input.setInputFiles({ name: 'design.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=key-row]').length === 2);
  assert.equal(await playground.sampleInput.inputValue(), pasted);
  await expectCount(page.getByTestId('import-note'), 0);

  // A file without a sample (as before this version, or a preset's): the current sample
  // stays, and the control says so, in both languages.
  await playground.sampleInput.fill(other);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=key-row]').length === 1);
  const { sample: _sample, arrival: _arrival, ...bare } = design;
  const withoutSample = JSON.stringify({ ...bare, queries: [] }, null, 2);
  await input.setInputFiles({ name: 'bare.json', mimeType: 'application/json', buffer: Buffer.from(withoutSample) });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=query]').length === 0);
  const note = page.getByTestId('import-note');
  await note.waitFor();
  assert.match(await note.textContent(), /no sample, so the current sample is kept/);
  assert.equal(await input.getAttribute('aria-invalid'), 'false');
  assert.equal(await playground.sampleInput.inputValue(), other);
  await expectCount(playground.keyRows, 1);
  await page.getByTestId('lang-zh-CN').click();
  await page.waitForFunction(() => /保留当前的样本/.test(document.querySelector('[data-testid=import-note]')?.textContent ?? ''));
});

test('a design exported with a paste too large for the link opens with its keys in a fresh browser', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  // 5,000 rows of random hex: far over what a link carries compressed.
  let x = 7n;
  const rows = Array.from({ length: 5000 }, (_, i) => {
    x = (x * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return `${x.toString(16).padStart(16, '0')},${i}`;
  });
  await playground.usePastedData();
  // As a paste: the whole text in one input event.
  await playground.sampleInput.evaluate((area, text) => {
    area.value = text;
    area.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, ['user_id,n', ...rows].join('\n'));
  await playground.chooseKeyColumn('user_id');
  await page.getByTestId('share-note').waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-design').click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  assert.equal(JSON.parse(text).sample.kind, 'pasted');

  // A fresh browser context: no autosave, the default sample.
  const fresh = new PlaygroundPage(await session.newPage());
  await fresh.open();
  await fresh.page.getByTestId('import-design').setInputFiles({ name: 'design.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await fresh.page.waitForFunction(() => /^[0-9a-f]{16}$/.test(document.querySelector('[data-testid="row-key"]')?.textContent ?? ''));
  const keys = await fresh.sortedKeys();
  assert.ok(keys.length > 0, 'the design shows its keys');
  assert.ok(keys.every((k) => /^[0-9a-f]{16}$/.test(k)), keys.slice(0, 3).join(' '));
  await expectCount(fresh.page.getByTestId('import-error'), 0);
});

// The Deploy area's key builders and Bigtable row key schema: the Python builder, downloaded,
// run by a real python3 on rows of the sample, gives the keys the page shows; the first-line
// note of what a per-row function cannot reproduce is in the page's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

/** Downloads the file `name` of the Deploy area: its suggested name and its text. */
async function download(page, name) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('area-artefacts').getByTestId(`download-${name}`).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** HBase's Bytes.toStringBinary: printable ASCII but the backslash as is, the rest \xHH. */
function toStringBinary(bytes) {
  return bytes
    .map((b) => (b >= 0x20 && b <= 0x7e && b !== 0x5c ? String.fromCharCode(b) : `\\x${b.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

test('the downloaded Python key builder, run by python3 on three rows, gives the page\'s keys', async () => {
  const playground = new PlaygroundPage(await session.newPage());
  const page = playground.page;
  await playground.open();
  const rows = [
    { uid: '111', phone: '16072909469', name: 'Zoë' },
    { uid: '42', phone: '13800000000', name: 'li' },
    { uid: '7', phone: '15912345678', name: 'a\\b' },
  ];
  await playground.pasteCsv(['uid,phone,name', ...rows.map((r) => `${r.uid},${r.phone},${r.name}`)].join('\n'));
  await playground.setKeyParts([
    { md5: ['uid'], chars: 4 },
    { column: 'uid', encoding: 'padded', width: 5, separator: '|' },
    { column: 'name' },
  ]);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="row-key"]').length === 3);
  const shown = await playground.sortedKeys();
  const panel = page.getByTestId('area-artefacts');
  await panel.getByTestId('artefact-tab-python').click();
  const builder = await download(page, 'row_key.py');
  assert.equal(builder.name, 'row_key.py');
  assert.equal(builder.text.trimEnd(), (await panel.getByTestId('snippet-row_key.py').textContent()).trimEnd());
  const dir = await mkdtemp(path.join(tmpdir(), 'rowkey-py-'));
  await writeFile(path.join(dir, 'row_key.py'), builder.text);
  const out = execFileSync('python3', ['-c',
    'import json, sys; sys.path.insert(0, sys.argv[1]); import row_key; '
    + 'print(json.dumps([list(row_key.row_key(r)) for r in json.load(sys.stdin)]))', dir],
  { input: JSON.stringify(rows) });
  const keys = JSON.parse(out.toString()).map(toStringBinary).sort();
  assert.deepEqual(keys, [...shown].sort());
  assert.ok(shown.every((k) => k.includes('|')), shown.join(' '));
});

test('Java, PHP and the Bigtable schema have tabs with copy and download; the note is in Chinese on a Chinese page', async () => {
  const playground = new PlaygroundPage(await session.newPage({ locale: 'zh-CN' }));
  const page = playground.page;
  await playground.open();
  await playground.setKeyParts([{ salt: 'hbasewd_rr', buckets: 4 }, { column: 'uid' }]);
  const panel = page.getByTestId('area-artefacts');
  await panel.getByTestId('artefact-tab-java').click();
  const java = await download(page, 'RowKeyBuilder.java');
  assert.match(java.text.split('\n')[0], /^\/\/ 无法逐字节复现：/);
  await panel.getByTestId('artefact-notes').waitFor();
  await panel.getByTestId('artefact-tab-php').click();
  const php = await download(page, 'row_key.php');
  assert.match(php.text, /无法逐字节复现：/);
  // A plain text key in one column: the Bigtable schema file is a Singleton string.
  await playground.setKeyParts([{ column: 'uid' }]);
  await panel.getByTestId('artefact-tab-bigtable-schema').click();
  const schema = await download(page, 'row_key_schema.yaml');
  assert.match(schema.text, /uid/);
  assert.equal(schema.text.trimEnd(), (await panel.getByTestId("snippet-row_key_schema.yaml").textContent()).trimEnd());
});

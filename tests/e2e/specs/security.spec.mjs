// Nothing typed or pasted runs as code, nothing leaves the browser, and the
// Content-Security-Policy in index.html holds: no violation is ever reported.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

// The classic payloads, and one that would set a canary instead of opening a dialog.
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  'javascript:alert(1)',
  '"><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
];

/** Opens the page with listeners for dialogs, CSP violations, console errors and requests. */
async function watchedPage() {
  const page = await session.newPage();
  const watch = { dialogs: [], violations: [], requests: [], errors: [] };
  page.on('dialog', async (d) => {
    watch.dialogs.push(d.message());
    await d.dismiss();
  });
  page.on('request', (r) => watch.requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content.Security.Policy/i.test(m.text())) watch.errors.push(m.text());
  });
  page.on('pageerror', (e) => watch.errors.push(String(e)));
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  watch.check = async () => {
    watch.violations = await page.evaluate(() => window.__violations);
    assert.deepEqual(watch.dialogs, [], 'no dialog opened');
    assert.equal(await page.evaluate(() => window.__pwned), undefined, 'no payload ran');
    assert.deepEqual(watch.violations, [], 'no CSP violation');
    assert.deepEqual(watch.errors, [], 'no console error');
    // Nothing pasted became markup: the page itself has no img and one script.
    await expectCount(page.locator('img, iframe, object, embed'), 0);
    await expectCount(page.locator('script'), 1);
  };
  return { page, playground: new PlaygroundPage(page), watch };
}

const FIELDS = 'input[type=text], input:not([type]), textarea';

/**
 * Types every payload into every visible text field, checks that each shows as typed, then
 * puts the field back. Returns how many fields were tried.
 */
async function attackEveryField(scope) {
  const fields = scope.locator(FIELDS);
  const count = await fields.count();
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    const original = await field.inputValue();
    for (const payload of PAYLOADS) {
      await field.fill(payload);
      assert.equal(await field.inputValue(), payload, `field ${i} shows the text as typed`);
    }
    await field.fill(original);
  }
  await expectCount(fields, count, 'restoring each field kept the same form');
  return count;
}

test('markup and script pasted into every text field stay text', async () => {
  const { page, playground, watch } = await watchedPage();
  await playground.open();
  // One part of every kind, so each kind's fields are on the page.
  for (const kind of ['literal', 'md5', 'salt']) {
    await page.getByTestId('new-part-kind').selectOption(kind);
    const before = await playground.keyParts.count();
    await page.getByTestId('add-part').click();
    await playground.keyParts.nth(before).waitFor();
  }
  await playground.addQuery();
  await page.getByTestId('split-mode').selectOption('explicit');
  let tried = await attackEveryField(page);
  const regions = page.getByTestId('area-regions');
  for (const mode of ['numregions', 'salt']) {
    await page.getByTestId('split-mode').selectOption(mode);
    tried += await attackEveryField(regions);
  }
  await page.getByTestId('use-generated').click();
  await page.getByTestId('gen-rows').waitFor();
  tried += await attackEveryField(page.getByTestId('area-data'));
  assert.ok(tried >= 25, `tried ${tried} fields`);
  console.log(`# payloads typed into ${tried} text fields`);
  await watch.check();

  // Where typed text is echoed elsewhere on the page, it is shown as text there too.
  await playground.usePastedData();
  const cell = PAYLOADS[3];
  await playground.sampleInput.fill(`uid,phone,name\n1,2,"${cell.replaceAll('"', '""')}"\n`);
  await page.waitForFunction((c) => [...document.querySelectorAll('[data-testid=key-row] td')]
    .some((td) => td.textContent === c), cell);
  const literal = playground.keyParts.filter({ has: page.getByTestId('part-literal') }).first();
  await literal.getByTestId('part-literal').fill(PAYLOADS[0]);
  await page.waitForFunction((p) => document.querySelector('[data-testid=preview-key]')
    .textContent.includes(p), PAYLOADS[0]);
  const name = playground.query(0).getByTestId('query-name');
  await name.fill(PAYLOADS[1]);
  await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid=region-filter] option')]
    .some((o) => o.textContent === `query: ${n}`), PAYLOADS[1]);
  await watch.check();
});

test('nothing but the site\'s own files is requested, during analysis and export', async () => {
  const { page, playground, watch } = await watchedPage();
  await playground.open();
  await page.waitForLoadState('networkidle');
  await playground.pasteCsv('uid,phone,name\n1,13500000000,a\n2,13600000000,b\n');
  await playground.keyRows.nth(1).waitFor();
  await playground.setNumRegions(4);
  await page.getByTestId('use-generated').click();
  await playground.generateRows(20000);
  await page.waitForFunction(() => /20[,.\u202f ]?000/.test(document.querySelector('[data-testid=sorted-count]')?.textContent ?? ''));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-design').click(),
  ]);
  assert.equal(download.suggestedFilename(), 'rowkey-design.json');
  await page.waitForLoadState('networkidle');
  const base = session.server.baseURL;
  const origin = new URL(base).origin;
  // The export is a blob: URL of this page (not a network request); the icon is a data: URL.
  const foreign = watch.requests.filter((u) => !u.startsWith(base)
    && !u.startsWith(`blob:${origin}/`) && !u.startsWith('data:'));
  assert.deepEqual(foreign, []);
  assert.ok(watch.requests.some((u) => u.startsWith(base) && u.endsWith('.wasm')));
  await watch.check();
});

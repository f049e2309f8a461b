// axe-core finds no serious or critical violation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { useSession } from '../fixtures/session.mjs';
import { PlaygroundPage } from '../fixtures/playground_page.mjs';

const session = useSession();

async function seriousViolations(page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.nodes.length} nodes): ${v.help}`);
}

test('the default page has no serious or critical accessibility violation', async () => {
  const page = await session.newPage();
  await new PlaygroundPage(page).open();
  assert.deepEqual(await seriousViolations(page), []);
});

test('the page with an inline error has no serious or critical violation', async () => {
  const page = await session.newPage();
  const playground = new PlaygroundPage(page);
  await playground.open();
  await playground.pasteCsv('a,b\n1\n');
  await playground.sampleError.waitFor();
  assert.deepEqual(await seriousViolations(page), []);
});

test('the heatmap view and an invalid field have no serious or critical violation', async () => {
  const page = await session.newPage();
  const playground = new PlaygroundPage(page);
  await playground.open();
  await page.getByTestId('show-heatmap').click();
  await page.getByTestId('heatmap').waitFor();
  await playground.keyParts.first().getByTestId('part-separator').fill('\\x');
  assert.equal((await playground.fieldErrors()).length, 1);
  assert.deepEqual(await seriousViolations(page), []);
});

test('the Queries area with an invalid condition has no serious or critical violation', async () => {
  const page = await session.newPage();
  const playground = new PlaygroundPage(page);
  await playground.open();
  await playground.addQuery();
  await playground.setCondition(3, 0, { op: 'latest', value: 'x' });
  assert.equal((await playground.fieldErrors()).length, 1);
  // The code is behind its disclosure (issue 34 item 3).
  await playground.query(0).getByTestId('query-code').locator('summary').click();
  await playground.query(0).getByTestId('show-java').click();
  const results = await new AxeBuilder({ page }).include('[data-testid="area-queries"]').analyze();
  assert.deepEqual(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id}: ${v.help}`), []);
  assert.deepEqual(await seriousViolations(page), []);
});

test('the full key builder (columns, transforms, date-time, hash of parts) has no serious violation', async () => {
  const page = await session.newPage();
  const playground = new PlaygroundPage(page);
  await playground.open();
  const first = playground.keyParts.nth(0);
  await first.getByTestId('part-add-column').click();
  await first.getByTestId('part-add-transform').click();
  await first.getByTestId('part-add-transform').click();
  await first.getByTestId('part-transform').nth(1).selectOption('first');
  const second = playground.keyParts.nth(1);
  await second.getByTestId('part-encoding').selectOption('timestamp');
  await second.getByTestId('part-time-in').selectOption('datetime');
  await second.getByTestId('part-time-out').selectOption('text');
  await second.getByTestId('part-in-pattern').fill('yyyy-MM-dd EEE');
  await page.getByTestId('new-part-kind').selectOption('md5');
  await page.getByTestId('add-part').click();
  await playground.keyParts.nth(3).getByTestId('part-hash-input').selectOption('parts');
  await playground.setKeyRange('1', '9', 5);
  assert.ok((await playground.fieldErrors()).length >= 1);
  assert.deepEqual(await seriousViolations(page), []);
});

test('the gallery, a lesson on its guided tour and the Chinese page have no serious violation', async () => {
  const page = await session.newPage();
  await new PlaygroundPage(page).open();
  await page.getByTestId('open-gallery').click();
  await page.getByTestId('preset-gallery').waitFor();
  assert.deepEqual(await seriousViolations(page), []);
  await page.getByTestId('open-salt-letters-before').click();
  await page.getByTestId('tour-start').click();
  await page.getByTestId('tour-callout').waitFor();
  assert.deepEqual(await seriousViolations(page), []);
  await page.getByTestId('lang-zh-CN').click();
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  assert.deepEqual(await seriousViolations(page), []);
});

// A failure before the first render (the wasm cannot be instantiated) leaves no blank page:
// src/boot.js says what happened and what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectCount } from '../fixtures/expect.mjs';
import { useSession } from '../fixtures/session.mjs';

const session = useSession();

async function corruptWasm(page, served) {
  await page.route('**/*.wasm', async (route) => {
    const response = await route.fetch();
    const bytes = await response.body();
    served.push(route.request().url());
    // Keep the header, damage the rest: the download works, instantiation fails.
    const corrupted = Buffer.concat([bytes.subarray(0, 8), Buffer.alloc(64, 0xff)]);
    await route.fulfill({ response, body: corrupted });
  });
}

test('a corrupted wasm file shows the start-up message', async () => {
  const page = await session.newPage();
  const served = [];
  await corruptWasm(page, served);
  await page.goto('./');
  const alert = page.getByRole('alert');
  await alert.waitFor();
  const text = (await alert.textContent()).trim();
  assert.match(text, /^RowKey Playground could not start \(.+\)\. Reload the page to try again\.$/);
  assert.equal(served.length, 1, 'the app wasm was requested');
  await expectCount(page.getByTestId('key-row'), 0, 'nothing else rendered');
  console.log(`boot failure message: ${text}`);
});

test('the start-up message follows the language the page opens in', async () => {
  const page = await session.newPage({ locale: 'zh-CN' });
  await corruptWasm(page, []);
  await page.goto('./');
  const alert = page.getByRole('alert');
  await alert.waitFor();
  const text = (await alert.textContent()).trim();
  assert.match(text, /^RowKey 游乐场无法启动（.+）。请重新加载页面再试。$/);
  assert.ok(await alert.evaluate((el) => el.closest('[data-boot-shell]') !== null), 'shown under the static header');
});

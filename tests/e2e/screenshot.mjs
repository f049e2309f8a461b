// Takes the README screenshot from the release build: node screenshot.mjs OUT.png
import { serveDist } from './fixtures/server.mjs';
import { launchBrowser } from './fixtures/browser.mjs';
import { PlaygroundPage } from './fixtures/playground_page.mjs';

const out = process.argv[2] ?? 'screenshot.png';
const server = await serveDist();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ baseURL: server.baseURL, viewport: { width: 1280, height: 720 } });
  await new PlaygroundPage(page).open();
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.close();
}

/**
 * The browser the preview's tests drive: Debian's chromium through playwright-core (which downloads
 * no browser of its own; scripts/ensure-chromium.js installs chromium before `npm test` when it is
 * missing), one page of the size a test asks, patient as a test is.
 */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.DECKWRIGHT_CHROMIUM || '/usr/bin/chromium';

/** A browser and one page `width` × `height` px. */
export async function openPage(width: number, height: number): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const page = await browser.newPage({ viewport: { width, height } });
  // Playwright's 30 s is less than a test's: on shared cores, with other test files running,
  // the server's first render of the pack can take longer.
  page.setDefaultTimeout(120_000);
  return { browser, page };
}

/** Runs `click` on the Play tab and waits until the page has drawn what the server answered (a view, or an error). */
export async function andWait(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await page.getAttribute('#view-play', 'data-answered');
  await click();
  await page.waitForFunction((n) => document.getElementById('view-play')!.dataset.answered !== n, before);
}

import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from '@jest/globals';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's chromium (installed by .ci/system-packages), driven headless by puppeteer-core over DevTools. */
const CHROMIUM = '/usr/bin/chromium';

/** Launches one headless Chromium for the test file and closes it after; returns a getter of the browser. */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium) to run this test`);
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage'],
      timeout: 30_000,
    });
  }, 40_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

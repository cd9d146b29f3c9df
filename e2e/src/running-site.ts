// One running site and one browser per test file: started before its tests, stopped after them.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestStack, type TestStack, type TestStackOptions } from './stack';

export interface RunningSite {
  stack: TestStack;
  browser: Browser;
}

/**
 * Registers the file's beforeAll and afterAll; the returned object is filled once beforeAll has run.
 * A file's own hooks, declared after this call, run after the site has started and after it has stopped.
 */
export function useRunningSite(options: TestStackOptions = {}): RunningSite {
  const site = {} as RunningSite;
  beforeAll(async () => {
    site.stack = await startTestStack(options);
    site.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.stack?.stop();
  });
  return site;
}

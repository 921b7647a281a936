import { test, type TestContext } from 'vitest';
import type { Page } from 'playwright-core';
import { pageErrors, screenshotOnFailure } from './index.js';

/**
 * Steps of one journey share a browser page and build on each other: once a step breaks, the
 * later ones are skipped with its name (the run still fails on the broken one), and the broken
 * step leaves a screenshot, the page's errors and its URL in the failure message.
 */
export function createJourney(currentPage: () => Page | undefined) {
  let broken: string | null = null;
  return function step(name: string, body: () => Promise<void>, timeout?: number): void {
    test(
      name,
      async (ctx: TestContext) => {
        if (broken) ctx.skip(`skipped: step "${broken}" failed`);
        try {
          await body();
        } catch (error) {
          broken = name;
          const page = currentPage();
          if (page) {
            await screenshotOnFailure(page, name);
            const errors = pageErrors(page);
            if (errors.length && error instanceof Error) error.message += `\n  page errors: ${errors.join(' | ')}`;
            if (error instanceof Error) error.message += `\n  at ${page.url()}`;
          }
          throw error;
        }
      },
      timeout,
    );
  };
}

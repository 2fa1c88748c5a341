/**
 * The `test` every spec imports: a page that logs console.error or throws fails the test,
 * as in the component tests (STYLE.md §6). A test that provokes an error on purpose lists
 * it with `test.use({ expectedConsoleErrors: [/…/] })`: then exactly those must occur.
 */
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ expectedConsoleErrors: RegExp[]; failOnPageErrors: void }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnPageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'the page reported errors').toEqual(expectedConsoleErrors.map((pattern) => expect.stringMatching(pattern)));
    },
    { auto: true },
  ],
});

export { expect };

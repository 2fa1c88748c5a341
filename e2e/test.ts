/**
 * The `test` every spec imports. A page must stay quiet: a console error or warning, an
 * uncaught error, or a failed request (HTTP 400 and above, or one that never got an
 * answer) fails the test, as console.error does in the component tests (docs/architecture.md, Conventions).
 * A test that provokes one on purpose names it: `test.use({ expectedConsole: [/…/] })`
 * or `expectedFailedRequests: [/…/]`; then exactly those must occur.
 */
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ expectedConsole: RegExp[]; expectedFailedRequests: RegExp[]; quietPage: void }>({
  expectedConsole: [[], { option: true }],
  expectedFailedRequests: [[], { option: true }],
  quietPage: [
    async ({ page, expectedConsole, expectedFailedRequests }, use) => {
      const messages: string[] = [];
      const failedRequests: string[] = [];
      page.on('console', (message) => {
        const type = message.type();
        if (type === 'error' || type === 'warning') messages.push(`console.${type}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      page.on('requestfailed', (request) => {
        // A navigation away cancels what was still loading: that is not a failure.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        failedRequests.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
      });
      await use();
      expect(messages, 'the page logged errors or warnings').toEqual(expectedConsole.map((pattern) => expect.stringMatching(pattern)));
      expect(failedRequests, 'requests failed').toEqual(expectedFailedRequests.map((pattern) => expect.stringMatching(pattern)));
    },
    { auto: true },
  ],
});

export { expect };

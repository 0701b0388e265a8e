/**
 * The `test` every spec uses: the app must work with the network off, so every request that
 * leaves this machine is aborted, recorded, and fails the test that made it.
 */
import { test as base, expect } from '@playwright/test';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export const test = base.extend<{ outsideRequests: string[] }>({
  outsideRequests: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await context.route(
        (url) => url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname),
        (route) => {
          seen.push(route.request().url());
          return route.abort('internetdisconnected');
        },
      );
      await use(seen);
      expect(seen, 'requests that left this machine').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

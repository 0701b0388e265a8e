/**
 * The `test` every spec uses. The app must work with the network cable pulled, so every request
 * that would leave this machine is aborted as if offline, recorded, and fails the test that made
 * it, with the URLs listed.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for a URL that would leave this machine (data: and blob: URLs never do). */
export function leavesMachine(url: URL): boolean {
  if (url.protocol === 'data:' || url.protocol === 'blob:') return false;
  return !LOOPBACK_HOSTS.has(url.hostname);
}

const attemptsByContext = new WeakMap<BrowserContext, string[]>();

/**
 * Records every request and WebSocket of `context` that would leave this machine and returns the
 * list of their URLs. Chromium's resolver already fails every host but this machine's
 * (CHROMIUM_ARGS), so nothing leaves; listening instead of routing keeps each request off the
 * test runner's path. The `context` fixture below does this already; call it for a context a
 * test makes itself with `browser.newContext()`.
 */
export function guardNetwork(context: BrowserContext): string[] {
  const attempted: string[] = [];
  attemptsByContext.set(context, attempted);
  context.on('request', (request) => {
    if (leavesMachine(new URL(request.url()))) {
      attempted.push(`${request.method()} ${request.url()}`);
    }
  });
  const watchSockets = (page: Page) =>
    page.on('websocket', (ws) => {
      if (leavesMachine(new URL(ws.url()))) attempted.push(`WebSocket ${ws.url()}`);
    });
  context.pages().forEach(watchSockets);
  context.on('page', watchSockets);
  return attempted;
}

export const test = base.extend<{ outsideRequests: string[] }>({
  context: async ({ context }, use) => {
    const attempted = guardNetwork(context);
    await use(context);
    expect(attempted, 'requests that tried to leave this machine').toEqual([]);
  },
  /** The requests of this test's context that tried to leave this machine, so far. */
  outsideRequests: async ({ context }, use) => {
    await use(attemptsByContext.get(context) ?? []);
  },
});

export { expect };

/** Opens the app at `path` and waits until its main landmark shows. */
export async function gotoApp(page: Page, path = '/'): Promise<Response | null> {
  const response = await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  return response;
}

/** Reloads and waits until the app shows: it starts once the stored files are read. */
export async function reloadApp(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
}

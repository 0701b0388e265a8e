/**
 * The `test` every spec uses. The app must work with the network cable pulled (DESIGN §1), so
 * every request that would leave this machine is aborted as if offline, recorded, and fails the
 * test that made it, with the URLs listed.
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
 * Aborts every request and WebSocket of `context` that would leave this machine and returns the
 * list of their URLs. The `context` fixture below does this already; call it for a context a
 * test makes itself with `browser.newContext()`.
 */
export async function guardNetwork(context: BrowserContext): Promise<string[]> {
  const attempted: string[] = [];
  attemptsByContext.set(context, attempted);
  await context.route(leavesMachine, (route) => {
    attempted.push(`${route.request().method()} ${route.request().url()}`);
    return route.abort('internetdisconnected');
  });
  await context.routeWebSocket(leavesMachine, (ws) => {
    attempted.push(`WebSocket ${ws.url()}`);
    return ws.close({ code: 1011, reason: 'offline test' });
  });
  return attempted;
}

export const test = base.extend<{ outsideRequests: string[] }>({
  context: async ({ context }, use) => {
    const attempted = await guardNetwork(context);
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

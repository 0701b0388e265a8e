// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reporterConfig } from '../../core/errors/reporter-config';
import { ERROR_REPORTING_DSN_KEY } from '../../storage/error-reporting-settings';
import {
  configuredDsn,
  initErrorReporting,
  reportToService,
  resetErrorReporting,
  sentryOptions,
} from './reporting';

const sdk = vi.hoisted(() => ({
  loaded: 0,
  init: vi.fn(),
  captureException: vi.fn(),
  linkedErrorsIntegration: vi.fn((options?: { limit?: number }) => ({
    name: 'LinkedErrors' as const,
    options,
  })),
}));

vi.mock('@sentry/browser', () => {
  sdk.loaded++;
  return {
    init: sdk.init,
    captureException: sdk.captureException,
    linkedErrorsIntegration: sdk.linkedErrorsIntegration,
  };
});

const DSN = 'https://public@127.0.0.1:9/1';
type WithLimit = ErrorConstructor & { stackTraceLimit?: number };
const originalLimit = (Error as WithLimit).stackTraceLimit;

beforeEach(() => {
  localStorage.clear();
  resetErrorReporting();
  sdk.init.mockClear();
  sdk.captureException.mockClear();
  vi.stubEnv('VITE_SENTRY_DSN', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
  (Error as WithLimit).stackTraceLimit = originalLimit;
});

describe('sentryOptions: the client limits', () => {
  it('keeps 100 breadcrumbs and 5 linked errors, and collects no personal data', () => {
    const options = sentryOptions(reporterConfig(DSN), sdk);
    expect(options.dsn).toBe(DSN);
    expect(options.maxBreadcrumbs).toBe(100);
    expect(sdk.linkedErrorsIntegration).toHaveBeenCalledWith({ limit: 5 });
    expect(options.integrations).toEqual([{ name: 'LinkedErrors', options: { limit: 5 } }]);
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      urlQueryParams: false,
    });
  });
});

describe('configuredDsn', () => {
  it('is off by default', () => {
    expect(configuredDsn()).toBeNull();
  });

  it('reads the runtime setting first, then the build-time DSN', () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://build@example.com/2');
    expect(configuredDsn()).toBe('https://build@example.com/2');
    localStorage.setItem(ERROR_REPORTING_DSN_KEY, DSN);
    expect(configuredDsn()).toBe(DSN);
  });

  it("lets the setting 'off' turn a build-time DSN off", () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://build@example.com/2');
    localStorage.setItem(ERROR_REPORTING_DSN_KEY, 'off');
    expect(configuredDsn()).toBeNull();
  });

  it('ignores a value that is not a DSN', () => {
    localStorage.setItem(ERROR_REPORTING_DSN_KEY, 'not a dsn');
    expect(configuredDsn()).toBeNull();
  });
});

describe('initErrorReporting: starts only with a DSN and forwards caught errors', () => {
  it('does not load the SDK and sends nothing without a DSN', async () => {
    const loadedBefore = sdk.loaded;
    expect(await initErrorReporting()).toBe(false);
    expect(await reportToService(new Error('x'), {}, 'low')).toBe(false);
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.captureException).not.toHaveBeenCalled();
    expect(sdk.loaded).toBe(loadedBefore);
  });

  it('starts the SDK once with the options and 50 stack frames when a DSN is set', async () => {
    localStorage.setItem(ERROR_REPORTING_DSN_KEY, DSN);
    expect(await initErrorReporting()).toBe(true);
    expect(await initErrorReporting()).toBe(true);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init.mock.calls[0]?.[0]).toMatchObject({ dsn: DSN, maxBreadcrumbs: 100 });
    expect((Error as WithLimit).stackTraceLimit).toBe(50);
  });

  it('forwards a caught error with its region, severity and component stack', async () => {
    localStorage.setItem(ERROR_REPORTING_DSN_KEY, DSN);
    const error = new Error('boom');
    const sent = await reportToService(
      error,
      { source: 'error-boundary', region: 'explorer', componentStack: '\n at Explorer' },
      'medium',
    );
    expect(sent).toBe(true);
    expect(sdk.captureException).toHaveBeenCalledWith(error, {
      level: 'error',
      tags: { region: 'explorer', severity: 'medium' },
      contexts: { react: { componentStack: '\n at Explorer' } },
    });
  });
});

/**
 * Error protection (the banner, Error Details, the error boundary, error reporting): a simulated
 * render error in the explorer is contained, the page stays usable, Auto-Recover brings the
 * explorer back with the attempt counter up, the report copies, Dismiss hides the banner; and
 * errors reach a reporting service only when a DSN is configured.
 */
import { test, expect, type Page } from '@playwright/test';

const SIMULATED_MESSAGE = 'Simulated render error in the explorer region';
/** Port 9 (discard) on loopback: nothing listens; every request to it is intercepted below. */
const DSN = 'https://public@127.0.0.1:9/1';

async function simulateRenderError(page: Page): Promise<void> {
  await page.keyboard.press('Control+K');
  await page.keyboard.type('Simulate Render Error');
  await page.keyboard.press('Enter');
}

const bannerOf = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Error Protection Active' });
const explorerOf = (page: Page) => page.getByRole('navigation', { name: 'File explorer' });

test.describe('error protection', () => {
  test('contains a render error, recovers, copies the report and dismisses', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await expect(explorerOf(page)).toBeVisible();

    await simulateRenderError(page);
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(SIMULATED_MESSAGE);
    await expect(banner).toContainText('Recovery attempt 1 of 3');
    await expect(explorerOf(page)).toHaveCount(0);
    await expect(page.getByRole('group', { name: /stopped by an error/ })).toBeVisible();

    // The rest of the page stays, below the banner, and usable.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const bannerBox = await banner.boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(bannerBox && headerBox && headerBox.y >= bannerBox.y + bannerBox.height - 1).toBe(true);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('banner').getByRole('button').first().focus();
    await expect(page.getByRole('banner').getByRole('button').first()).toBeFocused();

    await banner.getByRole('button', { name: 'Auto-Recover' }).click();
    await expect(banner.getByRole('button', { name: /Recovering/ })).toBeDisabled();
    await expect(explorerOf(page)).toBeVisible({ timeout: 5000 });
    await expect(banner).toBeHidden();
    await expect(page.getByText('Error automatically resolved')).toBeVisible();

    // The counter went up: the next error offers the second attempt.
    await simulateRenderError(page);
    await expect(banner).toContainText('Recovery attempt 2 of 3');

    await banner.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('complementary', { name: 'Error Details' });
    await expect(details).toContainText(SIMULATED_MESSAGE);
    await expect(details).toContainText('1 of 3 attempts used');
    await expect(details.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await details.getByRole('button', { name: 'Copy Report' }).click();
    await expect(page.getByText('Error report copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toMatchObject({
      message: SIMULATED_MESSAGE,
      url: page.url(),
    });

    const dismiss = banner.getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveAccessibleDescription('Continue at your own risk');
    await dismiss.click();
    await expect(banner).toBeHidden();
    await expect(details).toBeHidden();
    await expect(explorerOf(page)).toBeVisible();
  });

  test('sends a caught error to the reporting service when a DSN is set', async ({ page }) => {
    const envelopes: string[] = [];
    await page.route('**://127.0.0.1:9/**', async (route) => {
      envelopes.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    await page.addInitScript((dsn) => localStorage.setItem('errorReporting.dsn', dsn), DSN);
    await page.goto('/');
    await expect(explorerOf(page)).toBeVisible();

    await simulateRenderError(page);
    await expect(bannerOf(page)).toBeVisible();
    await expect
      .poll(() => envelopes.some((body) => body.includes(SIMULATED_MESSAGE)), { timeout: 10_000 })
      .toBe(true);
  });

  test('sends nothing anywhere without a DSN', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await expect(explorerOf(page)).toBeVisible();

    await simulateRenderError(page);
    await expect(bannerOf(page)).toBeVisible();
    // Give a lazily loaded reporter every chance to send before looking: without a DSN the
    // page shows nothing that a report was not sent.
    await page.waitForTimeout(1500);
    const origin = new URL(page.url()).origin;
    const foreign = requested.filter(
      (url) => /^https?:/.test(url) && new URL(url).origin !== origin,
    );
    expect(foreign).toEqual([]);
  });
});

import { test, expect } from './fixtures';
import { newFile, typeInEditor, waitForEditor } from './helpers';

test('the app loads and edits with everything served from this origin', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.origin !== new URL(baseURL ?? '').origin) {
      foreign.push(r.url());
    }
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await newFile(page, 'offline.ts');
  await waitForEditor(page);
  await typeInEditor(page, 'const answer: number = 42;');
  // Monaco's TypeScript worker runs locally: a type error shows in the status bar.
  await page.keyboard.press('Enter');
  await page.keyboard.type('const wrong: string = answer;');
  await expect(page.getByRole('contentinfo')).toContainText('1 error', { timeout: 15_000 });
  const fonts = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
  );
  expect(fonts.join(',')).toContain('JetBrains Mono');
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

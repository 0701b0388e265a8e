/** A file above 5 MB (issue 10): the editor says it is large, and a small file says nothing. */
import { test, expect } from './fixtures';
import { waitForEditor } from './helpers';

test('pasting more than 5 MB into a file shows the large-file warning', async ({ page }) => {
  await page.goto('/?file=big.js');
  await waitForEditor(page);
  const notice = page.locator('.large-file-notice');
  await expect(notice).toHaveCount(0);
  await page.evaluate(() => {
    const w = window as Window & {
      monaco?: { editor: { getEditors(): { getModel(): { setValue(v: string): void } | null }[] } };
    };
    const line = 'const value = compute(1, 2, 3); // a line of a generated file\n';
    w.monaco?.editor
      .getEditors()[0]
      ?.getModel()
      ?.setValue(line.repeat(Math.ceil((5.5 * 1024 * 1024) / line.length)));
  });
  await expect(notice).toContainText('MB: typing, saving in the browser and AI help may be slow', {
    timeout: 20_000,
  });
});

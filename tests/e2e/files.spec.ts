import { test, expect } from './fixtures';
import {
  expectEditorToContain,
  newFile,
  newFolder,
  treeItem,
  typeInEditor,
  waitForEditor,
} from './helpers';

test.describe('files', () => {
  test('create, type, save and find it all again after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
    await newFile(page, 'notes.txt');
    await expect(page.getByText('File Created')).toBeVisible();
    await waitForEditor(page);
    await typeInEditor(page, 'hello world');

    const header = page.locator('.editor-header');
    await expect(header.getByRole('img', { name: 'Modified' })).toBeVisible();
    await expect(treeItem(page, 'notes.txt')).toHaveAccessibleName('notes.txt, modified');
    const save = page.getByRole('button', { name: 'Save File' });
    await expect(save).toBeEnabled();

    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByText('notes.txt saved successfully')).toBeVisible();
    await expect(page.getByText('File saved successfully!')).toBeVisible();
    await expect(header.getByRole('img', { name: 'Modified' })).toHaveCount(0);
    await expect(save).toBeDisabled();
    await expect(page.getByRole('contentinfo')).toContainText('1 line · 2 words · 11 characters');

    await page.reload();
    await waitForEditor(page);
    await expect(treeItem(page, 'notes.txt')).toHaveAttribute('aria-selected', 'true');
    await expectEditorToContain(page, 'hello world');
  });

  test('Create First File asks the language and a name, and remembers the language', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Create First File' }).click();
    const language = page.getByRole('dialog', { name: 'Your first file' });
    // JavaScript first, as nothing was chosen before: Enter takes it.
    await expect(language.getByRole('button', { name: 'JavaScript' })).toBeFocused();
    await page.keyboard.press('Enter');
    const name = page.getByRole('dialog', { name: 'Name your JavaScript file' });
    await expect(name.getByRole('textbox', { name: 'File name' })).toHaveValue('hello-world.js');
    await name.getByRole('button', { name: 'Create' }).click();
    await waitForEditor(page);
    await expect(page.locator('.editor-file-name')).toHaveText('hello-world.js');
    await expectEditorToContain(page, 'console.log(greet(person));');

    // Python this time, named by the user; after a reload Python is offered first.
    const again = async () => {
      await page.locator('.explorer-header').first().click(); // the keys go to the app
      await page.keyboard.press('ControlOrMeta+k');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await palette.getByRole('combobox').fill('Create First File');
      await palette.getByRole('option', { name: /^Create First File/ }).click();
    };
    await again();
    await language.getByRole('button', { name: 'Python' }).click();
    const pyName = page.getByRole('dialog', { name: 'Name your Python file' });
    await pyName.getByRole('textbox', { name: 'File name' }).fill('greeting.py');
    await page.keyboard.press('Enter');
    await expect(page.locator('.editor-file-name')).toHaveText('greeting.py');
    await expectEditorToContain(page, 'print(greet(person))');
    await page.reload();
    await waitForEditor(page);
    await again();
    await expect(language.getByRole('button', { name: 'Python' })).toBeFocused();
  });

  test('rename from the context menu, with clear messages for bad names', async ({ page }) => {
    await page.goto('/');
    await newFile(page, 'draft.js');
    await newFile(page, 'other.js');
    await treeItem(page, 'draft.js').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Rename…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename File' });
    const input = dialog.getByRole('textbox');
    await input.fill('other.js');
    await expect(dialog).toContainText('"other.js" already exists here. Choose a different name.');
    await input.press('Enter');
    await expect(dialog).toBeVisible(); // refused: nothing changed
    await input.fill('a/b.py');
    await expect(dialog).toContainText('cannot contain "/"');
    await input.fill('main.py');
    await input.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(treeItem(page, 'main.py')).toBeVisible();
    await expect(treeItem(page, 'draft.js')).toHaveCount(0);
    await treeItem(page, 'main.py').click();
    await expect(page.locator('.editor-file-name')).toHaveText('main.py');
  });

  test('an empty name is ignored', async ({ page }) => {
    await page.goto('/');
    // Counted once the explorer shows the project, not while it is still being read.
    await expect(treeItem(page, 'welcome.md')).toBeVisible();
    const before = await page.getByRole('treeitem').count();
    await page.getByRole('button', { name: 'New file or folder' }).click();
    await page.getByRole('menuitem', { name: 'New File…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New File' });
    await dialog.getByRole('textbox').fill('   ');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('treeitem')).toHaveCount(before);
  });

  test('delete asks first, clears the active file and can be undone', async ({ page }) => {
    await page.goto('/');
    await newFile(page, 'gone.js');
    await waitForEditor(page);
    await treeItem(page, 'gone.js').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete File' });
    await expect(confirm).toContainText('Are you sure you want to delete this file?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(treeItem(page, 'gone.js')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(treeItem(page, 'gone.js')).toBeVisible();
  });

  test('folders expand and collapse, hold files, and stay as left', async ({ page }) => {
    await page.goto('/');
    await newFolder(page, 'src');
    await expect(page.getByText('Folder Created')).toBeVisible();
    await treeItem(page, 'src').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'New File…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New File' });
    await dialog.getByRole('textbox').fill('app.js');
    await dialog.getByRole('textbox').press('Enter');
    await expect(treeItem(page, 'app.js')).toHaveAttribute('aria-level', '2');
    await treeItem(page, 'src').click();
    await expect(treeItem(page, 'src')).toHaveAttribute('aria-expanded', 'false');
    await expect(treeItem(page, 'app.js')).toHaveCount(0);
    // A folder stays as it was left.
    await page.reload();
    await expect(treeItem(page, 'src')).toHaveAttribute('aria-expanded', 'false');
    await treeItem(page, 'src').click();
    await expect(treeItem(page, 'app.js')).toBeVisible();
    await page.reload();
    await expect(treeItem(page, 'app.js')).toBeVisible();
  });

  test("rows draw their icons in the theme's colour, an open folder its open icon", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    // What a row's type icon draws: its image (the last background image of the row's ::before
    // box, after a folder's chevron; a bitmap once the page has been idle) and the colour of the
    // image's most opaque pixel.
    const icon = (name: string) =>
      treeItem(page, name).evaluate(async (el) => {
        const images = getComputedStyle(el, '::before').backgroundImage;
        const url = [...images.matchAll(/url\("([^"]*)"\)/g)].pop()?.[1] ?? '';
        const image = document.createElement('img');
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let best = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > data[best + 3]!) best = i;
        return { url, rgb: [data[best]!, data[best + 1]!, data[best + 2]!] };
      });
    // Drawing may blend a pixel's colour by a step or two.
    const near = (rgb: number[], want: number[]) =>
      rgb.every((value, i) => Math.abs(value - want[i]!) <= 3);
    const muted = { light: [91, 100, 117], dark: [164, 171, 185] };
    await expect
      .poll(async () => {
        const { url, rgb } = await icon('welcome.md');
        return url.startsWith('data:image/png') && near(rgb, muted.light);
      })
      .toBe(true);
    await newFolder(page, 'src');
    await expect(treeItem(page, 'src')).toHaveAttribute('aria-expanded', 'true');
    const open = (await icon('src')).url;
    await treeItem(page, 'src').click();
    await expect(treeItem(page, 'src')).toHaveAttribute('aria-expanded', 'false');
    expect((await icon('src')).url).not.toBe(open);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect
      .poll(async () => {
        const { url, rgb } = await icon('welcome.md');
        return url.startsWith('data:image/png') && near(rgb, muted.dark);
      })
      .toBe(true);
  });

  test.describe('on a screen with two device pixels to a CSS pixel', () => {
    test.use({ deviceScaleFactor: 2 });

    test("rows' icons are drawn at the screen's pixel ratio", async ({ page }) => {
      await page.goto('/');
      // The bitmap behind the icon of a 16 px box, in device pixels.
      const width = () =>
        treeItem(page, 'welcome.md').evaluate(async (el) => {
          const images = getComputedStyle(el, '::before').backgroundImage;
          const url = /url\("([^"]*)"\)/.exec(images)?.[1] ?? '';
          if (!url.startsWith('data:image/png')) return 0;
          const image = document.createElement('img');
          image.src = url;
          await image.decode();
          return image.naturalWidth;
        });
      await expect.poll(width).toBe(32);
    });
  });

  test('search shows both empty states', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search files' }).fill('zzz');
    await expect(page.getByText('No files match your search')).toBeVisible();
    await expect(page.getByText('Try a different search term')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search files' }).fill('');
    await treeItem(page, 'welcome.md').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    await page
      .getByRole('dialog', { name: 'Delete File' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('No files yet')).toBeVisible();
    await expect(page.getByText('Create your first file to get started')).toBeVisible();
  });

  test('the theme toggle persists across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Alt+t');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the theme follows the system preference until chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a deep link opens or creates the file, and a bad name is explained', async ({ page }) => {
    await page.goto('/?file=bench.js');
    await waitForEditor(page);
    await expect(page.locator('.editor-file-name')).toHaveText('bench.js');
    await page.goto('/?file=a%2Fb.js');
    await expect(page.getByText('Could not open the linked file')).toBeVisible();
    await expect(page.getByText(/cannot contain "\/"/)).toBeVisible();
  });

  test('the close button closes the file and shows the welcome screen', async ({ page }) => {
    await page.goto('/');
    await newFile(page, 'c.js');
    await page.getByRole('button', { name: 'Close c.js' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to the editor' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is an overlay drawer closed by its backdrop', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Show sidebar' }).click();
    await expect(sidebar).toBeVisible();
    const box = await sidebar.boundingBox();
    expect(box?.width).toBeLessThan(375);
    await page.mouse.click(360, 400); // the backdrop, right of the drawer
    await expect(sidebar).toBeHidden();
  });
});

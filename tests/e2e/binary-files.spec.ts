/**
 * Images and other binary files: imported as their bytes, shown as a preview instead of the
 * editor, kept in IndexedDB across a reload, and written back byte for byte in the zip.
 */
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import type { Download, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { seedFiles, seriousViolations, storedFileRecords, treeItem } from './helpers';

/** A real PNG of `width` × `height` pixels, every pixel a different colour. */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4); // filter byte 0, then the pixels
    for (let x = 0; x < width; x++) row.set([x * 60, y * 90, 200, 255], 1 + x * 4);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG = makePng(3, 2);
/** 12,000 bytes that are not text (zero bytes among them), under a font's name. */
const FONT = Buffer.from(Array.from({ length: 12_000 }, (_, i) => (i * 7) % 256));

async function importFiles(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import files or a folder' }).click();
  await page.getByRole('menuitem', { name: 'Import Files…' }).click();
  await (await chooser).setFiles(files);
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

/** The stored records that hold a Blob: their names and the Blob's size and type. */
async function storedBlobs(page: Page): Promise<{ name: string; size: number; type: string }[]> {
  return (await storedFileRecords(page)).flatMap((r) =>
    r.blob ? [{ name: r.name, ...r.blob }] : [],
  );
}

test.describe('binary files', () => {
  test("a project's picture shows in the live preview of its page", async ({ page }) => {
    await seedFiles(page, [
      {
        id: 'page',
        name: 'index.html',
        type: 'file',
        content:
          '<!doctype html>\n<html><body><h1>Logo</h1><img alt="our logo" src="dot.png"></body></html>\n',
        path: '/index.html',
        modified: false,
        lastSaved: null,
      },
    ]);
    await page.goto('/');
    await importFiles(page, [{ name: 'dot.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(page.getByRole('status').filter({ hasText: 'Imported 1 file' })).toBeVisible();
    await treeItem(page, 'index.html').click();
    await page.keyboard.press('F5');
    const preview = page.getByRole('complementary', { name: 'Preview of index.html' });
    await expect(preview).toBeVisible();
    await expect(preview).not.toContainText('Not in the project');
    // The page is in a frame of the preview host; a refresh swaps in a new one, the last.
    const logo = page
      .frameLocator('iframe.preview-frame')
      .frameLocator('iframe >> nth=-1')
      .getByRole('img', { name: 'our logo' });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(3);
  });

  test('an imported PNG shows as an image with its size, survives a reload and zips byte for byte', async ({
    page,
  }) => {
    await seedFiles(page, [
      {
        id: 'readme',
        name: 'readme.txt',
        type: 'file',
        content: 'hi',
        path: '/readme.txt',
        modified: false,
        lastSaved: null,
      },
    ]);
    await page.goto('/');
    await expect(treeItem(page, 'readme.txt')).toBeVisible();
    await importFiles(page, [{ name: 'dot.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(page.getByRole('status').filter({ hasText: 'Imported 1 file' })).toBeVisible();

    await treeItem(page, 'dot.png').click();
    const preview = page.getByRole('region', { name: 'Preview of dot.png' });
    await expect(preview.getByRole('img', { name: 'dot.png' })).toBeVisible();
    await expect(preview).toContainText(`dot.png: 3 × 2 pixels, ${PNG.length} bytes`);
    await expect(page.getByRole('contentinfo')).toContainText(`binary file · ${PNG.length} bytes`);
    // No text editor, and no Run button, for a picture.
    await expect(page.locator('#editor')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Run File' })).toHaveCount(0);
    expect(await seriousViolations(page, '.binary-preview')).toEqual([]);

    // Run from the keyboard says why it does nothing.
    await page.keyboard.press('F5');
    await expect(
      page.getByRole('status').filter({ hasText: 'Run File: not for dot.png' }),
    ).toContainText('Run File works on text, and dot.png is a binary file');

    // The Download button is reached by the keyboard and gives the bytes back as they came.
    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Download dot.png' }).focus();
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe('dot.png');
    expect((await bytesOf(await download)).equals(PNG)).toBe(true);

    // Stored in IndexedDB as a Blob: a reload shows the same picture.
    await expect
      .poll(() => storedBlobs(page))
      .toEqual([{ name: 'dot.png', size: PNG.length, type: 'image/png' }]);
    await page.reload();
    await treeItem(page, 'dot.png').click();
    await expect(preview).toContainText(`dot.png: 3 × 2 pixels, ${PNG.length} bytes`);
    await expect(preview.getByRole('img', { name: 'dot.png' })).toBeVisible();

    const zipped = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Project as Zip' }).click();
    const files = unzipSync(new Uint8Array(await bytesOf(await zipped)));
    expect(Object.keys(files).sort()).toEqual(['dot.png', 'readme.txt']);
    expect(Buffer.from(files['dot.png'] as Uint8Array).equals(PNG)).toBe(true);
  });

  test('a binary file that is not a picture shows what it is and a Download button', async ({
    page,
  }) => {
    await seedFiles(page, []);
    await page.goto('/');
    await importFiles(page, [{ name: 'font.woff2', mimeType: 'font/woff2', buffer: FONT }]);
    await treeItem(page, 'font.woff2').click();
    const preview = page.getByRole('region', { name: 'Preview of font.woff2' });
    await expect(preview).toContainText(
      'font.woff2 is a binary file (12 KB) and cannot be edited as text.',
    );
    await expect(preview.getByRole('img')).toHaveCount(0);
    expect(await seriousViolations(page, '.binary-preview')).toEqual([]);

    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Download font.woff2' }).click();
    expect((await bytesOf(await download)).equals(FONT)).toBe(true);
  });
});

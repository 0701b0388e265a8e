/**
 * Draws the app's install icons (public/icon-*.png) from its favicon (public/favicon.svg) with
 * the project's Chromium, so the icons never drift from the logo. Run it again after changing
 * the favicon: `node_modules/.bin/tsx scripts/make-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const svg = readFileSync('public/favicon.svg', 'utf8');
const ICONS = [
  // Sizes the install prompts ask for; the maskable one keeps the logo inside the safe zone.
  { file: 'public/icon-192.png', size: 192, maskable: false },
  { file: 'public/icon-512.png', size: 512, maskable: false },
  { file: 'public/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'public/apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of ICONS) {
    // A maskable icon fills its square; the launcher cuts a circle or a rounded square out of
    // the inner 80%, so the logo sits there on the logo's own blue.
    const logo = maskable ? Math.round(size * 0.8) : size;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#2563eb' : 'transparent'}">
        <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${logo}" height="${logo}">
      </body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: file, omitBackground: !maskable });
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}

import { describe, expect, it } from 'vitest';
import { assetsToKeep } from './loaded-assets';

describe('assets to keep after the first visit', () => {
  const origin = 'http://localhost:4895';

  it("keeps the app's built files, each once, without their query", () => {
    expect(
      assetsToKeep(
        [
          `${origin}/assets/PaletteDialog-a1.js`,
          `${origin}/assets/PaletteDialog-a1.js`,
          `${origin}/assets/dialog-views-b2.css?x=1`,
        ],
        origin,
      ),
    ).toEqual([`${origin}/assets/PaletteDialog-a1.js`, `${origin}/assets/dialog-views-b2.css`]);
  });

  it('never keeps the API, the pages, other origins or what is not a URL', () => {
    expect(
      assetsToKeep(
        [
          `${origin}/api/health`,
          `${origin}/`,
          `${origin}/index.html`,
          'http://localhost:9999/assets/main-a.js',
          'data:text/plain,hi',
          'not a url',
        ],
        origin,
      ),
    ).toEqual([]);
  });
});

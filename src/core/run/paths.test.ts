import { describe, expect, it } from 'vitest';
import { folderOf, normalizeProjectPath } from './paths';

describe('project paths', () => {
  it('gives the folder of a path', () => {
    expect(folderOf('src/app/main.js')).toBe('src/app');
    expect(folderOf('main.js')).toBe('');
  });

  it("collapses '.', '..' and repeated slashes", () => {
    expect(normalizeProjectPath('src/./app/../util//x.js')).toBe('src/util/x.js');
    expect(normalizeProjectPath('/src/x.js')).toBe('src/x.js');
  });

  it('refuses to climb above the root unless told to stay there', () => {
    expect(normalizeProjectPath('../etc/passwd')).toBeNull();
    expect(normalizeProjectPath('../style.css', true)).toBe('style.css');
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startUpChunks } from './vite-start-up';

const ROOT = path.resolve('/project');
const at = (file: string) => path.join(ROOT, file);
const MONACO = at('node_modules/monaco-editor/esm/vs/editor/editor.api.js');
const MONACO_BASE = at('node_modules/monaco-editor/esm/vs/base/common/errors.js');

/** main → app → store; main lazily → monaco.ts → Monaco's api → its base; a lazy panel. */
const IMPORTS = new Map<string, string[]>([
  [at('src/main.tsx'), [at('src/app/App.tsx')]],
  [at('src/app/App.tsx'), [at('src/state/store.ts')]],
  [at('src/state/store.ts'), []],
  [at('src/features/editor/monaco.ts'), [MONACO, at('src/state/store.ts')]],
  [MONACO, [MONACO_BASE]],
  [MONACO_BASE, []],
  [at('src/features/panels/Panel.tsx'), [at('src/state/store.ts')]],
]);
const graph = {
  getModuleInfo: (id: string) => {
    const importedIds = IMPORTS.get(id);
    return importedIds ? { importedIds } : null;
  },
};

/** The chunk each module is put in: the first rule that names it, or the bundler's choice. */
function chunkOf(id: string): string | null {
  for (const rule of startUpChunks(ROOT)) {
    const name = rule.name(id, graph);
    if (name) return name;
  }
  return null;
}

describe('startUpChunks', () => {
  it("puts what the entry imports statically in the shell, and the editor's Monaco in one chunk", () => {
    expect(chunkOf(at('src/app/App.tsx'))).toBe('shell');
    // Shared with Monaco's loader and a lazy panel: still the shell's.
    expect(chunkOf(at('src/state/store.ts'))).toBe('shell');
    expect(chunkOf(MONACO)).toBe('monaco-editor');
    expect(chunkOf(MONACO_BASE)).toBe('monaco-editor');
  });

  it('leaves the entry, the app modules the editor loads, and lazy modules to the bundler', () => {
    expect(chunkOf(at('src/main.tsx'))).toBeNull();
    expect(chunkOf(at('src/features/editor/monaco.ts'))).toBeNull();
    expect(chunkOf(at('src/features/panels/Panel.tsx'))).toBeNull();
  });

  it('stops the build when the entry is not in the graph', () => {
    const [shell] = startUpChunks(path.resolve('/elsewhere'));
    expect(() => shell?.name('x', graph)).toThrow(/imports nothing/);
  });
});

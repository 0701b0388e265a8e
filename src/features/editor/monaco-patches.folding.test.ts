// @vitest-environment jsdom
/**
 * The folding correction of ./monaco-patches.ts against Monaco's own update, on real Monaco
 * text models: the same decorations region for region, and only the changed ones replaced.
 */
import { describe, expect, it } from 'vitest';
import { editor } from 'monaco-editor/editor/editor.api.js';
import { FoldingModel } from 'monaco-editor/editor/contrib/folding/browser/foldingModel.js';
import { FoldingDecorationProvider } from 'monaco-editor/editor/contrib/folding/browser/foldingDecorations.js';
import { computeRanges } from 'monaco-editor/editor/contrib/folding/browser/indentRangeProvider.js';
import { patchMonaco } from './monaco-patches';

const monacosOwn = FoldingModel.prototype.updatePost;

/** The text model's own way to change decorations, below the public API. */
interface Accessor {
  deltaDecorations(oldIds: readonly string[], added: editor.IModelDeltaDecoration[]): string[];
}
interface DecoratedModel {
  changeDecorations<T>(callback: (accessor: Accessor) => T): T;
}

/** A JavaScript file of `count` functions, each with a nested block. */
function source(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    lines.push(
      `function order${i}(items) {`,
      `  let total = 0;`,
      `  for (const item of items) {`,
      `    total += item.price;`,
      `  }`,
      `  return total;`,
      `}`,
      ``,
    );
  }
  return lines.join('\n');
}

/** A text model with a folding model on it, as Monaco's folding controller sets them up. */
function folded(text: string, own: boolean) {
  const model = editor.createModel(text, 'javascript') as editor.ITextModel & DecoratedModel;
  /** How many decorations each folding update removed and added. */
  const deltas: { removed: number; added: number }[] = [];
  const provider = new FoldingDecorationProvider({
    changeDecorations: (callback: (accessor: Accessor) => unknown) =>
      model.changeDecorations((accessor) =>
        callback({
          ...accessor,
          deltaDecorations: (oldIds, added) => {
            deltas.push({ removed: oldIds.length, added: added.length });
            return accessor.deltaDecorations(oldIds, added);
          },
        }),
      ),
    removeDecorations: (ids: string[]) => model.deltaDecorations(ids, []),
  });
  const folding = new FoldingModel(model, provider);
  if (own) Object.assign(folding, { updatePost: monacosOwn });
  const refresh = () =>
    folding.update(
      computeRanges(model, false, undefined, { limit: 5000, update: () => undefined }),
    );
  refresh();
  /** Each region's decoration: where it is and which options it has. */
  const decorations = () =>
    (folding as unknown as { _editorDecorationIds: string[] })._editorDecorationIds.map((id) => ({
      id,
      range: model.getDecorationRange(id)?.toString(),
      options: model.getDecorationOptions(id),
    }));
  return { model, folding, refresh, decorations, deltas };
}

describe('patchMonaco: folding updates keep the decorations that still fit', () => {
  patchMonaco({ addEventListener: () => undefined });

  it('gives every region the decoration Monaco’s own update gives it, through edits and folds', () => {
    const text = source(60);
    const mine = folded(text, false);
    const own = folded(text, true);
    const steps: ((side: ReturnType<typeof folded>) => void)[] = [
      // Typing at the end of a region's first line, then a new line inside a block.
      ({ model }) => model.applyEdits([{ range: pos(81, 28), text: ' // note' }]),
      ({ model }) => model.applyEdits([{ range: pos(84, 25), text: '\n    count += 1;' }]),
      // A block's closing brace removed, then a whole function removed.
      ({ model }) =>
        model.applyEdits([
          {
            range: { startLineNumber: 125, startColumn: 1, endLineNumber: 126, endColumn: 1 },
            text: '',
          },
        ]),
      ({ model }) =>
        model.applyEdits([
          {
            range: { startLineNumber: 200, startColumn: 1, endLineNumber: 208, endColumn: 1 },
            text: '',
          },
        ]),
      // Two regions folded, then an edit above them, then lines pasted inside one.
      ({ folding }) =>
        folding.toggleCollapseState(
          [folding.getRegionAtLine(300), folding.getRegionAtLine(321)].filter((r) => r !== null),
        ),
      ({ model }) => model.applyEdits([{ range: pos(10, 1), text: '// top\n// more\n' }]),
      ({ model }) => model.applyEdits([{ range: pos(330, 1), text: '  a();\n  b();\n' }]),
    ];
    for (const step of steps) {
      for (const side of [mine, own]) {
        step(side);
        side.refresh();
      }
      const expected = own.decorations().map(({ range, options }) => ({ range, options }));
      expect(mine.decorations().map(({ range, options }) => ({ range, options }))).toEqual(
        expected,
      );
    }
    expect(mine.folding.regions.length).toBeGreaterThan(100);
    // The folds took: some regions have other options than the first (an open one).
    const open = own.decorations()[0]!.options;
    expect(mine.decorations().filter((d) => d.options !== open).length).toBeGreaterThan(0);
  });

  it('replaces only the decorations of the regions an edit changed', () => {
    const text = source(250);
    const mine = folded(text, false);
    const own = folded(text, true);
    const edit = (line: number, column: number, typed: string) => {
      for (const side of [mine, own]) {
        side.deltas.length = 0;
        side.model.applyEdits([{ range: pos(line, column), text: typed }]);
        side.refresh();
      }
    };
    // Typing at the end of a function's first line: every region is still where it was.
    edit(1001, 28, ' // changed');
    // Monaco's own update takes out all 500 decorations and puts them back; this one none.
    expect(own.deltas).toEqual([{ removed: 500, added: 500 }]);
    expect(mine.deltas).toEqual([{ removed: 0, added: 0 }]);
    // A new block: one new region, and the regions around it grow.
    edit(1002, 1, '  if (ready) {\n    go();\n  }\n');
    expect(own.deltas).toEqual([{ removed: 500, added: 501 }]);
    expect(mine.deltas).toEqual([{ removed: 0, added: 1 }]);
    expect(mine.decorations().map((d) => d.range)).toEqual(own.decorations().map((d) => d.range));
  });
});

function pos(lineNumber: number, column: number) {
  return {
    startLineNumber: lineNumber,
    startColumn: column,
    endLineNumber: lineNumber,
    endColumn: column,
  };
}

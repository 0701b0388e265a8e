// @vitest-environment jsdom
/**
 * The ghost-text and cancellation corrections of ./monaco-patches.ts, on real Monaco text
 * models: the snapshot's transformer answers as Monaco's own copy of the text does.
 */
import { describe, expect, it, vi } from 'vitest';
import { editor } from 'monaco-editor/editor/editor.api.js';
import { errorHandler } from 'monaco-editor/base/common/errors.js';
import { TextModelValueReference } from 'monaco-editor/editor/contrib/inlineCompletions/browser/model/textModelValueReference.js';
import { ignoreMonacoCancellation, patchMonaco } from './monaco-patches';

interface Transformer {
  getOffset(position: { lineNumber: number; column: number }): number;
  getPosition(offset: number): { lineNumber: number; column: number };
}

const monacosOwn = TextModelValueReference.prototype.getTransformer;
const TEXT = 'function add(a, b) {\n  return a + b;\n}\n\nconsole.log(add(1, 2));';

describe('patchMonaco: the ghost-text snapshot asks the text model', () => {
  patchMonaco({ addEventListener: () => undefined });

  for (const eol of ['\n', '\r\n'] as const) {
    it(`answers every position and offset as Monaco's copy of the text does (${JSON.stringify(eol)})`, () => {
      const model = editor.createModel(TEXT.replaceAll('\n', eol), 'javascript');
      const copy = monacosOwn.call(new TextModelValueReference(model)) as Transformer;
      const read = vi.spyOn(model, 'getValueInRange');
      const live = new TextModelValueReference(model).getTransformer() as Transformer;
      live.getOffset({ lineNumber: 2, column: 1 });
      // No copy of the buffer: the answers come from the model's own index.
      expect(read).not.toHaveBeenCalled();

      for (let line = 1; line <= model.getLineCount(); line++) {
        for (let column = 1; column <= model.getLineMaxColumn(line); column++) {
          const position = { lineNumber: line, column };
          expect(live.getOffset(position)).toBe(copy.getOffset(position));
        }
      }
      // Every offset of the text, those between a CR and its LF included.
      for (let offset = 0; offset <= model.getValueLength(); offset++) {
        expect(live.getPosition(offset)).toMatchObject(copy.getPosition(offset));
      }
    });
  }

  it('keeps Monaco’s own copy once the model has moved past the snapshot', () => {
    const model = editor.createModel(TEXT, 'javascript');
    const snapshot = new TextModelValueReference(model);
    model.applyEdits([
      {
        range: { startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 1 },
        text: '// x\n',
      },
    ]);
    const reported: unknown[] = [];
    const handler = errorHandler.unexpectedErrorHandler;
    errorHandler.unexpectedErrorHandler = (error) => reported.push(error);
    try {
      const transformer = snapshot.getTransformer() as Transformer;
      // Monaco's own copy, taken now: line 3 is the old line 2.
      expect(transformer.getOffset({ lineNumber: 3, column: 3 })).toBe(28);
    } finally {
      errorHandler.unexpectedErrorHandler = handler;
    }
    // Monaco's own path read the text through the stale snapshot, and said so.
    expect(String(reported[0])).toContain('TextModel has changed');
  });
});

describe('ignoreMonacoCancellation', () => {
  function rejection(reason: unknown) {
    return { reason, preventDefault: vi.fn() } as unknown as PromiseRejectionEvent & {
      preventDefault: ReturnType<typeof vi.fn>;
    };
  }

  it('silences Monaco’s cancellation', () => {
    const canceled = new Error('Canceled');
    canceled.name = 'Canceled';
    const event = rejection(canceled);
    ignoreMonacoCancellation(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('leaves every other rejection to the console', () => {
    for (const reason of [
      new Error('Canceled'),
      new TypeError('x is undefined'),
      'Canceled',
      undefined,
    ]) {
      const event = rejection(reason);
      ignoreMonacoCancellation(event);
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
  });
});

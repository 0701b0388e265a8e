import { describe, expect, it, vi } from 'vitest';
import { errorHandler } from 'monaco-editor/base/common/errors.js';
import { TextModelValueReference } from 'monaco-editor/editor/contrib/inlineCompletions/browser/model/textModelValueReference.js';
import { ignoreMonacoCancellation, patchMonaco } from './monaco-patches';

interface Pos {
  lineNumber: number;
  column: number;
}
interface Transformer {
  getOffset(position: Pos): number;
  getPosition(offset: number): Pos;
}

/**
 * The part of Monaco's TextModel the snapshot reads, over a plain string, validating positions
 * and offsets the way TextModel does (out-of-range lines and columns are clamped).
 */
function fakeModel(text: string, eol: '\n' | '\r\n') {
  const lines = text.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + eol.length;
  }
  const length = offset - eol.length;
  let version = 1;
  const model = {
    uri: { toString: () => 'inmemory://model/1' },
    getVersionId: () => version,
    bump: () => (version += 1),
    getEOL: () => eol,
    getLineCount: () => lines.length,
    getLineLength: (line: number) => lines[line - 1]!.length,
    getValueInRange(range: {
      startLineNumber: number;
      startColumn: number;
      endLineNumber: number;
      endColumn: number;
    }) {
      const all = lines.join(eol);
      const start = model.getOffsetAt({
        lineNumber: range.startLineNumber,
        column: range.startColumn,
      });
      const end = model.getOffsetAt({ lineNumber: range.endLineNumber, column: range.endColumn });
      return all.slice(start, end);
    },
    getOffsetAt({ lineNumber, column }: Pos): number {
      if (lineNumber < 1) return 0;
      if (lineNumber > lines.length) return length;
      const max = lines[lineNumber - 1]!.length + 1;
      return starts[lineNumber - 1]! + Math.min(Math.max(column, 1), max) - 1;
    },
    getPositionAt(at: number): Pos {
      const clamped = Math.min(Math.max(at, 0), length);
      let line = lines.length;
      while (line > 1 && starts[line - 1]! > clamped) line -= 1;
      const column = Math.min(clamped - starts[line - 1]!, lines[line - 1]!.length) + 1;
      return { lineNumber: line, column };
    },
  };
  return model;
}

const TEXT = 'function add(a, b) {\n  return a + b;\n}\n\nconsole.log(add(1, 2));';

describe('patchMonaco: the ghost-text snapshot asks the text model', () => {
  for (const eol of ['\n', '\r\n'] as const) {
    it(`answers every position and offset as Monaco's copy of the text does (${JSON.stringify(eol)})`, () => {
      const model = fakeModel(TEXT, eol);
      const copy = TextModelValueReference.prototype.getTransformer.call(
        new TextModelValueReference(model as never),
      ) as Transformer;
      patchMonaco({ addEventListener: () => undefined });
      const read = vi.spyOn(model, 'getValueInRange');
      const live = new TextModelValueReference(model as never).getTransformer() as Transformer;
      live.getOffset({ lineNumber: 2, column: 1 });
      // No copy of the buffer: the answers come from the model's own index.
      expect(read).not.toHaveBeenCalled();

      const lines = TEXT.split('\n');
      for (let line = 1; line <= lines.length; line++) {
        for (let column = 1; column <= lines[line - 1]!.length + 1; column++) {
          const position = { lineNumber: line, column };
          expect(live.getOffset(position)).toBe(copy.getOffset(position));
        }
      }
      const length = model.getOffsetAt({ lineNumber: lines.length, column: 1e9 });
      for (let offset = 0; offset <= length; offset++) {
        // Offsets inside a CRLF have no position of their own; both sides put them at the line end.
        if (
          eol === '\r\n' &&
          model.getPositionAt(offset).column !== copy.getPosition(offset).column
        ) {
          continue;
        }
        expect(live.getPosition(offset)).toMatchObject(copy.getPosition(offset));
      }
    });
  }

  it('keeps Monaco’s own copy once the model has moved past the snapshot', () => {
    patchMonaco({ addEventListener: () => undefined });
    const model = fakeModel(TEXT, '\n');
    const snapshot = new TextModelValueReference(model as never);
    model.bump();
    const reported: unknown[] = [];
    const handler = errorHandler.unexpectedErrorHandler;
    errorHandler.unexpectedErrorHandler = (error) => reported.push(error);
    try {
      const transformer = snapshot.getTransformer() as Transformer;
      expect(transformer.getOffset({ lineNumber: 2, column: 3 })).toBe(23);
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

// @vitest-environment jsdom
/** Reading a model's text for the store, on real Monaco text models. */
import { afterEach, describe, expect, it } from 'vitest';
import { editor, Range } from 'monaco-editor/editor/editor.api.js';
import { TEXT_PART_CHARS } from '../../core/text/parted-text';
import { longTextParts } from '../../storage/long-texts';
import { PARTED_TEXT_MIN, readModelText } from './model-text';

const LINE = 'const total = add(total, value); // running sum';

afterEach(() => longTextParts.forget());

describe('readModelText', () => {
  it('gives a short text as the model does, with no parts kept', () => {
    const model = editor.createModel('let a = 1;\nlet b = 2;', 'javascript');
    const text = readModelText(model);
    expect(text).toBe(model.getValue());
    expect(longTextParts.of(text)).toBeNull();
    model.dispose();
  });

  for (const eol of ['\n', '\r\n'] as const) {
    it(`gives a long edited text (${JSON.stringify(eol)}) as the model does, from parts it keeps`, () => {
      const lines = Math.ceil(PARTED_TEXT_MIN / LINE.length) + 10;
      const model = editor.createModel(Array(lines).fill(LINE).join(eol), 'javascript');
      model.pushEditOperations(
        [],
        [
          { range: new Range(1, 1, 1, 1), text: 'x' },
          { range: new Range(5000, 3, 5000, 9), text: `a${eol}b` },
          { range: new Range(lines, 1, lines, 1), text: 'end' },
        ],
        () => null,
      );
      const text = readModelText(model);
      expect(text).toBe(model.getValue());
      const parts = longTextParts.of(text);
      expect(parts?.join('')).toBe(text);
      // Whole lines, each part a little over TEXT_PART_CHARS but the last.
      expect(parts?.every((p) => p.length <= TEXT_PART_CHARS + LINE.length + 5)).toBe(true);
      expect(parts?.slice(0, -1).every((p) => p.endsWith(eol))).toBe(true);
      expect(parts?.length).toBe(Math.ceil(text.length / (TEXT_PART_CHARS + LINE.length / 2)));
      model.dispose();
    });
  }
});

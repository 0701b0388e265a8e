/**
 * What the app and storage benches do in the page's editor (`window.monaco` is the Monaco
 * namespace): fill it with a long file, and type into it as a person would.
 */
import type { Page } from 'playwright-core';

/** The page's window, as the benches see it. */
export interface EditorWindow {
  monaco?: {
    editor: {
      getEditors(): {
        getModel(): {
          setValue(v: string): void;
          getValueLength(): number;
          getLineCount(): number;
          getLineMaxColumn(line: number): number;
        } | null;
        setPosition(p: { lineNumber: number; column: number }): void;
        revealLine(line: number): void;
        focus(): void;
      }[];
    };
  };
}

/**
 * Replaces the editor's text with `text` and puts the cursor at the end of its middle line, in
 * view and focused. Resolves with the page's clock when done.
 */
export function fillAndFocusMiddle(page: Page, text: string): Promise<number> {
  return page.evaluate((text) => {
    const ed = (window as unknown as EditorWindow).monaco?.editor.getEditors()[0];
    const model = ed?.getModel();
    if (!ed || !model) throw new Error('No editor in the page');
    model.setValue(text);
    const line = Math.floor(model.getLineCount() / 2);
    ed.setPosition({ lineNumber: line, column: model.getLineMaxColumn(line) });
    ed.revealLine(line);
    ed.focus();
    return performance.now();
  }, text);
}

/** A line of code typed again and again: `keys` key presses, `gapMs` apart, until `deadline`. */
export async function typeCode(
  page: Page,
  keys: number,
  gapMs: number,
  deadline: number,
): Promise<number> {
  const snippet = ' let v = 1;';
  let typed = 0;
  for (; typed < keys && Date.now() < deadline; typed += 1) {
    const key = snippet[typed % snippet.length] ?? 'a';
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(gapMs);
  }
  return typed;
}

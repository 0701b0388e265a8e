/**
 * What the narrator reads from a file's text, and nothing that needs its values: where a
 * statement that spans lines ends, where the block a header opens ends, which lines open a loop
 * and what an `if` tests. Python by brackets and indentation; JavaScript and TypeScript by
 * brackets and braces. Strings and comments are skipped, so a bracket in them counts for nothing.
 */

const MAX_SCAN_LINES = 2_000;

interface ScanState {
  /** The open string's quote ('"', "'", '`', '"""', "'''"), or '' outside strings. */
  quote: string;
  /** Inside a JavaScript block comment. */
  comment: boolean;
}

export class SourceText {
  readonly lines: string[];
  private readonly codes = new Map<number, string>();
  private readonly stmtEnds = new Map<number, number>();
  private readonly blockEnds = new Map<number, number | undefined>();

  constructor(
    text: string,
    readonly python: boolean,
  ) {
    this.lines = text.replace(/\r\n?/g, '\n').split('\n');
  }

  /** Line `n` (1-based) as written, or ''. */
  line(n: number): string {
    return this.lines[n - 1] ?? '';
  }

  /** Line `n` without its comment and surrounding blanks. */
  code(n: number): string {
    const known = this.codes.get(n);
    if (known !== undefined) return known;
    let out = this.line(n);
    this.scan(out, { quote: '', comment: false }, (char, at, text) => {
      if (char === '') out = text.slice(0, at + 1);
      return false;
    });
    out = out.trim();
    this.codes.set(n, out);
    return out;
  }

  /** The last line of the statement that starts on line `n` (brackets left open continue it). */
  stmtEnd(n: number): number {
    const known = this.stmtEnds.get(n);
    if (known !== undefined) return known;
    let depth = 0;
    const state: ScanState = { quote: '', comment: false };
    let end = n;
    for (let i = n; i <= this.lines.length && i < n + MAX_SCAN_LINES; i++) {
      const text = this.line(i);
      this.scan(text, state, (char) => {
        if (char === '(' || char === '[' || (this.python && char === '{')) depth++;
        else if (char === ')' || char === ']' || (this.python && char === '}'))
          depth = Math.max(0, depth - 1);
        return false;
      });
      end = i;
      const continued = this.python && /\\\s*$/.test(text);
      if (depth === 0 && state.quote === '' && !state.comment && !continued) break;
    }
    this.stmtEnds.set(n, end);
    return end;
  }

  /** The last line of the block the statement on line `n` opens; undefined when it opens none. */
  blockEnd(n: number): number | undefined {
    if (this.blockEnds.has(n)) return this.blockEnds.get(n);
    const end = this.python ? this.pythonBlockEnd(n) : this.braceBlockEnd(n);
    this.blockEnds.set(n, end);
    return end;
  }

  /** Whether line `n` starts a loop (`for`, `while`, `do`). */
  isLoopHeader(n: number): boolean {
    const text = this.code(n);
    return this.python
      ? /^(?:async\s+)?(?:for|while)\b/.test(text)
      : /^(?:[A-Za-z_$][\w$]*\s*:\s*)?(?:for|while|do)\b/.test(text) || /^\}\s*while\b/.test(text);
  }

  /**
   * The loop line `n` belongs to when it is the first line of a loop's body (a loop that jumps
   * back to its body, as `while True:` and `do … while` do), else undefined.
   */
  loopOfFirstBodyLine(n: number): number | undefined {
    for (let i = n - 1; i >= 1 && i > n - MAX_SCAN_LINES; i--) {
      const text = this.code(i);
      if (text === '') continue;
      if (this.python && indentOf(this.line(i)) >= indentOf(this.line(n))) return undefined;
      // The nearest code line above: the loop's header when this is its first body line.
      const header = this.headerStart(i);
      if (!this.isLoopHeader(header)) return undefined;
      const end = this.blockEnd(header);
      return end !== undefined && end >= n ? header : undefined;
    }
    return undefined;
  }

  /** What an `if`, `elif`, `else if` or `while` on line `n` tests, as written. */
  condition(n: number): string | undefined {
    return this.header(n)?.test;
  }

  /**
   * The column (1-based) where the body of a JavaScript `if (…) body;` written on its header's
   * line starts; undefined when the body is a block or on other lines.
   */
  inlineBody(n: number): number | undefined {
    return this.header(n)?.inline;
  }

  private header(n: number): { test: string; inline?: number } | undefined {
    const text = this.code(n);
    if (this.python) {
      const match = /^(?:if|elif|while)\s+(.+?)\s*:$/.exec(text);
      return match?.[1] ? { test: match[1] } : undefined;
    }
    const head = /^(?:\}\s*)?(?:else\s+)?(?:if|while)\s*\(/.exec(text);
    if (!head) return undefined;
    // The test is what the parenthesis after the keyword holds.
    let depth = 0;
    let close = -1;
    const state: ScanState = { quote: '', comment: false };
    this.scan(text, state, (char, at) => {
      if (at < head[0].length - 1) return false;
      if (char === '(') depth++;
      else if (char === ')' && --depth === 0) {
        close = at;
        return true;
      }
      return false;
    });
    if (close < 0) return undefined;
    const test = text.slice(head[0].length, close).trim();
    const rest = text.slice(close + 1);
    const body = rest.trim();
    if (body === '' || body === '{') return { test };
    const raw = this.line(n);
    const inline = raw.indexOf(text) + close + 1 + (rest.length - rest.trimStart().length) + 1;
    return { test, inline };
  }

  /** The first line of the statement whose last line is `n` (a header over several lines). */
  private headerStart(n: number): number {
    for (let i = n; i >= 1 && i > n - 50; i--) if (this.stmtEnd(i) >= n) return i;
    return n;
  }

  private pythonBlockEnd(n: number): number | undefined {
    const end = this.stmtEnd(n);
    const header = this.code(end);
    if (!header.endsWith(':')) return undefined;
    const indent = indentOf(this.line(n));
    let last: number | undefined;
    for (let i = end + 1; i <= this.lines.length && i < end + MAX_SCAN_LINES; i++) {
      const text = this.line(i);
      if (text.trim() === '' || text.trim().startsWith('#')) continue;
      if (indentOf(text) <= indent) break;
      last = i;
      i = this.stmtEnd(i);
      last = i;
    }
    return last;
  }

  private braceBlockEnd(n: number): number | undefined {
    // From the header's own words: a leading `}` closes the block before it.
    const state: ScanState = { quote: '', comment: false };
    let parens = 0;
    let braces = -1;
    let found: number | undefined;
    let sawCode = false;
    for (let i = n; i <= this.lines.length && i < n + MAX_SCAN_LINES; i++) {
      const text = this.line(i);
      let skipping = i === n;
      this.scan(text, state, (char) => {
        if (char === '' || /\s/.test(char)) return false;
        if (skipping && char === '}') return false;
        skipping = false;
        if (braces >= 0) {
          if (char === '{') braces++;
          else if (char === '}' && --braces === 0) {
            found = i;
            return true;
          }
          return false;
        }
        if (char === '(' || char === '[') parens++;
        else if (char === ')' || char === ']') parens--;
        else if (char === '{' && parens === 0) braces = 1;
        else if (char === ';' && parens === 0) {
          found = i;
          return true;
        } else if (parens === 0) sawCode = true;
        return false;
      });
      if (found !== undefined) return found > n ? found : undefined;
      // A header without a brace: its body is the next statement.
      if (i > n && braces < 0 && parens === 0 && sawCode) return i;
      if (i === n && parens === 0 && braces < 0) sawCode = false;
    }
    return undefined;
  }

  /**
   * Walks `text` as code, calling `visit` with each character outside strings and comments,
   * and with '' where the line's code ends (before a comment); `visit` returns true to stop.
   */
  private scan(
    text: string,
    state: ScanState,
    visit: (char: string, at: number, text: string) => boolean,
  ): void {
    let codeEnd = text.length;
    for (let i = 0; i < text.length; i++) {
      const char = text[i] ?? '';
      if (state.comment) {
        if (char === '*' && text[i + 1] === '/') {
          state.comment = false;
          i++;
        }
        continue;
      }
      if (state.quote !== '') {
        if (char === '\\') {
          i++;
          continue;
        }
        if (text.startsWith(state.quote, i)) {
          i += state.quote.length - 1;
          state.quote = '';
          // The closing quote belongs to the code before it.
          if (visit(char, i, text)) return;
        }
        continue;
      }
      if ((this.python && char === '#') || (!this.python && char === '/' && text[i + 1] === '/')) {
        codeEnd = i;
        break;
      }
      if (!this.python && char === '/' && text[i + 1] === '*') {
        state.comment = true;
        i++;
        continue;
      }
      if (char === '"' || char === "'" || (!this.python && char === '`')) {
        const triple = this.python && text.startsWith(char.repeat(3), i);
        state.quote = triple ? char.repeat(3) : char;
        if (triple) i += 2;
        if (visit(char, i, text)) return;
        continue;
      }
      if (visit(char, i, text)) return;
    }
    // A one-quote string ends with its line (Python) unless continued; JavaScript's too.
    if (state.quote.length === 1 && state.quote !== '`' && !/\\$/.test(text)) state.quote = '';
    visit('', codeEnd - 1, text);
  }
}

function indentOf(text: string): number {
  let n = 0;
  for (const char of text) {
    if (char === ' ') n += 1;
    else if (char === '\t') n += 8 - (n % 8);
    else break;
  }
  return n;
}

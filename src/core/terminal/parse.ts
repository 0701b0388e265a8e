/**
 * The command line parser. A line is split on spaces with quotes respected, so
 * `echo "hello world"` gets one argument. Variables expand the way each family writes them:
 * `$NAME` / `${NAME}` (Unix shells, not inside single quotes), `$env:NAME` (PowerShell),
 * `%NAME%` (cmd). `;`, `&&` and `||` chain commands; `>` and `>>` send output to a file. Pipes and
 * input redirection are refused with a message rather than half-done.
 */
export type Family = 'posix' | 'powershell' | 'cmd';

export interface Redirect {
  append: boolean;
  target: string;
}

export interface SimpleCommand {
  /** Words after expansion and quote removal; the first is the command name. */
  argv: string[];
  /** The command's own text as typed, e.g. for cmd's `echo`, which keeps quotes. */
  raw: string;
  redirect: Redirect | null;
}

export interface Pipeline {
  command: SimpleCommand;
  /** How this command joins the previous one. */
  join: ';' | '&&' | '||' | null;
}

export type ParseResult = { ok: true; commands: Pipeline[] } | { ok: false; error: string };

type Token =
  | { kind: 'word'; value: string; start: number; end: number }
  | { kind: 'op'; value: string; start: number; end: number };

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

function lookup(env: Readonly<Record<string, string>>, name: string, family: Family): string {
  if (family === 'posix') return env[name] ?? '';
  // PowerShell and cmd look variables up ignoring case.
  const key = Object.keys(env).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? '' : (env[key] ?? '');
}

/** Expands one `$...` at `i` (the `$`); returns the text and the index after it. */
function expandDollar(
  line: string,
  i: number,
  env: Readonly<Record<string, string>>,
  family: Family,
): { text: string; next: number } {
  const rest = line.slice(i + 1);
  if (family === 'powershell') {
    const m = /^env:([A-Za-z_][A-Za-z0-9_]*)/i.exec(rest);
    if (m) return { text: lookup(env, m[1] ?? '', family), next: i + 1 + m[0].length };
    const home = /^HOME\b/i.exec(rest);
    if (home) return { text: lookup(env, 'HOME', family), next: i + 1 + home[0].length };
    return { text: '$', next: i + 1 };
  }
  if (rest.startsWith('{')) {
    const close = rest.indexOf('}');
    const name = close > 1 ? rest.slice(1, close) : '';
    if (NAME.exec(name)?.[0] === name) {
      return { text: lookup(env, name, family), next: i + 2 + close };
    }
    return { text: '$', next: i + 1 };
  }
  const m = NAME.exec(rest);
  if (m) return { text: lookup(env, m[0], family), next: i + 1 + m[0].length };
  return { text: '$', next: i + 1 };
}

function expandPercent(line: string, env: Readonly<Record<string, string>>): string {
  return line.replace(/%([A-Za-z_][A-Za-z0-9_]*)%/g, (whole, name: string) => {
    const key = Object.keys(env).find((k) => k.toLowerCase() === name.toLowerCase());
    return key === undefined ? whole : (env[key] ?? '');
  });
}

function tokenize(
  input: string,
  env: Readonly<Record<string, string>>,
  family: Family,
): { ok: true; tokens: Token[] } | { ok: false; error: string } {
  const line = family === 'cmd' ? expandPercent(input, env) : input;
  const escape = family === 'powershell' ? '`' : family === 'posix' ? '\\' : null;
  const tokens: Token[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line.charAt(i);
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    const two = line.slice(i, i + 2);
    if (two === '&&' || two === '||' || two === '>>') {
      tokens.push({ kind: 'op', value: two, start: i, end: i + 2 });
      i += 2;
      continue;
    }
    if (c === ';' || c === '>' || c === '|' || c === '<') {
      tokens.push({ kind: 'op', value: c, start: i, end: i + 1 });
      i++;
      continue;
    }
    // A word: runs of plain text and quoted parts, up to a space or an operator.
    const start = i;
    let value = '';
    while (i < line.length) {
      const ch = line.charAt(i);
      if (ch === ' ' || ch === '\t' || ';&|<>'.includes(ch)) {
        if (ch !== '&' || line[i + 1] === '&') break;
      }
      if (ch === "'") {
        const close = line.indexOf("'", i + 1);
        if (close < 0) return { ok: false, error: "Unterminated quote: add the closing '." };
        value += line.slice(i + 1, close);
        i = close + 1;
        continue;
      }
      if (ch === '"') {
        i++;
        let closed = false;
        while (i < line.length) {
          const q = line.charAt(i);
          if (q === '"') {
            closed = true;
            i++;
            break;
          }
          if (escape && q === escape && i + 1 < line.length) {
            const next = line.charAt(i + 1);
            if (family === 'powershell' || '"\\$`'.includes(next)) {
              value += family === 'powershell' && next === 'n' ? '\n' : next;
              i += 2;
              continue;
            }
          }
          if (q === '$' && family !== 'cmd') {
            const { text, next } = expandDollar(line, i, env, family);
            value += text;
            i = next;
            continue;
          }
          value += q;
          i++;
        }
        if (!closed) return { ok: false, error: 'Unterminated quote: add the closing ".' };
        continue;
      }
      if (escape && ch === escape && i + 1 < line.length) {
        value += line.charAt(i + 1);
        i += 2;
        continue;
      }
      if (ch === '$' && family !== 'cmd') {
        const { text, next } = expandDollar(line, i, env, family);
        value += text;
        i = next;
        continue;
      }
      if (ch === '~' && family === 'posix' && i === start) {
        const after = line[i + 1];
        if (after === undefined || after === '/' || after === ' ' || after === '\t') {
          value += lookup(env, 'HOME', family) || '~';
          i++;
          continue;
        }
      }
      value += ch;
      i++;
    }
    tokens.push({ kind: 'word', value, start, end: i });
  }
  return { ok: true, tokens };
}

/** Parses a line into commands. An empty or blank line gives no commands. */
export function parseLine(
  input: string,
  env: Readonly<Record<string, string>>,
  family: Family,
): ParseResult {
  const tokenized = tokenize(input, env, family);
  if (!tokenized.ok) return tokenized;
  const { tokens } = tokenized;
  const line = family === 'cmd' ? expandPercent(input, env) : input;
  const commands: Pipeline[] = [];
  let join: Pipeline['join'] = null;
  let i = 0;
  while (i < tokens.length) {
    const argv: string[] = [];
    let redirect: Redirect | null = null;
    let rawStart = -1;
    let rawEnd = -1;
    while (i < tokens.length) {
      const t = tokens[i];
      if (!t) break;
      if (t.kind === 'op' && (t.value === ';' || t.value === '&&' || t.value === '||')) break;
      if (t.kind === 'op' && (t.value === '|' || t.value === '<')) {
        return {
          ok: false,
          error:
            t.value === '|'
              ? 'Pipes (|) are not supported in this simulated terminal: run the commands one by one.'
              : 'Input redirection (<) is not supported in this simulated terminal.',
        };
      }
      if (t.kind === 'op') {
        const target = tokens[i + 1];
        if (!target || target.kind !== 'word') {
          return { ok: false, error: `Missing file name after "${t.value}".` };
        }
        redirect = { append: t.value === '>>', target: target.value };
        i += 2;
        continue;
      }
      if (rawStart < 0) rawStart = t.start;
      rawEnd = t.end;
      argv.push(t.value);
      i++;
    }
    const sep = tokens[i];
    if (argv.length === 0) {
      if (sep || join || redirect) {
        const what = sep?.value ?? join ?? '>';
        return { ok: false, error: `Syntax error near "${what}": a command is missing.` };
      }
    } else {
      commands.push({
        command: { argv, raw: line.slice(rawStart, rawEnd), redirect },
        join,
      });
    }
    if (sep) {
      join = sep.value as ';' | '&&' | '||';
      i++;
      if (i >= tokens.length && join !== ';') {
        return { ok: false, error: `Syntax error: a command is missing after "${join}".` };
      }
    }
  }
  return { ok: true, commands };
}

/**
 * Documentation generation: a doc comment for each function and class that has none (JSDoc for
 * JavaScript/TypeScript, docstrings for Python, the language's doc-comment form elsewhere), and a
 * Markdown summary of the file. Words come from the code: the name split into words, parameter
 * names and types (annotations or default values), whether it returns a value.
 */
import { type LanguageKey, isJsFamily, languageDisplayName, languageKey } from '../language';
import type { GeneratedDocs } from '../types';
import { analyzeQuality } from './quality';
import { type FunctionInfo, findFunctions, scanLines } from './scan';

/** 'calculateTotalPrice' / 'calculate_total_price' → 'Calculate total price'. */
export function sentenceFromName(name: string): string {
  const words = name
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => (/^[A-Z0-9]+$/.test(w) && w.length > 1 ? w : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Param {
  name: string;
  type?: string;
}

function paramsOf(signature: string): Param[] {
  const open = signature.indexOf('(');
  if (open === -1) return [];
  let depth = 0;
  let close = -1;
  for (let i = open; i < signature.length; i += 1) {
    const ch = signature.charAt(i);
    if (ch === '(') depth += 1;
    else if (ch === ')') {
      depth -= 1;
      if (depth === 0) {
        close = i;
        break;
      }
    }
  }
  const inner = signature.slice(open + 1, close === -1 ? undefined : close);
  return inner
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !['self', 'cls'].includes(part))
    .map((part) => {
      const [head = '', value] = part.split('=').map((s) => s.trim());
      const [rawName = '', annotation] = head.split(':').map((s) => s.trim());
      const name = rawName.replace(/^\.\.\.|^\*+/, '').replace(/\?$/, '');
      let type = annotation;
      if (!type && value !== undefined) {
        if (/^['"`]/.test(value)) type = 'string';
        else if (/^-?\d/.test(value)) type = 'number';
        else if (/^(true|false|True|False)$/.test(value)) type = 'boolean';
        else if (value.startsWith('[')) type = 'Array';
      }
      return { name, ...(type ? { type } : {}) };
    })
    .filter((p) => /^[A-Za-z_$][\w$]*$/.test(p.name));
}

function returnsValue(lines: readonly string[], f: FunctionInfo): boolean {
  for (let i = f.startLine; i < f.endLine; i += 1) {
    if (/\breturn\s+[^;\s]/.test(lines[i] ?? '')) return true;
  }
  return /=>\s*[^{\s]/.test(lines[f.startLine - 1] ?? '');
}

function hasDocAbove(lines: readonly string[], index: number): boolean {
  const above = (lines[index - 1] ?? '').trim();
  return (
    above.endsWith('*/') ||
    above.startsWith('//') ||
    above.startsWith('///') ||
    (above.startsWith('#') && !above.startsWith('#!')) ||
    above.startsWith('@')
  );
}

function commentFor(
  key: LanguageKey,
  f: FunctionInfo,
  params: Param[],
  returns: boolean,
  indent: string,
): string[] {
  const summary =
    f.kind === 'class' ? `${sentenceFromName(f.name)}.` : `${sentenceFromName(f.name)}.`;
  if (
    isJsFamily(key) ||
    ['java', 'c', 'cpp', 'php', 'kotlin', 'scala', 'dart', 'go', 'rust', 'swift'].includes(key)
  ) {
    if (key === 'rust' || key === 'swift') {
      return [
        `${indent}/// ${summary}`,
        ...params.map(
          (p) => `${indent}/// - \`${p.name}\`: ${sentenceFromName(p.name).toLowerCase()}`,
        ),
      ];
    }
    if (key === 'go')
      return [`${indent}// ${f.name} ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`];
    const tags = params.map((p) =>
      isJsFamily(key)
        ? `${indent} * @param ${p.type && key !== 'typescript' && key !== 'tsx' ? `{${p.type}} ` : ''}${p.name} ${sentenceFromName(p.name).toLowerCase()}.`
        : `${indent} * @param ${p.name} ${sentenceFromName(p.name).toLowerCase()}.`,
    );
    if (returns && f.kind !== 'class') tags.push(`${indent} * @returns The result.`);
    return [
      `${indent}/**`,
      `${indent} * ${summary}`,
      ...(tags.length ? [`${indent} *`, ...tags] : []),
      `${indent} */`,
    ];
  }
  if (['ruby', 'shell', 'perl', 'r', 'elixir', 'powershell'].includes(key))
    return [`${indent}# ${summary}`];
  if (['lua', 'haskell', 'sql'].includes(key)) return [`${indent}-- ${summary}`];
  return [`${indent}// ${summary}`];
}

/** The code with doc comments added, and a Markdown summary. */
export function generateDocs(
  code: string,
  language: string,
  fileName = 'this file',
): GeneratedDocs {
  const key = languageKey(language);
  const lines = code.split('\n');
  const scanned = scanLines(code, key);
  const functions = findFunctions(scanned, key);
  const inserts: { at: number; text: string[] }[] = [];
  for (const f of functions) {
    const index = f.startLine - 1;
    const line = lines[index] ?? '';
    const indent = /^\s*/.exec(line)?.[0] ?? '';
    const params = paramsOf(line);
    const returns = f.kind !== 'class' && returnsValue(lines, f);
    if (key === 'python') {
      if (!/:\s*(#.*)?$/.test(line) || /^\s*("""|''')/.test(lines[index + 1] ?? '')) continue;
      const bodyIndent =
        /^\s*/.exec(lines.slice(index + 1).find((l) => l.trim() !== '') ?? '')?.[0] ??
        `${indent}    `;
      const inner = bodyIndent.length > indent.length ? bodyIndent : `${indent}    `;
      const doc = [`${inner}"""${sentenceFromName(f.name)}.`];
      if (params.length) {
        doc.push(
          '',
          `${inner}Args:`,
          ...params.map(
            (p) =>
              `${inner}    ${p.name}${p.type ? ` (${p.type})` : ''}: ${sentenceFromName(p.name)}.`,
          ),
        );
      }
      if (returns) doc.push('', `${inner}Returns:`, `${inner}    The result.`);
      doc.push(`${inner}"""`);
      inserts.push({ at: index + 1, text: doc.length === 2 ? [`${doc[0]}"""`] : doc });
    } else {
      if (hasDocAbove(lines, index)) continue;
      inserts.push({ at: index, text: commentFor(key, f, params, returns, indent) });
    }
  }
  const out = [...lines];
  for (const insert of [...inserts].sort((a, b) => b.at - a.at))
    out.splice(insert.at, 0, ...insert.text);

  const quality = analyzeQuality(code, language);
  const md = [
    `# ${fileName}`,
    '',
    `${languageDisplayName(language)}, ${quality.metrics?.nonBlankLines ?? 0} lines of code.`,
    '',
  ];
  const classes = functions.filter((f) => f.kind === 'class');
  const fns = functions.filter((f) => f.kind !== 'class');
  if (classes.length) {
    md.push('## Classes', '');
    for (const c of classes)
      md.push(`- \`${c.name}\` (lines ${c.startLine}-${c.endLine}): ${sentenceFromName(c.name)}.`);
    md.push('');
  }
  if (fns.length) {
    md.push('## Functions', '');
    for (const f of fns) {
      md.push(
        `- \`${f.name}(${paramsOf(lines[f.startLine - 1] ?? '')
          .map((p) => p.name)
          .join(', ')})\` (line ${f.startLine}): ${sentenceFromName(f.name)}.`,
      );
    }
    md.push('');
  }
  if (quality.patterns.length) {
    md.push(
      '## What it uses',
      '',
      ...quality.patterns.map((p) => `- ${p.detail} (line ${p.line})`),
      '',
    );
  }
  if (quality.anticipatedNeeds.length) {
    md.push('## What it may need next', '', ...quality.anticipatedNeeds.map((n) => `- ${n}`), '');
  }
  return { documented: out.join('\n'), markdown: md.join('\n'), documentedCount: inserts.length };
}

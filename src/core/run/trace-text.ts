/**
 * Recorded values as short text, as a beginner reads them in a sentence or a tooltip: strings
 * in quotes, `None`, `undefined` and `NaN` as they are, lists as `[1, 2, 3]`, dicts and objects
 * as `{name: 'Ada'}`, and what was left out said in words.
 */
import type { TraceObject, TraceValue } from './trace-types';

export type ObjectLookup = (id: number) => TraceObject | undefined;

export interface TextOptions {
  /** Characters of text at most; longer text ends with '…'. */
  max?: number;
  /** Python writes dict keys and strings with single quotes; JavaScript object keys bare. */
  language?: 'python' | 'javascript';
}

const BRACKETS: Record<TraceObject['kind'], [string, string]> = {
  list: ['[', ']'],
  array: ['[', ']'],
  tuple: ['(', ')'],
  set: ['{', '}'],
  dict: ['{', '}'],
  map: ['{', '}'],
  object: ['{', '}'],
};

export function quote(text: string, language: TextOptions['language'] = 'python'): string {
  const q = language === 'python' && !text.includes("'") ? "'" : language === 'python' ? '"' : "'";
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
  return `${q}${q === "'" ? escaped.replace(/'/g, "\\'") : escaped}${q}`;
}

/** A value as text; containers are read through `lookup`, and a cycle shows as `[…]`. */
export function valueText(
  value: TraceValue,
  lookup: ObjectLookup,
  options: TextOptions = {},
): string {
  const text = render(value, lookup, options.language ?? 'python', new Set());
  const max = options.max ?? 120;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function render(
  value: TraceValue,
  lookup: ObjectLookup,
  language: 'python' | 'javascript',
  seen: Set<number>,
): string {
  switch (value.t) {
    case 'num':
    case 'none':
    case 'fn':
    case 'other':
      return value.v;
    case 'bool':
      return language === 'python' ? (value.v ? 'True' : 'False') : String(value.v);
    case 'str':
      return (
        quote(value.v, language) +
        (value.more ? `… (${value.more.toLocaleString('en')} more characters)` : '')
      );
    case 'ref': {
      const object = lookup(value.id);
      if (!object) return '…';
      if (seen.has(value.id))
        return object.kind === 'dict' || object.kind === 'object' ? '{…}' : '[…]';
      seen.add(value.id);
      const [open, close] = BRACKETS[object.kind];
      const parts: string[] = [];
      for (const item of object.items ?? []) parts.push(render(item, lookup, language, seen));
      for (const [key, item] of object.entries ?? []) {
        const name =
          object.kind === 'object' && key.t === 'str' && /^[A-Za-z_$][\w$]*$/.test(key.v)
            ? key.v
            : render(key, lookup, language, seen);
        parts.push(`${name}: ${render(item, lookup, language, seen)}`);
      }
      seen.delete(value.id);
      const kept = (object.items?.length ?? 0) + (object.entries?.length ?? 0);
      if (object.total > kept) parts.push(`… ${(object.total - kept).toLocaleString('en')} more`);
      const prefix = object.kind === 'object' && object.type !== 'Object' ? `${object.type} ` : '';
      if (object.kind === 'set' && parts.length === 0)
        return language === 'python' ? 'set()' : 'Set {}';
      const body = `${open}${parts.join(', ')}${object.kind === 'tuple' && parts.length === 1 ? ',' : ''}${close}`;
      return object.kind === 'map' || (object.kind === 'set' && language === 'javascript')
        ? `${object.type} ${body}`
        : `${prefix}${body}`;
    }
  }
}

/** 'first 100 of 5,000 items' when an object was capped, else undefined. */
export function cappedText(object: TraceObject): string | undefined {
  const kept = (object.items?.length ?? 0) + (object.entries?.length ?? 0);
  if (object.total <= kept) return undefined;
  const noun = object.entries ? 'entries' : 'items';
  return `first ${kept.toLocaleString('en')} of ${object.total.toLocaleString('en')} ${noun}`;
}

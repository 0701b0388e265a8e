/**
 * A file's structure for pictures (the AI drawer's Visualize tab): its functions, methods and
 * classes as a tree (nesting by line span), each with its size in lines and a complexity count,
 * and a squarified treemap layout to draw them by size. Declarations come from the AI engine's
 * line scanner (core/ai/local/scan), so the drawer and the quality analysis see the same code.
 *
 * Complexity is a cyclomatic-style count over a node's own lines (nested declarations count for
 * themselves): 1 + each `if`, `elif`, `else if`, loop, `case`, `catch`/`except`, `&&`, `||`,
 * `and`, `or`. Strings and comments are blanked by the scanner first, so words in them do not
 * count.
 */
import { languageKey } from '../ai/language';
import { type FunctionInfo, findFunctions, scanLines } from '../ai/local/scan';

export interface StructureNode {
  name: string;
  kind: FunctionInfo['kind'];
  /** 1-based, inclusive. */
  startLine: number;
  endLine: number;
  lines: number;
  /** 0 for a top-level declaration. */
  depth: number;
  complexity: number;
  children: StructureNode[];
}

export interface FileStructure {
  totalLines: number;
  roots: StructureNode[];
  /** Every node, in line order. */
  all: StructureNode[];
  /** Non-blank lines that belong to no declaration (top-level code). */
  topLevelLines: number;
  topLevelComplexity: number;
}

const DECISION = /\b(?:if|elif|for|while|case|catch|except|and|or)\b|&&|\|\|/g;

export function decisionCount(code: string): number {
  return code.match(DECISION)?.length ?? 0;
}

export function fileStructure(code: string, language: string): FileStructure {
  const key = languageKey(language);
  const lines = scanLines(code, key);
  const found = findFunctions(lines, key).sort(
    (a, b) => a.startLine - b.startLine || b.endLine - a.endLine,
  );
  const all: StructureNode[] = [];
  const roots: StructureNode[] = [];
  const stack: StructureNode[] = [];
  for (const f of found) {
    while (stack.length && (stack[stack.length - 1]?.endLine ?? 0) < f.startLine) stack.pop();
    const parent = stack[stack.length - 1];
    // A declaration that starts inside another but ends after it is not nested: cut it there.
    const endLine = parent ? Math.min(f.endLine, parent.endLine) : f.endLine;
    const node: StructureNode = {
      name: f.name,
      kind: f.kind,
      startLine: f.startLine,
      endLine,
      lines: endLine - f.startLine + 1,
      depth: stack.length,
      complexity: 1,
      children: [],
    };
    (parent ? parent.children : roots).push(node);
    all.push(node);
    stack.push(node);
  }
  // Each line's decisions count for the innermost node holding it.
  const owner = new Array<StructureNode | undefined>(lines.length + 1);
  for (const node of all) {
    for (let l = node.startLine; l <= node.endLine; l += 1) owner[l] = node;
  }
  let topLevelLines = 0;
  let topLevelDecisions = 0;
  for (const line of lines) {
    const decisions = decisionCount(line.code);
    const node = owner[line.number];
    if (node) node.complexity += decisions;
    else if (!line.blank && !line.commentOnly) {
      topLevelLines += 1;
      topLevelDecisions += decisions;
    }
  }
  return {
    totalLines: lines.length,
    roots,
    all,
    topLevelLines,
    topLevelComplexity: 1 + topLevelDecisions,
  };
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Squarified treemap (Bruls, Huizing, van Wijk): one rect per value, areas proportional. */
export function squarify(values: readonly number[], bounds: Rect): Rect[] {
  const out: Rect[] = new Array<Rect>(values.length);
  const order = values
    .map((value, index) => ({ value: Math.max(0, value), index }))
    .filter((v) => v.value > 0)
    .sort((a, b) => b.value - a.value);
  for (let i = 0; i < values.length; i += 1)
    out[i] = { x: bounds.x, y: bounds.y, width: 0, height: 0 };
  const total = order.reduce((n, v) => n + v.value, 0);
  if (total === 0 || bounds.width <= 0 || bounds.height <= 0) return out;
  const scale = (bounds.width * bounds.height) / total;
  let rect = { ...bounds };
  let row: { value: number; index: number }[] = [];

  const worst = (items: typeof row, side: number) => {
    const areas = items.map((i) => i.value * scale);
    const sum = areas.reduce((n, a) => n + a, 0);
    const max = Math.max(...areas);
    const min = Math.min(...areas);
    return Math.max((side * side * max) / (sum * sum), (sum * sum) / (side * side * min));
  };
  const layoutRow = (items: typeof row) => {
    const sum = items.reduce((n, i) => n + i.value * scale, 0);
    const horizontal = rect.width >= rect.height; // lay the row along the shorter side
    const side = horizontal ? rect.height : rect.width;
    const thickness = side > 0 ? sum / side : 0;
    let at = horizontal ? rect.y : rect.x;
    for (const item of items) {
      const length = thickness > 0 ? (item.value * scale) / thickness : 0;
      out[item.index] = horizontal
        ? { x: rect.x, y: at, width: thickness, height: length }
        : { x: at, y: rect.y, width: length, height: thickness };
      at += length;
    }
    rect = horizontal
      ? { x: rect.x + thickness, y: rect.y, width: rect.width - thickness, height: rect.height }
      : { x: rect.x, y: rect.y + thickness, width: rect.width, height: rect.height - thickness };
  };

  for (const item of order) {
    const side = Math.min(rect.width, rect.height);
    if (row.length === 0 || worst([...row, item], side) <= worst(row, side)) row.push(item);
    else {
      layoutRow(row);
      row = [item];
    }
  }
  if (row.length) layoutRow(row);
  return out;
}

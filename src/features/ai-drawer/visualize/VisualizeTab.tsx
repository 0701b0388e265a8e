/**
 * The Visualize tab: pictures of the open file, not text. A structure map (the file as a column
 * of lines; each function, method and class a block at its lines, indented by nesting, its
 * height its size) and a complexity map (a treemap: each function's area is its size, its colour
 * its complexity). Every block is a button that moves the editor's cursor to the code. The
 * pictures follow the file as it changes (the files store's copy, updated about once a second
 * while typing). Built from core/structure, which reads the code with the AI engine's scanner.
 */
import { Fragment, useMemo, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { activeEntry, filesStore } from '../../../state/files-store';
import { editorService } from '../../../state/editor-service';
import {
  fileStructure,
  squarify,
  type FileStructure,
  type StructureNode,
} from '../../../core/structure/structure';
import { jumpTo, useOpenFile } from '../shared';
import '../tabs.css';

const WIDTH = 340;

/** Complexity bands: the colours of the map and its legend. */
const BANDS = [
  { max: 4, label: 'simple (1–4)', className: 'cx-low' },
  { max: 9, label: 'moderate (5–9)', className: 'cx-mid' },
  { max: Infinity, label: 'complex (10+)', className: 'cx-high' },
] as const;

const bandOf = (complexity: number) => BANDS.find((b) => complexity <= b.max) ?? BANDS[2];

const KIND_LABEL: Record<StructureNode['kind'], string> = {
  class: 'class',
  function: 'function',
  method: 'method',
};

function activate(event: KeyboardEvent, run: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    run();
  }
}

export default function VisualizeTab() {
  const file = useOpenFile();
  const content = useStore(filesStore, (s) => activeEntry(s)?.content);
  const structure = useMemo(() => {
    if (!file || content === undefined) return null;
    return fileStructure(content, file.languageId);
  }, [file?.id, file?.languageId, content]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!file || !structure) return <p>Open a file to see its structure.</p>;
  // Reading the buffer brings its newest text to the store, which this tab follows.
  const refresh = () => void editorService.readText(file.id);

  if (structure.all.length === 0) {
    return (
      <div className="ai-tab visualize-tab">
        <p>
          No functions or classes found in {file.name} ({file.language}): there is nothing to draw
          yet.
        </p>
        <button type="button" className="btn" onClick={refresh}>
          Refresh
        </button>
      </div>
    );
  }
  return (
    <div className="ai-tab visualize-tab">
      <p className="ai-hint">
        {file.name}: {structure.all.length} declaration{structure.all.length === 1 ? '' : 's'} in{' '}
        {structure.totalLines} lines. Select a block to go to its code.{' '}
        <button type="button" className="ai-link" onClick={refresh}>
          Refresh
        </button>
      </p>
      <StructureMap structure={structure} fileId={file.id} fileName={file.name} />
      <ComplexityMap structure={structure} fileId={file.id} fileName={file.name} />
    </div>
  );
}

function StructureMap({
  structure,
  fileId,
  fileName,
}: {
  structure: FileStructure;
  fileId: string;
  fileName: string;
}) {
  // At most 640 px tall however long the file: long files get thinner lines.
  const lineHeight = Math.min(12, 640 / Math.max(1, structure.totalLines));
  const height = Math.max(80, structure.totalLines * lineHeight + 8);
  const y = (line: number) => 4 + (line - 1) * lineHeight;
  const indent = 16;
  return (
    <figure className="ai-figure">
      <figcaption>
        <h3>Structure</h3>
        <span className="ai-hint">Height is size in lines; indentation is nesting.</span>
      </figcaption>
      <svg
        className="ai-svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="group"
        aria-label={`Structure of ${fileName}`}
      >
        <rect className="struct-file" x={1} y={1} width={WIDTH - 2} height={height - 2} rx={4} />
        {structure.all.map((node) => {
          const x = 6 + node.depth * indent;
          const top = y(node.startLine);
          const h = Math.max(2, node.lines * lineHeight);
          const label = `${node.name} (${node.lines} line${node.lines === 1 ? '' : 's'})`;
          const tooltip = `${KIND_LABEL[node.kind]} ${label}, lines ${node.startLine}–${node.endLine}`;
          const go = () => jumpTo(fileId, node.startLine);
          return (
            <g
              key={`${node.name}-${node.startLine}`}
              role="button"
              tabIndex={0}
              className={`struct-node struct-${node.kind}`}
              // The name starts with the tooltip, so speech input can say what it shows.
              aria-label={`${tooltip}, nesting level ${node.depth}: go to line ${node.startLine}`}
              onClick={go}
              onKeyDown={(e) => activate(e, go)}
            >
              <title>{tooltip}</title>
              <rect x={x} y={top} width={WIDTH - x - 6} height={h} rx={3} />
            </g>
          );
        })}
        {/* The blocks' labels: a picture of what each button's name says in full. */}
        <g className="ai-svg-labels" aria-hidden="true">
          {structure.all.map((node) => {
            const x = 6 + node.depth * indent;
            const top = y(node.startLine);
            const h = Math.max(2, node.lines * lineHeight);
            if (h < 11) return null;
            return (
              <text key={`${node.name}-${node.startLine}`} x={x + 5} y={top + 9.5}>
                {node.kind === 'class' ? '◆ ' : 'ƒ '}
                {`${node.name} (${node.lines} line${node.lines === 1 ? '' : 's'})`}
              </text>
            );
          })}
        </g>
      </svg>
    </figure>
  );
}

function ComplexityMap({
  structure,
  fileId,
  fileName,
}: {
  structure: FileStructure;
  fileId: string;
  fileName: string;
}) {
  // Leaves of the tree: functions and methods (a class's size is its methods' sizes).
  const tiles = structure.all.filter((n) => n.kind !== 'class' || n.children.length === 0);
  const height = 220;
  const rects = squarify(
    tiles.map((t) => t.lines),
    { x: 1, y: 1, width: WIDTH - 2, height: height - 2 },
  );
  return (
    <figure className="ai-figure">
      <figcaption>
        <h3>Complexity map</h3>
        <span className="ai-hint">Area is size; colour is complexity.</span>
      </figcaption>
      <svg
        className="ai-svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="group"
        aria-label={`Complexity map of ${fileName}`}
      >
        {tiles.map((node, i) => {
          const r = rects[i];
          if (!r || r.width <= 0) return null;
          const band = bandOf(node.complexity);
          const go = () => jumpTo(fileId, node.startLine);
          return (
            <g
              key={`${node.name}-${node.startLine}`}
              role="button"
              tabIndex={0}
              className={`cx-tile ${band.className}`}
              aria-label={`${KIND_LABEL[node.kind]} ${node.name}: complexity ${node.complexity}, ${node.lines} lines: go to line ${node.startLine}`}
              onClick={go}
              onKeyDown={(e) => activate(e, go)}
            >
              <title>{`${node.name}: complexity ${node.complexity}, ${node.lines} lines`}</title>
              <rect x={r.x} y={r.y} width={r.width} height={r.height} />
            </g>
          );
        })}
        {/* The tiles' labels: a picture of what each button's name says in full. */}
        <g className="ai-svg-labels" aria-hidden="true">
          {tiles.map((node, i) => {
            const r = rects[i];
            if (!r || r.width <= 0) return null;
            return (
              <Fragment key={`${node.name}-${node.startLine}`}>
                {r.width > 36 && r.height > 16 && (
                  <text x={r.x + 4} y={r.y + 13}>
                    {node.name.length * 6.5 > r.width - 8
                      ? `${node.name.slice(0, Math.max(1, Math.floor((r.width - 8) / 6.5) - 1))}…`
                      : node.name}
                  </text>
                )}
                {r.width > 24 && r.height > 30 && (
                  <text x={r.x + 4} y={r.y + 27} className="cx-value">
                    {node.complexity}
                  </text>
                )}
              </Fragment>
            );
          })}
        </g>
      </svg>
      <ul className="cx-legend" aria-label="Complexity colours">
        {BANDS.map((b) => (
          <li key={b.className}>
            <span className={`cx-swatch ${b.className}`} aria-hidden="true" /> {b.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}

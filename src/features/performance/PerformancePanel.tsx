/**
 * Performance Optimizer (Cmd/Ctrl+Shift+O): real figures from this browser (load timing, long
 * tasks, memory where exposed, the editor's open models, storage), performance hints for the
 * open file from the AI engine's optimisation analysis with jump-to-line, and one-click editor
 * settings for slow machines.
 */
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from 'zustand';
import { RefreshCw } from 'lucide-react';
import { activeEntry, filesStore } from '../../state/files-store';
import { editorService, type OpenModelInfo } from '../../state/editor-service';
import { editorPerformanceStore, localStorageBytes } from '../../state/editor-performance-store';
import { resolveLanguage } from '../../core/languages/detect';
import { languageById } from '../../core/languages/registry';
import { isJsFamily, languageKey } from '../../core/ai/language';
import { LARGE_FILE_MODE_EFFECTS } from '../../core/settings/editor-performance';
import type { PanelProps } from '../../ui/panel-types';
import {
  formatBytes,
  formatMs,
  longTasksSupported,
  readHeap,
  readLoadTiming,
  readStorage,
  watchLongTasks,
  type HeapFigures,
  type LoadTiming,
  type LongTaskSummary,
  type StorageFigures,
} from './measurements';
import { analysePerformance, type HintReport } from './hints';
import './performance.css';

/** A file this long makes large-file mode worth suggesting. */
const LARGE_FILE_LINES = 5000;
const LARGE_FILE_CHARS = 500_000;
const REFRESH_MS = 2000;

interface Snapshot {
  timing: LoadTiming | null;
  heap: HeapFigures | null;
  models: OpenModelInfo[] | null;
  localBytes: number | null;
}

const takeSnapshot = (): Snapshot => ({
  timing: readLoadTiming(),
  heap: readHeap(),
  models: editorService.openModels(),
  localBytes: localStorageBytes(),
});

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

function useFigures() {
  const [snapshot, setSnapshot] = useState(takeSnapshot);
  const [storage, setStorage] = useState<StorageFigures | null | 'loading'>('loading');
  const [longTasks, setLongTasks] = useState<LongTaskSummary | null>(null);
  const refresh = useCallback(() => {
    setSnapshot(takeSnapshot());
    readStorage().then(setStorage, () => setStorage(null));
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(() => setSnapshot(takeSnapshot()), REFRESH_MS);
    const stop = longTasksSupported() ? watchLongTasks(setLongTasks) : () => {};
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [refresh]);
  return { snapshot, storage, longTasks, refresh };
}

function Figures() {
  const { snapshot, storage, longTasks, refresh } = useFigures();
  const { timing, heap, models, localBytes } = snapshot;
  const modelChars = models?.reduce((sum, m) => sum + m.characters, 0) ?? 0;
  const modelLines = models?.reduce((sum, m) => sum + m.lines, 0) ?? 0;
  const largest = models?.reduce<OpenModelInfo | null>(
    (big, m) => (!big || m.characters > big.characters ? m : big),
    null,
  );
  return (
    <section className="panel-section" aria-labelledby="perf-figures">
      <div className="perf-heading">
        <h3 id="perf-figures">This browser, now</h3>
        <button type="button" className="btn" onClick={refresh}>
          <RefreshCw size={14} aria-hidden="true" /> Refresh figures
        </button>
      </div>
      <table className="panel-table perf-table">
        <tbody>
          {timing ? (
            <>
              <Row label="First byte">{formatMs(timing.firstByte)}</Row>
              <Row label="Page ready (DOMContentLoaded)">{formatMs(timing.domContentLoaded)}</Row>
              <Row label="Fully loaded">
                {timing.loaded === null ? 'still loading' : formatMs(timing.loaded)}
              </Row>
              <Row label="Scripts loaded">
                {timing.scripts.count} ({formatBytes(timing.scripts.decodedSize)} unpacked,{' '}
                {formatBytes(timing.scripts.transferSize)} over the network)
              </Row>
            </>
          ) : (
            <Row label="Load timing">This browser does not report navigation timing.</Row>
          )}
          <Row label="Long tasks (over 50 ms)">
            {longTasks
              ? longTasks.count === 0
                ? 'none since the page loaded'
                : `${longTasks.count}, ${formatMs(longTasks.totalMs)} in all, longest ${formatMs(longTasks.longestMs)}`
              : longTasksSupported()
                ? 'reading…'
                : 'This browser does not report long tasks.'}
          </Row>
          <Row label="JavaScript memory">
            {heap
              ? `${formatBytes(heap.used)} used of ${formatBytes(heap.total)} allocated (limit ${formatBytes(heap.limit)})`
              : 'This browser does not expose memory figures.'}
          </Row>
          <Row label="Open editor models">
            {models === null
              ? 'The editor has not loaded yet (open a file).'
              : `${models.length} model${models.length === 1 ? '' : 's'}, ${modelLines.toLocaleString('en')} lines, ${formatBytes(modelChars * 2)} of text${largest ? `; largest ${largest.name} (${largest.lines.toLocaleString('en')} lines)` : ''}`}
          </Row>
          <Row label="Storage used">
            {storage === 'loading'
              ? 'reading…'
              : storage
                ? `${formatBytes(storage.usage)} of ${formatBytes(storage.quota)} available to this site (${((storage.usage / storage.quota) * 100).toFixed(2)}%)${storage.persisted ? ', persistent' : ''}`
                : 'This browser does not report storage use.'}
          </Row>
          {localBytes !== null && (
            <Row label="Files and settings (localStorage)">{formatBytes(localBytes)}</Row>
          )}
        </tbody>
      </table>
    </section>
  );
}

function Hints({ onClose }: PanelProps) {
  const active = useStore(filesStore, activeEntry);
  const [report, setReport] = useState<{ fileId: string; report: HintReport } | null>(null);
  const activeId = active?.id ?? null;

  useEffect(() => {
    if (!activeId) return;
    const entry = editorService.readFile(activeId);
    if (!entry) return;
    const language = resolveLanguage(entry.name, entry.content, entry.language).languageId;
    setReport({ fileId: activeId, report: analysePerformance(entry.content, language) });
  }, [activeId]);

  const jump = (line: number, column: number) => {
    // The panel closes (and gives focus up) first; then the editor takes the cursor there.
    flushSync(onClose);
    editorService.revealLine(line, column);
  };

  if (!active) {
    return (
      <section className="panel-section" aria-labelledby="perf-hints">
        <h3 id="perf-hints">Hints for the open file</h3>
        <p>Open a file to get performance hints for it.</p>
      </section>
    );
  }
  const language = resolveLanguage(active.name, active.content, active.language);
  const languageName = languageById(language.languageId)?.name ?? language.languageId;
  const key = languageKey(language.languageId);
  const covered = isJsFamily(key) || key === 'python';
  const current = report?.fileId === active.id ? report.report : null;
  return (
    <section className="panel-section" aria-labelledby="perf-hints">
      <h3 id="perf-hints">Hints for {active.name}</h3>
      {!covered ? (
        <p>
          The optimisation analysis covers JavaScript, TypeScript and Python; it has no rules for{' '}
          {languageName} yet.
        </p>
      ) : !current ? (
        <p className="panel-muted">Analysing…</p>
      ) : current.hints.length === 0 ? (
        <p>
          No performance problems found in {active.name} ({languageName}, analysed in{' '}
          {current.elapsedMs.toFixed(1)} ms).
        </p>
      ) : (
        <>
          <p className="panel-muted">
            {current.hints.length} hint{current.hints.length === 1 ? '' : 's'} from the AI
            engine&apos;s optimisation analysis ({languageName}, {current.elapsedMs.toFixed(1)} ms).
          </p>
          <ul className="perf-hints">
            {current.hints.map((hint, i) => (
              <li key={`${hint.line}:${hint.column}:${i}`} className="perf-hint">
                <div>
                  <p className="perf-hint-problem">{hint.problem}</p>
                  <p className="perf-hint-change">
                    <code>{hint.excerpt}</code> → {hint.change}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn"
                  onClick={() => jump(hint.line, hint.column)}
                  aria-label={`Go to line ${hint.line}, column ${hint.column}: ${hint.problem}`}
                >
                  Line {hint.line}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function EditorSettings() {
  const settings = useStore(editorPerformanceStore);
  const active = useStore(filesStore, activeEntry);
  const id = useId();
  const lines = active ? active.content.split('\n').length : 0;
  const big = active && (lines > LARGE_FILE_LINES || active.content.length > LARGE_FILE_CHARS);
  const toggles = [
    {
      key: 'minimap',
      label: 'Show the minimap',
      hint: 'Drawing the overview on the right costs time on every scroll and edit.',
      checked: settings.minimap,
      onChange: (v: boolean) => settings.update({ minimap: v }),
    },
    {
      key: 'wordWrap',
      label: 'Wrap long lines',
      hint: 'Wrapping measures every long line again when the window changes size.',
      checked: settings.wordWrap,
      onChange: (v: boolean) => settings.update({ wordWrap: v }),
    },
    {
      key: 'largeFileMode',
      label: 'Large-file mode',
      hint: `Turns off ${LARGE_FILE_MODE_EFFECTS}, and the minimap and wrapping.`,
      checked: settings.largeFileMode,
      onChange: (v: boolean) => settings.update({ largeFileMode: v }),
    },
  ] as const;
  return (
    <section className="panel-section" aria-labelledby="perf-settings">
      <h3 id="perf-settings">Editor settings for slow machines</h3>
      {big && !settings.largeFileMode && (
        <p className="perf-suggest">
          {active.name} has {lines.toLocaleString('en')} lines: large-file mode will keep typing
          smooth.
        </p>
      )}
      <ul className="perf-settings">
        {toggles.map((t) => (
          <li key={t.key}>
            <input
              type="checkbox"
              id={`${id}-${t.key}`}
              checked={t.checked}
              aria-describedby={`${id}-${t.key}-hint`}
              onChange={(event) => t.onChange(event.currentTarget.checked)}
            />
            <div>
              <label htmlFor={`${id}-${t.key}`}>{t.label}</label>
              <p className="panel-muted" id={`${id}-${t.key}-hint`}>
                {t.hint}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="panel-muted">Settings apply at once and are remembered in this browser.</p>
    </section>
  );
}

export default function PerformancePanel({ onClose }: PanelProps) {
  return (
    <div className="performance">
      <Figures />
      <Hints onClose={onClose} />
      <EditorSettings />
    </div>
  );
}

/**
 * Run History: every run with the project's files as they were before it, what it printed and
 * how it ended, for the open file or the whole project, newest first. Any run's file can be
 * compared with now in the diff editor and restored, or the whole project restored; a restore
 * first keeps the files as they are, as an entry of its own. The limits and Erase are here too.
 */
import { Suspense, useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { formatBytes } from '../../core/files/storage-use';
import {
  endWords,
  HISTORY_LIMIT_RANGE,
  type HistoryEntry,
  historyOfFile,
} from '../../core/history/history';
import { editorService } from '../../state/editor-service';
import { activeEntry, filesStore } from '../../state/files-store';
import {
  eraseHistory,
  historyStore,
  historyText,
  loadHistory,
  restore,
} from '../../state/history-store';
import { toast } from '../../state/toasts-store';
import { confirmDialog } from '../../ui/dialogs';
import type { PanelProps } from '../../ui/panel-types';
import { TextDiffView } from '../editor';
import './history.css';

const MB = 1024 * 1024;
const when = (at: number) =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

function title(entry: HistoryEntry): string {
  if (entry.kind === 'restore') {
    return entry.path
      ? `Before restoring ${entry.path}: the files as they were`
      : 'Before restoring the project: the files as they were';
  }
  return `Ran ${entry.path}`;
}

interface Comparing {
  entry: HistoryEntry;
  path: string;
  before: string;
  after: string;
}

export default function HistoryPanel(_props: PanelProps) {
  const entries = useStore(historyStore, (s) => s.entries);
  const available = useStore(historyStore, (s) => s.available);
  const chars = useStore(historyStore, (s) => s.chars);
  const active = useStore(filesStore, (s) => activeEntry(s));
  const activePath = active?.path.slice(1) ?? null;
  const [scope, setScope] = useState<'file' | 'project'>(activePath ? 'file' : 'project');
  const [comparing, setComparing] = useState<Comparing | null>(null);
  const id = useId();

  useEffect(() => {
    void loadHistory();
  }, []);

  const shown =
    entries === null
      ? null
      : scope === 'file' && activePath
        ? historyOfFile(entries, activePath)
        : entries;

  const compare = async (entry: HistoryEntry, path: string) => {
    const file = entry.files.find((f) => f.path === path);
    const before = file ? await historyText(file.hash) : undefined;
    if (before === undefined) {
      toast({
        type: 'error',
        title: 'Not kept',
        message: `The text of ${path} is no longer kept.`,
      });
      return;
    }
    const now = filesStore.getState().entries.find((e) => e.path === `/${path}`);
    const after = now ? (editorService.readText(now.id) ?? now.content) : '';
    setComparing({ entry, path, before, after });
  };

  const restoreSome = async (entry: HistoryEntry, paths: string[] | null) => {
    const failed = await restore(entry, paths);
    const what = paths?.length === 1 ? paths[0] : 'The project';
    toast(
      failed.length === 0
        ? {
            type: 'success',
            title: `${what} restored`,
            message: `As it was on ${when(entry.at)}. The files as they were just before are kept in History.`,
          }
        : { type: 'error', title: 'Not all restored', message: failed.join('\n') },
    );
    setComparing(null);
  };

  const erase = async () => {
    const sure = await confirmDialog({
      title: 'Erase run history?',
      message:
        'Every kept run, its files and its output are deleted from this browser. Your project files stay as they are.',
      confirmLabel: 'Erase history',
      danger: true,
    });
    if (sure) await eraseHistory();
  };

  if (available === false) {
    return (
      <p className="panel-section">
        This browser does not allow the run history’s database here (private mode, or storage
        blocked), so runs are not kept. Your files are not affected.
      </p>
    );
  }

  return (
    <div className="history-panel">
      <div className="history-toolbar">
        <fieldset className="history-scope">
          <legend>Show the runs of</legend>
          <label>
            <input
              type="radio"
              name={`${id}-scope`}
              checked={scope === 'file'}
              disabled={!activePath}
              onChange={() => setScope('file')}
            />
            {activePath ? `This file (${activePath})` : 'This file (none is open)'}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-scope`}
              checked={scope === 'project'}
              onChange={() => setScope('project')}
            />
            The whole project
          </label>
        </fieldset>
        <p className="history-usage" role="status">
          {entries === null
            ? 'Reading the history…'
            : `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} kept${chars === null ? '' : `, ${formatBytes(chars)}`}`}
        </p>
        <button
          type="button"
          className="btn"
          disabled={!entries?.length}
          onClick={() => void erase()}
        >
          Erase history
        </button>
      </div>
      <LimitsForm />
      {comparing && (
        <section className="history-compare" aria-label={`Compare ${comparing.path} with now`}>
          <header>
            <h3>
              {comparing.path}: {when(comparing.entry.at)} (left) and now (right)
            </h3>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void restoreSome(comparing.entry, [comparing.path])}
            >
              Restore {comparing.path}
            </button>
            <button type="button" className="btn" onClick={() => setComparing(null)}>
              Close the comparison
            </button>
          </header>
          <Suspense fallback={<p>Loading the diff editor…</p>}>
            <TextDiffView
              fileName={comparing.path}
              before={comparing.before}
              after={comparing.after}
              beforeLabel={`${comparing.path} on ${when(comparing.entry.at)} (read-only)`}
              afterLabel={`${comparing.path} now (read-only)`}
            />
          </Suspense>
        </section>
      )}
      {shown !== null && shown.length === 0 && (
        <p className="panel-muted">
          {scope === 'file' && activePath
            ? `No run has kept ${activePath} yet: press ▶ Run, and each run is kept here.`
            : 'No run is kept yet: press ▶ Run, and each run is kept here.'}
        </p>
      )}
      {shown !== null && shown.length > 0 && (
        <ol className="history-list" aria-label="Kept runs, newest first">
          {shown.map((entry) => (
            <HistoryItem
              key={entry.id}
              entry={entry}
              focusPath={scope === 'file' ? activePath : null}
              onCompare={(path) => void compare(entry, path)}
              onRestore={(paths) => void restoreSome(entry, paths)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function HistoryItem({
  entry,
  focusPath,
  onCompare,
  onRestore,
}: {
  entry: HistoryEntry;
  focusPath: string | null;
  onCompare: (path: string) => void;
  onRestore: (paths: string[] | null) => void;
}) {
  const [path, setPath] = useState(focusPath ?? entry.path);
  const id = useId();
  const lines = entry.output === '' ? 0 : entry.output.replace(/\n$/, '').split('\n').length;
  const label = `${title(entry)}, ${when(entry.at)}`;
  const paths = entry.files.map((f) => f.path);
  const chosen = paths.includes(path) ? path : (paths[0] ?? '');
  return (
    <li className="history-item" aria-label={label}>
      <div className="history-item-head">
        <strong>{title(entry)}</strong>{' '}
        <time dateTime={new Date(entry.at).toISOString()}>{when(entry.at)}</time>
      </div>
      <p className="history-end">
        {endWords(entry)} · {entry.files.length} {entry.files.length === 1 ? 'file' : 'files'}
      </p>
      {entry.kind === 'run' && (
        <details>
          <summary>
            {lines === 0
              ? 'It printed nothing'
              : `What it printed (${lines} ${lines === 1 ? 'line' : 'lines'})`}
          </summary>
          {lines > 0 && (
            <textarea
              className="history-output"
              readOnly
              rows={Math.min(12, lines + 1)}
              aria-label={`What it printed, ${label}`}
              spellCheck={false}
              value={`${entry.output}${entry.outputCut ? '\n… (the rest was not kept)' : ''}`}
            />
          )}
        </details>
      )}
      {paths.length > 0 && (
        <div className="history-actions">
          <label htmlFor={`${id}-file`}>File</label>
          <select id={`${id}-file`} value={chosen} onChange={(e) => setPath(e.target.value)}>
            {paths.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn"
            aria-label={`Compare with now: ${chosen} (${label})`}
            onClick={() => onCompare(chosen)}
          >
            Compare with now
          </button>
          <button
            type="button"
            className="btn"
            aria-label={`Restore this file: ${chosen} (${label})`}
            onClick={() => onRestore([chosen])}
          >
            Restore this file
          </button>
          <button
            type="button"
            className="btn"
            aria-label={`Restore the project (${label})`}
            onClick={() => onRestore(null)}
          >
            Restore the project
          </button>
        </div>
      )}
    </li>
  );
}

function LimitsForm() {
  const limits = useStore(historyStore, (s) => s.limits);
  const [entries, setEntries] = useState(String(limits.entries));
  const [megabytes, setMegabytes] = useState(String(Math.round(limits.bytes / MB)));
  const id = useId();
  const range = HISTORY_LIMIT_RANGE;
  const whole = (v: string, r: { min: number; max: number }) =>
    Number.isSafeInteger(Number(v)) && Number(v) >= r.min && Number(v) <= r.max;
  const valid = whole(entries, range.entries) && whole(megabytes, range.megabytes);
  return (
    <form
      className="history-limits"
      aria-label="How much history to keep"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        const kept = historyStore
          .getState()
          .setLimits({ entries: Number(entries), bytes: Number(megabytes) * MB });
        if (!kept) {
          toast({
            type: 'info',
            title: 'Limits not remembered',
            message: 'Browser storage refused them: they apply until the page is closed.',
          });
        }
      }}
    >
      <label htmlFor={`${id}-entries`}>Keep the last</label>
      <input
        id={`${id}-entries`}
        type="number"
        min={range.entries.min}
        max={range.entries.max}
        value={entries}
        aria-invalid={!whole(entries, range.entries)}
        onChange={(e) => setEntries(e.target.value)}
      />
      <label htmlFor={`${id}-mb`}>runs, up to this many MB</label>
      <input
        id={`${id}-mb`}
        type="number"
        min={range.megabytes.min}
        max={range.megabytes.max}
        value={megabytes}
        aria-invalid={!whole(megabytes, range.megabytes)}
        onChange={(e) => setMegabytes(e.target.value)}
      />
      <button type="submit" className="btn" disabled={!valid}>
        Save limits
      </button>
      {!valid && (
        <p className="run-limits-error" role="alert">
          Runs: a whole number from {range.entries.min} to {range.entries.max.toLocaleString('en')};
          MB: from {range.megabytes.min} to {range.megabytes.max}. The oldest go first.
        </p>
      )}
    </form>
  );
}

/**
 * The Assist tab: explain, fix or optimise the editor's selection (or the whole file when nothing
 * is selected), and generate code from a description in five styles (defaults: plain,
 * creativity 0.7, moderate). Results show who answered and how confident it is. Changes are applied
 * to the file as one undoable edit (editor bridge), and only to the text they were computed from:
 * if the file changed meanwhile, the user is asked to run the action again. Generated code goes in
 * at the cursor or into a new file (ai-generated.js by default, made unique).
 *
 * Explain runs the program recorded first and tells that run (explain-run.ts); a selection is
 * told from the whole file's run, kept to its lines.
 *
 * AI failures are logged and show nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { BookOpen, FilePlus2, TextCursorInput, Wand2, Wrench, Zap } from 'lucide-react';
import { aiSettingsStore } from '../../../state/ai-settings-store';
import { editorBridge } from '../../../state/editor-bridge';
import { editorService } from '../../../state/editor-service';
import { filesStore } from '../../../state/files-store';
import { toast } from '../../../state/toasts-store';
import { uniqueName } from '../../../core/files/names';
import { reviewAgainstFile } from '../../../core/ai/local/typos';
import {
  DEFAULT_CODE_STYLE,
  DEFAULT_COMPLEXITY,
  DEFAULT_CREATIVITY,
} from '../../../core/ai/constants';
import type {
  Answer,
  AutoFixResult,
  CodeExplanation,
  CodeStyle,
  GenerateCodeOptions,
  GeneratedCode,
  Suggestion,
} from '../../../core/ai/types';
import {
  drawerAi,
  LineLink,
  lineAt,
  type OpenFile,
  CodeBlock,
  readFile,
  ResultMeta,
  useOpenFile,
} from '../shared';
import { RunErrorHelp } from './RunErrorHelp';
import {
  type ExplainPhase,
  explainWithRun,
  onExplainRequest,
  takeExplainRequest,
} from './explain-run';
import { applyEdit, codeSpans, fileLine, generatedFileName, type Target } from './assist-logic';
import '../tabs.css';

const STYLES: { id: CodeStyle; label: string }[] = [
  { id: 'plain', label: 'Plain' },
  { id: 'quantum-inspired', label: 'Quantum-inspired' },
  { id: 'biomimetic', label: 'Biomimetic' },
  { id: 'mathematical', label: 'Mathematical' },
  { id: 'artistic', label: 'Artistic' },
];

type Result =
  | {
      kind: 'explain';
      title: string;
      answer: Answer<CodeExplanation>;
      target: Target;
      /** Why the program was not run, when it was not. */
      notRun?: string;
    }
  | {
      kind: 'suggestions';
      what: 'fix' | 'optimize';
      answer: Answer<{ suggestions: Suggestion[] }>;
      target: Target;
    }
  | { kind: 'autofix'; answer: Answer<AutoFixResult>; target: Target };

type Busy = 'explain' | 'fix' | 'optimize' | 'generate' | null;

/** What the actions work on now: the selection in the open file, else the whole file. */
function currentTarget(file: OpenFile): Target | undefined {
  const content = readFile(file.id);
  if (content === undefined) return undefined;
  const selection = editorBridge.getState().selection;
  if (selection && selection.fileId === file.id && selection.text.trim() !== '') {
    return {
      fileId: file.id,
      fileName: file.name,
      language: file.language,
      source: content,
      start: selection.startOffset,
      end: selection.endOffset,
      startLine: selection.startLine,
      scope: 'selection',
    };
  }
  return {
    fileId: file.id,
    fileName: file.name,
    language: file.language,
    source: content,
    start: 0,
    end: content.length,
    startLine: 1,
    scope: 'file',
  };
}

const isSelection = (t: Target) => t.scope === 'selection';

export default function AssistTab() {
  const file = useOpenFile();
  const selection = useStore(editorBridge, (s) => s.selection);
  // Optimisation runs only with the AI Assistant on.
  const aiEnabled = useStore(aiSettingsStore, (s) => s.aiEnabled);
  const [busy, setBusy] = useState<Busy>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [status, setStatus] = useState('');
  const [phase, setPhase] = useState<ExplainPhase | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const hasSelection =
    !!file && !!selection && selection.fileId === file.id && selection.text.trim() !== '';
  const scopeLabel = !file
    ? 'No file is open.'
    : hasSelection
      ? `Works on the selection in ${file.name} (lines ${selection.startLine}–${selection.endLine}).`
      : `Works on the whole of ${file.name} (${file.language}). Select code in the editor to work on part of it.`;

  const run = async <T,>(which: Exclude<Busy, null>, call: (signal: AbortSignal) => Promise<T>) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBusy(which);
    setStatus('');
    try {
      return await call(controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) console.error(`AI ${which} failed`, error);
      return undefined;
    } finally {
      if (abort.current === controller) setBusy(null);
    }
  };

  const explain = async () => {
    if (!file) return;
    const target = currentTarget(file);
    if (!target) return;
    const explained = await run('explain', (signal) => explainWithRun(target, signal, setPhase));
    setPhase(null);
    if (!explained) return;
    const title = isSelection(target)
      ? `Selection of ${target.fileName}, lines ${target.startLine}–${lineAt(target.source, target.end)}`
      : target.fileName;
    setResult({
      kind: 'explain',
      title,
      answer: explained.answer,
      target: explained.target,
      ...(explained.notRun !== undefined ? { notRun: explained.notRun } : {}),
    });
  };
  const explainRef = useRef(explain);
  explainRef.current = explain;

  // Explain Code from the palette or the editor: asked before this tab mounted, or while open.
  useEffect(() => {
    const take = () => {
      if (takeExplainRequest()) void explainRef.current();
    };
    take();
    return onExplainRequest(take);
  }, []);

  const fix = async () => {
    if (!file) return;
    const target = currentTarget(file);
    if (!target || target.source.trim() === '') return;
    if (isSelection(target)) {
      const text = target.source.slice(target.start, target.end);
      const answer = await run('fix', (signal) =>
        drawerAi().correct(text, target.language, { signal }),
      );
      if (answer) setResult({ kind: 'suggestions', what: 'fix', answer, target });
    } else {
      const answer = await run('fix', (signal) =>
        drawerAi().autoFix(target.source, target.language, undefined, { signal }),
      );
      if (answer) setResult({ kind: 'autofix', answer, target });
    }
  };

  const optimize = async () => {
    if (!file) return;
    const target = currentTarget(file);
    if (!target || target.source.trim() === '') return;
    const text = target.source.slice(target.start, target.end);
    const answer = await run('optimize', (signal) =>
      drawerAi().optimize(text, target.language, { signal }),
    );
    if (answer) setResult({ kind: 'suggestions', what: 'optimize', answer, target });
  };

  /** Replaces the target's text (or the whole file) as one undoable edit, if nothing changed. */
  const apply = (target: Target, replacement: { start: number; end: number; text: string }) => {
    const current = readFile(target.fileId);
    const next = applyEdit(target, current, replacement);
    if (next === null) {
      setStatus(`${target.fileName} changed since this answer: run the action again.`);
      setResult(null);
      return;
    }
    if (filesStore.getState().activeId !== target.fileId) filesStore.getState().open(target.fileId);
    editorService.replaceFile(target.fileId, next);
    setStatus(`Applied to ${target.fileName}. Undo in the editor takes it back.`);
    setResult(null);
  };

  return (
    <div className="ai-tab assist-tab">
      <RunErrorHelp />
      <p className="ai-scope">{scopeLabel}</p>
      <div className="ai-actions" role="group" aria-label="Assist actions">
        <button
          type="button"
          className="btn"
          disabled={!file || busy !== null}
          onClick={() => void explain()}
        >
          <BookOpen size={14} aria-hidden="true" /> Explain
        </button>
        <button
          type="button"
          className="btn"
          disabled={!file || busy !== null}
          onClick={() => void fix()}
        >
          <Wrench size={14} aria-hidden="true" /> Fix
        </button>
        <button
          type="button"
          className="btn"
          disabled={!file || busy !== null || !aiEnabled}
          title={aiEnabled ? undefined : 'Turn the AI Assistant on in the editor to optimise'}
          onClick={() => void optimize()}
        >
          <Zap size={14} aria-hidden="true" /> Optimise
        </button>
      </div>
      <p className="ai-status" role="status">
        {busy === 'explain' && phase === 'recording'
          ? 'Running your program to explain it…'
          : busy && busy !== 'generate'
            ? `Working (${busy === 'optimize' ? 'optimise' : busy})…`
            : status}
      </p>
      {result && <AssistResult result={result} onApply={apply} />}
      <GenerateSection busy={busy} run={run} file={file} />
    </div>
  );
}

/** A step's text with its `code` spans shown as code. */
function StepText({ text }: { text: string }) {
  return (
    <>
      {codeSpans(text).map((part, i) =>
        part.code ? <code key={i}>{part.text}</code> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

/** What the code does, section by section, then its problems; every line links to the code. */
function ExplainResult({ result }: { result: Extract<Result, { kind: 'explain' }> }) {
  const { answer, target, title, notRun } = result;
  return (
    <div className="ai-result ai-explanation">
      <h3>Explanation</h3>
      <p className="ai-explain-of">{title}</p>
      {notRun && <p className="ai-hint">Not run: {notRun}</p>}
      <p>
        <StepText text={answer.summary} />
      </p>
      {answer.sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h4>{section.title}</h4>
          <ul className="ai-steps">
            {section.steps.map((step, i) => (
              <li key={i} style={{ marginInlineStart: `${step.depth * 1.25}em` }}>
                <LineLink fileId={target.fileId} line={fileLine(target, step.line)} />{' '}
                <StepText text={step.text} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-label="Problems">
        <h4>Problems</h4>
        {answer.problems.length === 0 ? (
          <p>No problems found.</p>
        ) : (
          <ul className="ai-steps">
            {answer.problems.map((p, i) => (
              <li key={i}>
                {p.line ? (
                  <LineLink fileId={target.fileId} line={fileLine(target, p.line)} />
                ) : null}{' '}
                <StepText text={p.message} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ResultMeta provider={answer.provider} />
    </div>
  );
}

function AssistResult({
  result,
  onApply,
}: {
  result: Result;
  onApply: (target: Target, replacement: { start: number; end: number; text: string }) => void;
}) {
  const { target } = result;
  if (result.kind === 'explain') return <ExplainResult result={result} />;
  if (result.kind === 'autofix') {
    const a = result.answer;
    return (
      <div className="ai-result">
        <h3>Fix for {target.fileName}</h3>
        <p>{a.explanation}</p>
        {a.fixes_applied.length > 0 && (
          <ul>
            {a.fixes_applied.map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </ul>
        )}
        {a.manual_review_needed && (
          <p className="ai-warning">Review this change yourself before keeping it.</p>
        )}
        {(a.remaining ?? []).length > 0 && (
          <>
            <h4>Left for you</h4>
            <ul>
              {(a.remaining ?? []).map((r, i) => (
                <li key={i}>
                  {r.line ? <LineLink fileId={target.fileId} line={r.line} /> : null} {r.message}
                </li>
              ))}
            </ul>
          </>
        )}
        <ResultMeta provider={a.provider} confidence={a.confidence} />
        {a.fixed && a.fixed_code !== target.source ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              onApply(target, { start: 0, end: target.source.length, text: a.fixed_code })
            }
          >
            Apply to {target.fileName}
          </button>
        ) : (
          <p>Nothing to change.</p>
        )}
      </div>
    );
  }
  // A fix of a name also used outside the selection would leave those uses behind.
  const suggestions = reviewAgainstFile(
    result.answer.suggestions,
    target.source,
    target.start,
    target.end,
    target.language,
  );
  const title = result.what === 'fix' ? 'Fixes for the selection' : 'Optimisations';
  return (
    <div className="ai-result">
      <h3>{title}</h3>
      {suggestions.length === 0 ? (
        <>
          <p>{result.what === 'fix' ? 'No fixes found.' : 'No optimisations found.'}</p>
          <ResultMeta provider={result.answer.provider} />
        </>
      ) : (
        <ul className="ai-suggestions">
          {suggestions.map((s, i) => {
            const start = target.start + s.startPos;
            const end = target.start + s.endPos;
            const line = lineAt(target.source, start);
            return (
              <li key={i}>
                <LineLink fileId={target.fileId} line={line} />{' '}
                {s.description ?? (s.kind === 'advice' ? s.text : 'Suggested change')}
                {s.changesBehaviour && (
                  <p className="ai-warning">
                    <strong>changes behaviour: review.</strong> {s.changesBehaviour}
                  </p>
                )}
                {s.kind !== 'advice' && (
                  <CodeBlock code={s.text} label={`Suggested code for line ${line}`} />
                )}
                <ResultMeta provider={result.answer.provider} confidence={s.confidence} />
                {s.kind !== 'advice' && (
                  <button
                    type="button"
                    className="btn"
                    onClick={() => onApply(target, { start, end, text: s.text })}
                  >
                    Apply
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function GenerateSection({
  busy,
  run,
  file,
}: {
  busy: Busy;
  run: <T>(which: 'generate', call: (signal: AbortSignal) => Promise<T>) => Promise<T | undefined>;
  file: OpenFile | undefined;
}) {
  const [description, setDescription] = useState('');
  const [style, setStyle] = useState<CodeStyle>(DEFAULT_CODE_STYLE);
  const [creativity, setCreativity] = useState<number>(DEFAULT_CREATIVITY);
  const [complexity, setComplexity] =
    useState<NonNullable<GenerateCodeOptions['complexity']>>(DEFAULT_COMPLEXITY);
  const [generated, setGenerated] = useState<Answer<GeneratedCode> | null>(null);
  const [fileName, setFileName] = useState('');

  const generate = async (asked = description) => {
    if (!asked.trim()) return;
    // The open file's language; the engine writes JavaScript for languages it cannot generate.
    const language = file?.languageId ?? 'javascript';
    const answer = await run('generate', (signal) =>
      drawerAi().generateCode(
        asked.trim(),
        style,
        { creativity, complexity, language },
        { signal },
      ),
    );
    if (!answer) return;
    setGenerated(answer);
    setFileName(generatedFileName(answer.language));
  };

  const insert = () => {
    if (!generated || !file) return;
    editorService.insertAtCursor(file.id, generated.code);
  };

  const openAsFile = () => {
    if (!generated) return;
    const files = filesStore.getState();
    const siblings = files.entries.filter((e) => !e.path.slice(1).includes('/'));
    const name = uniqueName(fileName.trim() || generatedFileName(generated.language), siblings);
    const result = files.createFile(name, '/', generated.code);
    if (!result.ok) {
      toast({ type: 'error', title: 'Could not create the file', message: result.error });
      return;
    }
    toast({ type: 'success', title: 'File Created', message: `${name} holds the generated code.` });
  };

  return (
    <section className="ai-generate" aria-labelledby="ai-generate-title">
      <h3 id="ai-generate-title">
        <Wand2 size={14} aria-hidden="true" /> Generate code
      </h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void generate();
        }}
      >
        <label className="ai-field">
          <span>Describe what the code should do</span>
          <textarea
            rows={3}
            value={description}
            placeholder="e.g. sum a list of numbers"
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        <div className="ai-field-row">
          <label className="ai-field">
            <span>Style</span>
            <select value={style} onChange={(e) => setStyle(e.target.value as CodeStyle)}>
              {STYLES.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <label className="ai-field">
            <span>Complexity</span>
            <select
              value={complexity}
              onChange={(e) =>
                setComplexity(e.target.value as NonNullable<GenerateCodeOptions['complexity']>)
              }
            >
              <option value="simple">Simple</option>
              <option value="moderate">Moderate</option>
              <option value="complex">Complex</option>
            </select>
          </label>
        </div>
        <label className="ai-field">
          <span>Creativity: {creativity.toFixed(1)}</span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.1}
            value={creativity}
            onChange={(e) => setCreativity(Number(e.target.value))}
          />
        </label>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy !== null || !description.trim()}
        >
          <Wand2 size={14} aria-hidden="true" /> Generate
        </button>
        {busy === 'generate' && (
          <span className="ai-status" role="status">
            {' '}
            Generating…
          </span>
        )}
      </form>
      {generated && !generated.code && (
        <div className="ai-result">
          <p>{generated.explanation}</p>
          {(generated.tasks ?? []).length > 0 && (
            <div
              className="ai-actions ai-task-list"
              role="group"
              aria-label="What the built-in engine can write"
            >
              {(generated.tasks ?? []).map((task) => (
                <button
                  key={task.id}
                  type="button"
                  className="btn"
                  disabled={busy !== null}
                  onClick={() => {
                    setDescription(task.description);
                    void generate(task.description);
                  }}
                >
                  {task.description}
                </button>
              ))}
            </div>
          )}
          <ResultMeta provider={generated.provider} />
        </div>
      )}
      {generated && generated.code && (
        <div className="ai-result">
          <p>{generated.explanation}</p>
          <CodeBlock code={generated.code} label="Generated code" />
          <ResultMeta provider={generated.provider} />
          <div className="ai-actions">
            <button type="button" className="btn" disabled={!file} onClick={insert}>
              <TextCursorInput size={14} aria-hidden="true" /> Insert at cursor
            </button>
          </div>
          <div className="ai-field-row ai-new-file">
            <label className="ai-field">
              <span>New file name</span>
              <input type="text" value={fileName} onChange={(e) => setFileName(e.target.value)} />
            </label>
            <button type="button" className="btn" onClick={openAsFile}>
              <FilePlus2 size={14} aria-hidden="true" /> Open as new file
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

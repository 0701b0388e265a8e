/**
 * The documentation maker, available while a file is open: the AI engine writes doc comments for
 * the functions and classes of the open file that have none (JSDoc, docstrings, …) and a Markdown
 * summary. The user previews both (the summary rendered through ui/sanitize), then applies the
 * documented code to the file ('Code Generated'; one Ctrl/⌘+Z in the editor takes it back) or, when
 * the file is no longer open, gets it as a new file. The summary can be saved as a file.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { FileText, Sparkles } from 'lucide-react';
import { activeEntry, filesStore } from '../../state/files-store';
import { isBinaryEntry } from '../../core/files/binary';
import { binaryRefusal } from '../../state/binary-guard';
import { editorService } from '../../state/editor-service';
import { languageStore } from '../../state/language-store';
import { toast } from '../../state/toasts-store';
import { languageById } from '../../core/languages/registry';
import { uniqueName } from '../../core/files/names';
import { aiEngine } from '../../workers/ai-instance';
import type { Answer, GeneratedDocs } from '../../core/ai/types';
import { SafeMarkdown } from '../../ui/sanitize';
import type { PanelProps } from '../../ui/panel-types';
import './docs-maker.css';

type State =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; docs: Answer<GeneratedDocs>; fileId: string; fileName: string; source: string }
  | { kind: 'failed'; message: string };

function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

export default function DocsMakerPanel({ onClose }: PanelProps) {
  const active = useStore(filesStore, activeEntry);
  const language = useStore(languageStore, (s) =>
    s.active && active && s.active.fileId === active.id
      ? languageById(s.active.detection.languageId)
      : undefined,
  );
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [view, setView] = useState<'summary' | 'code'>('summary');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const generate = async () => {
    if (!active) return;
    const entry = editorService.readFile(active.id);
    if (!entry) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'working' });
    try {
      const docs = await aiEngine().generateDocs(entry.content, language?.name ?? 'Plain Text', {
        signal: controller.signal,
      });
      setState({
        kind: 'done',
        docs,
        fileId: entry.id,
        fileName: entry.name,
        source: entry.content,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Documentation could not be generated', error);
      setState({
        kind: 'failed',
        message: 'The documentation could not be generated. Your file is unchanged; try again.',
      });
    }
  };

  const createFile = (name: string, content: string) => {
    const siblings = filesStore.getState().entries.filter((e) => !e.path.slice(1).includes('/'));
    const result = filesStore.getState().createFile(uniqueName(name, siblings), '/', content);
    if (!result.ok) {
      toast({ type: 'error', title: 'Could not create the file', message: result.error });
      return null;
    }
    return result.entry;
  };

  const apply = () => {
    if (state.kind !== 'done') return;
    const files = filesStore.getState();
    const target = files.entries.find((e) => e.id === state.fileId);
    if (target && files.activeId === target.id) {
      const current = editorService.readText(target.id);
      if (current !== state.source) {
        toast({
          type: 'error',
          title: 'The file changed',
          message: `${target.name} was edited since the documentation was written: generate it again.`,
        });
        setState({ kind: 'idle' });
        return;
      }
      files.setContent(target.id, state.docs.documented);
      files.setModified(target.id);
      toast({
        type: 'success',
        title: 'Code Generated',
        message: `Documentation added to ${target.name}. Undo in the editor takes it back.`,
      });
    } else {
      // With no active file, the generated code becomes a new file.
      const created = createFile(state.fileName, state.docs.documented);
      if (!created) return;
      toast({ type: 'success', title: 'Code Generated', message: `Created ${created.name}.` });
    }
    onClose();
  };

  const saveSummary = () => {
    if (state.kind !== 'done') return;
    const created = createFile(`${stem(state.fileName)}-docs.md`, state.docs.markdown);
    if (!created) return;
    toast({
      type: 'success',
      title: 'File Created',
      message: `"${created.name}" is ready to read.`,
    });
    onClose();
  };

  if (!active) {
    return (
      <p>Open a file first: the documentation maker writes documentation for the open file.</p>
    );
  }
  if (isBinaryEntry(active)) return <p>{binaryRefusal('The documentation maker', active.name)}</p>;

  return (
    <div className="docs-maker">
      <p>
        Writes a documentation comment for each function and class in <strong>{active.name}</strong>{' '}
        ({language?.name ?? 'Plain Text'}) that has none, and a summary of the file. You see
        everything before anything changes.
      </p>
      <div className="panel-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={state.kind === 'working'}
          onClick={() => void generate()}
        >
          <Sparkles size={14} aria-hidden="true" />
          {state.kind === 'done' ? 'Generate again' : 'Generate documentation'}
        </button>
      </div>
      <div role="status" className="docs-status">
        {state.kind === 'working' && 'Writing documentation…'}
        {state.kind === 'failed' && state.message}
        {state.kind === 'done' &&
          (state.docs.documentedCount === 0
            ? `Nothing to add: every function and class in ${state.fileName} is documented, or it has none. The summary is below.`
            : `Documentation written for ${state.docs.documentedCount} ${state.docs.documentedCount === 1 ? 'function or class' : 'functions and classes'} (by ${state.docs.provider.model}).`)}
      </div>
      {state.kind === 'done' && (
        <>
          <div className="docs-tabs" role="tablist" aria-label="Preview">
            <button
              type="button"
              role="tab"
              id="docs-tab-summary"
              aria-selected={view === 'summary'}
              aria-controls="docs-preview"
              tabIndex={view === 'summary' ? 0 : -1}
              onClick={() => setView('summary')}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                  setView('code');
                  document.getElementById('docs-tab-code')?.focus();
                }
              }}
            >
              Summary
            </button>
            <button
              type="button"
              role="tab"
              id="docs-tab-code"
              aria-selected={view === 'code'}
              aria-controls="docs-preview"
              tabIndex={view === 'code' ? 0 : -1}
              onClick={() => setView('code')}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                  setView('summary');
                  document.getElementById('docs-tab-summary')?.focus();
                }
              }}
            >
              Documented code
            </button>
          </div>
          <div
            id="docs-preview"
            role="tabpanel"
            aria-labelledby={view === 'summary' ? 'docs-tab-summary' : 'docs-tab-code'}
            className="docs-preview"
            tabIndex={0}
          >
            {view === 'summary' ? (
              <SafeMarkdown markdown={state.docs.markdown} className="docs-markdown" />
            ) : (
              <pre className="docs-code">{state.docs.documented}</pre>
            )}
          </div>
          <div className="panel-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={state.docs.documented === state.source}
              onClick={apply}
            >
              <Sparkles size={14} aria-hidden="true" /> Apply to {state.fileName}
            </button>
            <button type="button" className="btn" onClick={saveSummary}>
              <FileText size={14} aria-hidden="true" /> Save summary as {stem(state.fileName)}
              -docs.md
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The editor area: the editor header (file name, modified dot, close, Save File, the save
 * indicator) above the one Monaco instance, or the welcome screen when no file is active.
 * A binary file (an image, a sound) shows its preview instead of the editor and its AI tools.
 * Monaco's code is asked for by the app's entry (./load-editor.ts), in parallel with storage.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Save, X } from 'lucide-react';
import { activeEntry, filesStore } from '../../state/files-store';
import { workspaceStore } from '../../state/workspace-store';
import { CommandButton } from '../../ui/CommandButton';
import type { EditorController } from './editor-controller';
import type { AiController } from './ai-controller';
import type { Monaco } from './monaco';
import { loadEditor, markStartUpDone } from './load-editor';
import { AiToolbar } from './AiToolbar';
import { SuggestionPopup } from './SuggestionPopup';
import { AutoFixDiff } from './AutoFixDiff';
import { LanguageBadges } from './LanguageBadges';
import { DetectedBar } from './DetectedBar';
import { ConflictBar } from './ConflictBar';
import { ConflictCompare } from './ConflictCompare';
import { LargeFileNotice } from './LargeFileNotice';
import { BinaryPreview } from './BinaryPreview';
import { isBinaryEntry } from '../../core/files/binary';
import { ProblemsPanel } from '../problems';
import { PreviewPane, RunButton } from '../run';
import { DebugToolbar } from '../debug';
import { runStore } from '../../state/run-store';
import { preloadModalsWhenIdle } from '../../ui/lazy-modal';
import './editor.css';

type LoadState = 'loading' | 'ready' | 'failed';

export function EditorArea({ welcome }: { welcome: React.ReactNode }) {
  const active = useStore(filesStore, activeEntry);
  const hostRef = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [monaco, setMonaco] = useState<Monaco | null>(null);
  const previewing = useStore(runStore, (s) => s.previewFileId !== null);
  const binary = isBinaryEntry(active) ? active : null;

  useEffect(() => {
    let controller: EditorController | null = null;
    let ai: AiController | null = null;
    let cancelled = false;
    loadEditor()
      .then(({ monaco, createEditorController, createAiController }) => {
        if (cancelled || !hostRef.current) return;
        controller = createEditorController(monaco, hostRef.current);
        ai = createAiController(monaco, controller.editor);
        setMonaco(monaco);
        setLoad('ready');
        markStartUpDone();
        // The modals' code, now that the editor has what it needs (issue 10).
        preloadModalsWhenIdle();
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('The editor could not be loaded', error);
        setLoad('failed');
        markStartUpDone();
      });
    return () => {
      cancelled = true;
      ai?.dispose();
      controller?.dispose();
    };
  }, [attempt]);

  return (
    <div className="editor-area">
      {active ? (
        <div className="editor-chrome">
          <EditorHeader
            id={active.id}
            name={active.name}
            modified={active.modified}
            runnable={!binary}
          />
          {!binary && (
            <>
              <AiToolbar fileId={active.id} />
              <ConflictBar fileId={active.id} />
              <DetectedBar fileId={active.id} />
              <LargeFileNotice />
            </>
          )}
        </div>
      ) : (
        welcome
      )}
      <DebugToolbar />
      <div className="editor-split">
        <div className="editor-frame" hidden={!active || !!binary}>
          {load === 'loading' && active && (
            <p className="editor-status" role="status">
              Loading editor…
            </p>
          )}
          {load === 'failed' && active && (
            <div className="editor-status" role="alert">
              <p>The editor could not be loaded. Your files are safe.</p>
              <button
                type="button"
                onClick={() => {
                  setLoad('loading');
                  setAttempt((n) => n + 1);
                }}
              >
                Try again
              </button>
            </div>
          )}
          <div
            id="editor"
            ref={hostRef}
            className="editor-host"
            tabIndex={-1}
            aria-label="Code editor"
          />
          {active && <SuggestionPopup fileId={active.id} />}
        </div>
        {binary && <BinaryPreview key={binary.id} name={binary.name} blob={binary.blob} />}
        {previewing && (
          <Suspense fallback={null}>
            <PreviewPane />
          </Suspense>
        )}
      </div>
      <AutoFixDiff monaco={monaco} />
      <ConflictCompare monaco={monaco} />
      {active && !binary && <ProblemsPanel fileName={active.name} />}
    </div>
  );
}

function EditorHeader({
  id,
  name,
  modified,
  runnable,
}: {
  id: string;
  name: string;
  modified: boolean;
  /** False for a binary file: nothing in it runs. */
  runnable: boolean;
}) {
  const savedUntil = useStore(workspaceStore, (s) => s.savedIndicatorUntil);
  const [, force] = useState(0);
  const showSaved = savedUntil > Date.now();
  useEffect(() => {
    if (!showSaved) return;
    const t = setTimeout(() => force((n) => n + 1), savedUntil - Date.now());
    return () => clearTimeout(t);
  }, [savedUntil, showSaved]);

  return (
    <div className="editor-header">
      <span className="editor-file-name">
        {name}
        {modified && (
          <span
            className="modified-dot"
            role="img"
            aria-label="Modified"
            title="Modified: not saved yet"
          />
        )}
      </span>
      <LanguageBadges fileId={id} />
      <span className="editor-saved" role="status">
        {showSaved ? 'File saved successfully!' : ''}
      </span>
      <span className="editor-actions">
        {runnable && <RunButton />}
        <CommandButton
          id="file.save"
          className="btn btn-primary"
          disabled={!modified}
          tooltip={(key) => `Save File (${key}; the file is kept in this browser)`}
        >
          <Save size={14} aria-hidden="true" /> Save File
        </CommandButton>
        <CommandButton
          id="file.close"
          className="icon-btn"
          aria-label={`Close ${name}`}
          tooltip={(key) => `Close file (${key})`}
        >
          <X size={16} aria-hidden="true" />
        </CommandButton>
      </span>
    </div>
  );
}

/**
 * The editor area: the editor header (file name, modified dot, close, Save File, the save
 * indicator) above the one Monaco instance, or the welcome screen when no file is active.
 * Monaco is loaded lazily so the shell paints first.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Save, X } from 'lucide-react';
import { activeEntry, filesStore } from '../../state/files-store';
import { workspaceStore } from '../../state/workspace-store';
import { commandRegistry } from '../../state/commands';
import type { EditorController } from './editor-controller';
import { LanguageBadges } from './LanguageBadges';
import { DetectedBar } from './DetectedBar';
import { ProblemsPanel } from '../problems/ProblemsPanel';
import './editor.css';

type LoadState = 'loading' | 'ready' | 'failed';

export function EditorArea({ welcome }: { welcome: React.ReactNode }) {
  const active = useStore(filesStore, activeEntry);
  const hostRef = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let controller: EditorController | null = null;
    let cancelled = false;
    Promise.all([import('./monaco'), import('./editor-controller')])
      .then(([{ monaco }, { createEditorController }]) => {
        if (cancelled || !hostRef.current) return;
        controller = createEditorController(monaco, hostRef.current);
        setLoad('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('The editor could not be loaded', error);
        setLoad('failed');
      });
    return () => {
      cancelled = true;
      controller?.dispose();
    };
  }, [attempt]);

  return (
    <div className="editor-area">
      {active ? (
        <>
          <EditorHeader id={active.id} name={active.name} modified={active.modified} />
          <DetectedBar fileId={active.id} />
        </>
      ) : (
        welcome
      )}
      <div className="editor-frame" hidden={!active}>
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
      </div>
      {active && <ProblemsPanel fileName={active.name} />}
    </div>
  );
}

function EditorHeader({ id, name, modified }: { id: string; name: string; modified: boolean }) {
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
        <button
          type="button"
          className="btn btn-primary"
          disabled={!modified}
          title="Save File (the file is kept in this browser)"
          onClick={() => void commandRegistry.run('file.save', 'button')}
        >
          <Save size={14} aria-hidden="true" /> Save File
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label={`Close ${name}`}
          title="Close file"
          onClick={() => void commandRegistry.run('file.close', 'button')}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </span>
    </div>
  );
}

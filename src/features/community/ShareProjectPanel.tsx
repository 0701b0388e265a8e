/**
 * Share Project Link: the whole project's text files, compressed into the link after the #
 * (core/share/project-link.ts), made as soon as the dialog opens. A project too big for a link
 * gets a plain message and a button that downloads it as a zip instead.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { editorService } from '../../state/editor-service';
import { toast } from '../../state/toasts-store';
import { listPaths } from '../../core/files/transfer';
import {
  encodeProject,
  MAX_PROJECT_LINK_CHARS,
  PROJECT_PARAM,
  projectToShare,
  SHARED_PROJECT_FOLDER,
} from '../../core/share/project-link';
import { downloadZipFlow } from '../explorer';
import type { PanelProps } from '../../ui/panel-types';
import './community.css';

type Link =
  | { kind: 'making' }
  | { kind: 'ready'; url: string; chars: number; files: number; leftOut: string[]; copied: boolean }
  | { kind: 'too-big'; message: string }
  | { kind: 'empty' };

function makeLink(): Link {
  const { project, leftOut } = projectToShare(editorService.readFiles());
  if (project.files.length === 0 && project.folders.length === 0) return { kind: 'empty' };
  const encoded = encodeProject(project, leftOut);
  if (!encoded.ok) return { kind: 'too-big', message: encoded.error };
  const { origin, pathname } = window.location;
  return {
    kind: 'ready',
    url: `${origin}${pathname}#${PROJECT_PARAM}=${encoded.value}`,
    chars: encoded.chars,
    files: encoded.files,
    leftOut: encoded.leftOut,
    copied: false,
  };
}

export default function ShareProjectPanel({ onClose }: PanelProps) {
  const [link, setLink] = useState<Link>({ kind: 'making' });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = useId();

  // After the dialog has shown: compressing a large project takes a moment.
  useEffect(() => {
    const timer = setTimeout(() => setLink(makeLink()), 0);
    return () => clearTimeout(timer);
  }, []);

  async function copy() {
    if (link.kind !== 'ready') return;
    try {
      await navigator.clipboard.writeText(link.url);
      setLink({ ...link, copied: true });
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      toast({
        type: 'info',
        title: 'Copy the link',
        message: 'The browser did not allow copying: the link is selected, press Ctrl+C (⌘C).',
      });
    }
  }

  return (
    <div className="community">
      <p className="panel-muted" id={helpId}>
        The project’s text files travel inside the link itself, compressed, after the # (so they are
        never sent to a server). Whoever opens the link gets a copy in a new folder “
        {SHARED_PROJECT_FOLDER}”; nothing of theirs is replaced. A link holds up to{' '}
        {MAX_PROJECT_LINK_CHARS.toLocaleString('en')} characters.
      </p>
      <div aria-live="polite">
        {link.kind === 'making' && <p role="status">Making the link…</p>}
        {link.kind === 'empty' && <p>There are no files to share yet.</p>}
        {link.kind === 'too-big' && (
          <>
            <p className="community-error" role="alert">
              {link.message}
            </p>
            <div className="panel-actions">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  downloadZipFlow();
                  onClose();
                }}
              >
                <Download size={16} aria-hidden="true" /> Download Project as Zip
              </button>
            </div>
          </>
        )}
        {link.kind === 'ready' && (
          <div className="community-link">
            <label htmlFor={inputId}>Project link ({link.files.toLocaleString('en')} files)</label>
            <div className="community-link-row">
              <input
                id={inputId}
                ref={inputRef}
                className="community-link-input"
                readOnly
                value={link.url}
                aria-describedby={helpId}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button type="button" className="btn" onClick={() => void copy()}>
                <Copy size={16} aria-hidden="true" /> {link.copied ? 'Copied' : 'Copy link'}
              </button>
            </div>
            <p className="panel-muted">
              {link.chars.toLocaleString('en')} of {MAX_PROJECT_LINK_CHARS.toLocaleString('en')}{' '}
              characters used. The link is a snapshot: later edits are not in it.
            </p>
            {link.leftOut.length > 0 && (
              <p>
                Pictures and other files that are not text are not in the link:{' '}
                {listPaths(link.leftOut)}. Download the project as a zip to send those too.
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

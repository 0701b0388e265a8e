/**
 * Community Hub (Cmd/Ctrl+Shift+B). With no accounts and no server, community means what a
 * browser can really do alone: share the open file as a link (the content travels in the URL
 * fragment, compressed; core/share), start from a template, and find the documentation.
 */
import { useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Copy, ExternalLink, FilePlus, Link2 } from 'lucide-react';
import { activeEntry, filesStore } from '../../state/files-store';
import { isBinaryEntry } from '../../core/files/binary';
import { editorService } from '../../state/editor-service';
import { toast } from '../../state/toasts-store';
import { workspaceStore } from '../../state/workspace-store';
import { siblingsOf, uniqueName } from '../../core/files/names';
import { encodeShare, MAX_LINK_CHARS, SHARE_PARAM } from '../../core/share/share-link';
import type { PanelProps } from '../../ui/panel-types';
import { STARTER_TEMPLATES, type StarterTemplate } from './templates';
import { DOCUMENTATION_LINKS } from './documentation-links';
import './community.css';

type ShareState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'ready'; fileId: string; name: string; url: string; chars: number; copied: boolean }
  | { kind: 'error'; message: string };

function shareUrl(value: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${SHARE_PARAM}=${value}`;
}

export default function CommunityPanel({ onClose }: PanelProps) {
  const active = useStore(filesStore, activeEntry);
  const [share, setShare] = useState<ShareState>({ kind: 'idle' });
  const linkRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const shareHelpId = useId();

  async function createLink() {
    const entry = activeEntry(filesStore.getState());
    if (!entry) return;
    const fresh = editorService.readFile(entry.id) ?? entry;
    setShare({ kind: 'busy' });
    const result = await encodeShare({
      name: fresh.name,
      content: fresh.content,
      ...(fresh.language ? { language: fresh.language } : {}),
    });
    if (!result.ok) {
      setShare({ kind: 'error', message: result.error });
      return;
    }
    setShare({
      kind: 'ready',
      fileId: fresh.id,
      name: fresh.name,
      url: shareUrl(result.value),
      chars: result.chars,
      copied: false,
    });
  }

  async function copyLink() {
    if (share.kind !== 'ready') return;
    try {
      await navigator.clipboard.writeText(share.url);
      setShare({ ...share, copied: true });
    } catch {
      // Clipboard access refused: select the text so Ctrl/Cmd+C copies it.
      linkRef.current?.focus();
      linkRef.current?.select();
      toast({
        type: 'info',
        title: 'Copy the link',
        message: 'The browser did not allow copying: the link is selected, press Ctrl+C (⌘C).',
      });
    }
  }

  function createFromTemplate(template: StarterTemplate) {
    const state = filesStore.getState();
    const name = uniqueName(template.fileName, siblingsOf(state.entries, '/'));
    const result = state.createFile(name, '/', template.content);
    if (!result.ok) {
      toast({ type: 'error', title: 'File not created', message: result.error });
      return;
    }
    toast({
      type: 'success',
      title: 'File Created',
      message: `"${result.entry.name}" was created from the ${template.title} template.`,
    });
    onClose();
    workspaceStore.getState().focusEditor();
  }

  const stale = share.kind === 'ready' && share.fileId !== active?.id;

  return (
    <div className="community">
      <section className="panel-section" aria-labelledby={`${linkId}-h`}>
        <h3 id={`${linkId}-h`}>Share a file</h3>
        <p className="panel-muted" id={shareHelpId}>
          There are no accounts and no server: the file travels inside the link itself, compressed,
          after the # (so it is never sent to a server). Whoever opens the link gets a copy of the
          file in their own editor. Links hold up to {MAX_LINK_CHARS.toLocaleString('en')}{' '}
          characters.
        </p>
        {isBinaryEntry(active) ? (
          <p>
            {active.name} is a binary file (an image, a sound or other data): a link carries text
            only. Download the file or the project as a zip to share it.
          </p>
        ) : active ? (
          <div className="panel-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void createLink()}
              disabled={share.kind === 'busy'}
              aria-describedby={shareHelpId}
            >
              <Link2 size={16} aria-hidden="true" /> Create share link for {active.name}
            </button>
          </div>
        ) : (
          <p>Open a file to share it.</p>
        )}
        <div aria-live="polite">
          {share.kind === 'error' && (
            <p className="community-error" role="alert">
              {share.message}
            </p>
          )}
          {share.kind === 'ready' && !stale && (
            <div className="community-link">
              <label htmlFor={linkId}>Share link for {share.name}</label>
              <div className="community-link-row">
                <input
                  id={linkId}
                  ref={linkRef}
                  className="community-link-input"
                  readOnly
                  value={share.url}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <button type="button" className="btn" onClick={() => void copyLink()}>
                  <Copy size={16} aria-hidden="true" /> {share.copied ? 'Copied' : 'Copy link'}
                </button>
              </div>
              <p className="panel-muted">
                {share.chars.toLocaleString('en')} of {MAX_LINK_CHARS.toLocaleString('en')}{' '}
                characters used. The link is a snapshot: later edits are not in it.
              </p>
            </div>
          )}
        </div>
      </section>

      <section className="panel-section" aria-labelledby={`${linkId}-t`}>
        <h3 id={`${linkId}-t`}>Starter templates</h3>
        <ul className="community-templates">
          {STARTER_TEMPLATES.map((template) => (
            <li key={template.id} className="community-template">
              <div>
                <strong>{template.title}</strong>
                <span className="panel-muted"> · {template.fileName}</span>
                <p className="panel-muted">{template.description}</p>
              </div>
              <button
                type="button"
                className="btn"
                onClick={() => createFromTemplate(template)}
                // The name starts with the word the button shows, so speech input can say it.
                aria-label={`Use: create ${template.fileName} from the ${template.title} template`}
              >
                <FilePlus size={16} aria-hidden="true" /> Use
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className="panel-section" aria-labelledby={`${linkId}-d`}>
        <h3 id={`${linkId}-d`}>Documentation</h3>
        <ul className="community-docs">
          {DOCUMENTATION_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.title}
                <ExternalLink size={14} aria-hidden="true" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <span className="panel-muted"> · {link.description}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

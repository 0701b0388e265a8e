/**
 * Recover Saved Data: every piece of saved data that could not be read and was kept aside
 * (state/saved-data.ts), each with View (its raw text, read-only), Download, Restore (the files
 * that can be made of it, renamed where a name is taken) and Delete (after asking).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Download, Eye, RotateCcw, Trash2 } from 'lucide-react';
import { toast } from '../../state/toasts-store';
import {
  deleteKept,
  downloadKept,
  listKeptData,
  restoreKept,
  type KeptItem,
} from '../../state/saved-data';
import type { PanelProps } from '../../ui/panel-types';
import './recover.css';

type Listing =
  { kind: 'loading' } | { kind: 'ready'; items: KeptItem[] } | { kind: 'error'; message: string };

interface Outcome {
  itemId: string;
  title: string;
  lines: string[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default function RecoverPanel(_props: PanelProps) {
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [viewing, setViewing] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reload, setReload] = useState(0);
  const introId = useId();
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    listKeptData().then(
      (items) => live && setListing({ kind: 'ready', items }),
      (error: unknown) =>
        live &&
        setListing({
          kind: 'error',
          message: `The saved data could not be read from browser storage (${reasonOf(error)}). Reload the page and try again.`,
        }),
    );
    return () => {
      live = false;
    };
  }, [reload]);

  function restore(item: KeptItem) {
    const result = restoreKept(item);
    setOutcome({ itemId: item.id, title: result.title, lines: result.lines });
  }

  async function remove(item: KeptItem) {
    try {
      await deleteKept(item);
    } catch (error) {
      toast({
        type: 'error',
        title: 'Not deleted',
        message: `The browser did not delete it (${reasonOf(error)}). Nothing was changed.`,
      });
      return;
    }
    setOutcome({ itemId: item.id, title: 'Deleted', lines: [`"${item.title}" was deleted.`] });
    if (viewing === item.id) setViewing(null);
    setReload((n) => n + 1);
    outcomeRef.current?.focus(); // its row, which had the focus, goes
  }

  return (
    <div className="recover">
      <p className="panel-muted" id={introId}>
        Saved data that could not be read is kept here rather than deleted. View it, download a
        copy, restore the files that can be made out of it (a name already taken gets a new one), or
        delete it once you have what you need.
      </p>
      <div role="status" className="recover-outcome" ref={outcomeRef} tabIndex={-1}>
        {outcome && (
          <>
            <strong>{outcome.title}</strong>
            {outcome.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </>
        )}
      </div>
      {listing.kind === 'loading' && <p className="panel-muted">Looking for kept data…</p>}
      {listing.kind === 'error' && (
        <p className="recover-error" role="alert">
          {listing.message}
        </p>
      )}
      {listing.kind === 'ready' && listing.items.length === 0 && (
        <p>Nothing is kept aside: all your saved files could be read.</p>
      )}
      {listing.kind === 'ready' && listing.items.length > 0 && (
        <ul className="recover-list" aria-describedby={introId}>
          {listing.items.map((item) => (
            <KeptRow
              key={item.id}
              item={item}
              viewing={viewing === item.id}
              onView={() => setViewing(viewing === item.id ? null : item.id)}
              onRestore={() => restore(item)}
              onDelete={() => void remove(item)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One kept item; Delete asks first, in the row itself (a question over this dialog). */
function KeptRow({
  item,
  viewing,
  onView,
  onRestore,
  onDelete,
}: {
  item: KeptItem;
  viewing: boolean;
  onView: () => void;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const askId = useId();
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  // A destructive question: Cancel has the focus first.
  useEffect(() => {
    if (asking) cancelRef.current?.focus();
  }, [asking]);
  const stopAsking = () => {
    setAsking(false);
    requestAnimationFrame(() => deleteRef.current?.focus());
  };
  return (
    <li className="recover-item" aria-labelledby={titleId}>
      <p className="recover-title" id={titleId}>
        {item.title}
      </p>
      <p className="panel-muted">
        Kept as “{item.key}” · {item.text.length.toLocaleString('en')} characters
      </p>
      <div className="panel-actions">
        <button
          type="button"
          className="btn"
          aria-expanded={viewing}
          aria-controls={textId}
          aria-describedby={titleId}
          onClick={onView}
        >
          <Eye size={16} aria-hidden="true" /> View
        </button>
        <button
          type="button"
          className="btn"
          aria-describedby={titleId}
          onClick={() => downloadKept(item)}
        >
          <Download size={16} aria-hidden="true" /> Download
        </button>
        <button type="button" className="btn" aria-describedby={titleId} onClick={onRestore}>
          <RotateCcw size={16} aria-hidden="true" /> Restore
        </button>
        <button
          ref={deleteRef}
          type="button"
          className="btn recover-delete"
          aria-describedby={titleId}
          aria-expanded={asking}
          onClick={() => setAsking(true)}
        >
          <Trash2 size={16} aria-hidden="true" /> Delete
        </button>
      </div>
      {asking && (
        <div className="recover-ask" role="group" aria-labelledby={askId}>
          <p id={askId}>
            Delete this from the browser for good? Download it first if you might need it.
          </p>
          <div className="panel-actions">
            <button ref={cancelRef} type="button" className="btn" onClick={stopAsking}>
              Cancel
            </button>
            <button
              type="button"
              className="btn recover-delete-confirm"
              onClick={() => {
                setAsking(false);
                onDelete();
              }}
            >
              Delete for good
            </button>
          </div>
        </div>
      )}
      {viewing && (
        <textarea
          id={textId}
          className="recover-text"
          readOnly
          spellCheck={false}
          aria-label={`Saved text of ${item.title}`}
          value={item.text}
        />
      )}
    </li>
  );
}

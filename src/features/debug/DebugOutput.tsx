/**
 * The Run tab's output while a recording is shown: what the program printed before the step
 * shown, and what that step prints itself, highlighted. Each line is a button that goes to the
 * step that printed it; lines typed for input() are marked as typed. Only the lines in view are
 * rendered, so a long output scrolls as fast as a short one. An error the run ended with is
 * said below the output.
 */
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from 'zustand';
import { outputAt, outputLines, type ShownLine } from '../../core/run/debug-view-model';
import { debugStore } from '../../state/debug-store';
import './debug.css';

/** Every line is one row of this height (debug.css sets the same). */
const ROW_HEIGHT = 20;
/** Rows rendered above and below the view, so a scroll shows no gap. */
const OVERSCAN = 10;
/** The view's height before the browser has measured it. */
const UNMEASURED_HEIGHT = 600;

interface Seen {
  top: number;
  height: number;
  /** Scrolled to the end: new output keeps the end in view. */
  atEnd: boolean;
}

export default function DebugOutput() {
  const recording = useStore(debugStore, (s) => s.recording);
  const version = useStore(debugStore, (s) => s.version);
  const current = useStore(debugStore, (s) => s.current);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState<Seen>({ top: 0, height: 0, atEnd: true });
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  const lines = useMemo(
    () => (recording ? outputLines(recording.output) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the recording changes in place: version says when
    [recording, version],
  );
  const view = useMemo(
    () => (recording ? outputAt(recording, lines, current) : null),
    [recording, lines, current],
  );
  const count = view?.count ?? 0;

  const measure = (el: HTMLElement): Seen => ({
    top: el.scrollTop,
    height: el.clientHeight,
    atEnd: el.scrollTop + el.clientHeight >= el.scrollHeight - ROW_HEIGHT,
  });

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const read = () =>
      setSeen((old) => {
        const now = measure(el);
        return old.top === now.top && old.height === now.height && old.atEnd === now.atEnd
          ? old
          : now;
      });
    el.addEventListener('scroll', read, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    observer?.observe(el);
    read();
    return () => {
      el.removeEventListener('scroll', read);
      observer?.disconnect();
    };
  }, []);

  // Output that grows, or a step that moves, keeps the newest line in view unless the user
  // scrolled up to read.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el && seen.atEnd) el.scrollTop = el.scrollHeight;
  }, [count, current, seen.atEnd]);

  const height = seen.height || UNMEASURED_HEIGHT;
  const endTop = Math.max(0, count * ROW_HEIGHT - height);
  const top = seen.atEnd ? endTop : Math.min(seen.top, endTop);
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((top + height) / ROW_HEIGHT) + OVERSCAN);
  // One line takes Tab into the output: the one last focused, else the newest in view.
  const tabbable =
    focusIndex !== null && focusIndex >= first && focusIndex < last ? focusIndex : last - 1;

  /** Moves focus to line `index`, scrolling it into view first. */
  const focusLine = (index: number) => {
    const el = scrollRef.current;
    if (!el || count === 0) return;
    const i = Math.max(0, Math.min(count - 1, index));
    if (i * ROW_HEIGHT < el.scrollTop) el.scrollTop = i * ROW_HEIGHT;
    else if ((i + 1) * ROW_HEIGHT > el.scrollTop + el.clientHeight)
      el.scrollTop = (i + 1) * ROW_HEIGHT - el.clientHeight;
    flushSync(() => {
      setFocusIndex(i);
      setSeen(measure(el));
    });
    el.querySelector<HTMLElement>(`[data-line="${i}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const page = Math.max(1, Math.floor(height / ROW_HEIGHT) - 1);
    const to =
      event.key === 'ArrowDown'
        ? index + 1
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'PageDown'
            ? index + page
            : event.key === 'PageUp'
              ? index - page
              : event.key === 'Home'
                ? 0
                : event.key === 'End'
                  ? count - 1
                  : null;
    if (to === null) return;
    event.preventDefault();
    focusLine(to);
  };

  const rows: { index: number; line: ShownLine }[] = [];
  for (let i = first; i < last; i++) {
    const line = view?.line(i);
    if (line) rows.push({ index: i, line });
  }
  const stepLine = recording?.step(current)?.line;
  const error = recording?.error ?? null;

  return (
    <div className="debug-output">
      {view?.printsNow && (
        <p className="dbg-output-note">
          <span className="dbg-output-swatch" aria-hidden="true" /> Highlighted: printed by the line
          shown{stepLine ? ` (line ${stepLine})` : ''}.
        </p>
      )}
      <div className="dbg-output-scroll" ref={scrollRef}>
        {count === 0 ? (
          <p className="dbg-empty">Nothing printed yet.</p>
        ) : (
          <ol
            className="dbg-output-lines"
            aria-label="Output: choose a line to go to the step that printed it"
            style={{ paddingTop: first * ROW_HEIGHT, paddingBottom: (count - last) * ROW_HEIGHT }}
          >
            {rows.map(({ index, line }) => (
              <OutputRow
                key={index}
                index={index}
                line={line}
                sourceLine={recording?.step(Math.max(0, line.step))?.line}
                tabbable={index === tabbable}
                onKeyDown={onKeyDown}
                onGo={() => {
                  setFocusIndex(index);
                  debugStore.getState().goTo(Math.max(0, line.step));
                }}
              />
            ))}
          </ol>
        )}
      </div>
      {error && (
        <div className="dbg-output-error">
          <p>
            {error.line ? `The program stopped with an error on line ${error.line}: ` : ''}
            <strong>{error.name}</strong>: {error.message}
          </p>
          {current !== error.step && (
            <button
              type="button"
              className="btn"
              onClick={() => debugStore.getState().goTo(error.step)}
            >
              Go to the error
            </button>
          )}
        </div>
      )}
    </div>
  );
}

interface OutputRowProps {
  index: number;
  line: ShownLine;
  /** The source line of the step that printed it. */
  sourceLine: number | undefined;
  tabbable: boolean;
  onKeyDown: (event: KeyboardEvent, index: number) => void;
  onGo: () => void;
}

function OutputRow({ index, line, sourceLine, tabbable, onKeyDown, onGo }: OutputRowProps) {
  const text = line.segments
    .map((s) => (s.stream === 'input' ? `typed: ${s.text}` : s.text))
    .join('');
  const where = line.current
    ? 'printed by the line shown'
    : sourceLine
      ? `printed by line ${sourceLine}`
      : 'printed before the first step';
  return (
    <li className={`dbg-output-line${line.current ? ' is-current' : ''}`}>
      <button
        type="button"
        className="dbg-output-button"
        data-line={index}
        tabIndex={tabbable ? 0 : -1}
        // Named in full: what it says (a typed line said as typed) and which line printed it.
        aria-label={`${text.trim() === '' ? 'blank line' : text}, ${where}`}
        title={
          line.current ? 'Printed by the line shown' : `Go to the step that printed this (${where})`
        }
        onClick={onGo}
        onKeyDown={(event) => onKeyDown(event, index)}
      >
        {line.segments.map((segment, i) => (
          <span
            key={i}
            className={`dbg-seg is-${segment.stream}${segment.current ? ' is-current' : ''}`}
          >
            {segment.text}
          </span>
        ))}
      </button>
    </li>
  );
}

/**
 * The guided tour's card: 'Step n of m', the area's name and a sentence about it, with Back,
 * Next (Finish on the last step) and Skip tour. The area is outlined. The card is a non-modal
 * dialog: the page stays usable, Esc skips, and a skipped tour resumes at the same step.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { workspaceStore } from '../../state/workspace-store';
import { focusedElement } from '../../ui/focus';
import { availableSteps, stepTarget } from './tour';
import { usePlacement } from './use-placement';
import './tips.css';

export function Tour() {
  const step = useStore(workspaceStore, (s) => s.tourStep);
  if (step === null) return null;
  return <TourCard index={step} />;
}

function TourCard({ index }: { index: number }) {
  const steps = useMemo(() => availableSteps(), []);
  const step = steps[Math.min(index, steps.length - 1)];
  const cardRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [ring, setRing] = useState<DOMRect | null>(null);
  const [returnTo] = useState(focusedElement);

  useLayoutEffect(() => {
    const el = step ? stepTarget(step) : null;
    setTarget(el);
    setRing(el?.getBoundingClientRect() ?? null);
  }, [step]);

  useEffect(() => {
    if (!target) return;
    const update = () => setRing(target.getBoundingClientRect());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [target]);

  // Focus goes back where it was when the tour closes.
  useEffect(
    () => () => {
      if (returnTo?.isConnected) returnTo.focus();
    },
    [returnTo],
  );

  const placed = usePlacement(target, cardRef, step?.position ?? 'bottom', [step?.id]);
  // Focus moves to Next once the card is placed (a hidden element cannot take focus).
  const ready = placed.style.visibility !== 'hidden';
  useLayoutEffect(() => {
    if (ready) nextRef.current?.focus();
  }, [ready, step]);
  if (!step) return null;

  const n = Math.min(index, steps.length - 1);
  const last = n === steps.length - 1;
  const store = workspaceStore.getState();
  const titleId = `tour-title-${step.id}`;

  return createPortal(
    <>
      {ring && (
        <div
          className="tour-ring"
          aria-hidden="true"
          style={{ left: ring.left, top: ring.top, width: ring.width, height: ring.height }}
        />
      )}
      {/* A non-modal dialog: Esc skips the tour (a key handler on the container, as in Modal). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={cardRef}
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-text`}
        className={`tip tour-card tip-${placed.side}`}
        style={placed.style}
        data-ui-popup=""
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            store.closeTour(false);
          }
        }}
      >
        <p className="tour-count">
          Step {n + 1} of {steps.length}
        </p>
        <strong id={titleId}>{step.title}</strong>
        <p id={`${titleId}-text`}>{step.text}</p>
        <div className="tour-buttons">
          <button type="button" className="btn" onClick={() => store.closeTour(false)}>
            Skip tour
          </button>
          <span className="tour-spacer" />
          {n > 0 && (
            <button type="button" className="btn" onClick={() => store.showTourStep(n - 1)}>
              Back
            </button>
          )}
          <button
            ref={nextRef}
            type="button"
            className="btn btn-primary"
            onClick={() => (last ? store.closeTour(true) : store.showTourStep(n + 1))}
          >
            {last ? 'Finish' : 'Next'}
          </button>
        </div>
      </div>
    </>,
    document.body,
  );
}

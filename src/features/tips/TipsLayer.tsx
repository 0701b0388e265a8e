/**
 * Beginner tooltips: while tips are on, pointing at a tip's target (or moving the keyboard focus to
 * it) shows its explanation next to it, placed by core/layout/placement. 'Got it!' or the close
 * button dismisses that tip for the session.
 *
 * Keyboard: the target describes itself with the tip (aria-describedby); Tab from the target
 * moves into the tip, Tab past its last button goes on to what follows the target, Shift+Tab
 * from its first button goes back, Esc hides it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { X } from 'lucide-react';
import { workspaceStore } from '../../state/workspace-store';
import { tabbables } from '../../ui/focus';
import { tipFor, type TooltipHelpItem } from './tips';
import { usePlacement } from './use-placement';
import './tips.css';

/** Delay before a hover shows a tip, so passing the pointer over the header shows nothing. */
const HOVER_DELAY_MS = 350;
/** Grace period to move the pointer from the target onto the tip. */
const LEAVE_DELAY_MS = 200;
/** Focus that follows a Tab press this soon is keyboard focus; a click's focus shows no tip. */
const KEYBOARD_FOCUS_MS = 500;

/** While a menu or a modal is open, tips stay away from it. */
const popupOpen = () =>
  document.querySelector('[role="menu"], [aria-modal="true"], .tour-card') !== null;

interface Shown {
  tip: TooltipHelpItem;
  /** The tip's target, which it is placed next to. */
  target: HTMLElement;
  /** The element inside the target that has keyboard focus, when focus showed the tip. */
  focused?: HTMLElement;
}

/** Where keyboard focus belongs for a shown tip: the focused control, else the target. */
const anchorOf = (shown: Shown) => shown.focused ?? shown.target;

export function TipsLayer() {
  const tipsOn = useStore(workspaceStore, (s) => s.tipsOn);
  const touring = useStore(workspaceStore, (s) => s.tourStep !== null);
  if (!tipsOn || touring) return null;
  return <ActiveTips />;
}

function ActiveTips() {
  const dismissed = useStore(workspaceStore, (s) => s.dismissedTips);
  const [shown, setShown] = useState<Shown | null>(null);
  // The listeners below read the current tip without re-subscribing on every change.
  const shownRef = useRef<Shown | null>(null);
  useEffect(() => {
    shownRef.current = shown;
  });
  const boxRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // After Esc or Tab out of a tip, its target stays quiet until the pointer or focus leaves it.
  const quietTarget = useRef<HTMLElement | null>(null);
  const id = useId();
  const bodyId = `${id}-body`;

  const clear = () => clearTimeout(timer.current);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setShown(null);
  }, []);

  useEffect(() => {
    const inBox = (node: EventTarget | null) =>
      node instanceof Node && boxRef.current?.contains(node) === true;
    let lastTab = -Infinity;

    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !(event.target instanceof Element)) return;
      if (inBox(event.target)) {
        clear(); // the pointer reached the tip: keep it
        return;
      }
      const found = tipFor(event.target, dismissed);
      if (!found) return;
      if (found.target === quietTarget.current) return;
      clear();
      timer.current = setTimeout(() => {
        if (!popupOpen() && found.target.matches(':hover')) setShown(found);
      }, HOVER_DELAY_MS);
    };
    // A press means the person is acting, not exploring: a pending or shown tip goes away
    // (unless the press is on the tip itself).
    const onPointerDown = (event: PointerEvent) => {
      if (inBox(event.target)) return;
      clear();
      const current = shownRef.current;
      if (current) quietTarget.current = current.target;
      setShown(null);
    };
    const onPointerOut = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const next = event.relatedTarget;
      if (inBox(next)) return;
      const current = shownRef.current;
      if (!(next instanceof Node && current?.target.contains(next))) {
        clear();
        // Leaving a target before its delay ran out cancels it; a shown tip goes after a grace.
        if (current && current.target.contains(document.activeElement)) {
          // keyboard focus is still on the target: the tip stays
        } else if (current) {
          timer.current = setTimeout(() => setShown(null), LEAVE_DELAY_MS);
        }
      }
      if (quietTarget.current && !(next instanceof Node && quietTarget.current.contains(next))) {
        quietTarget.current = null;
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || inBox(event.target)) return;
      const keyboard = performance.now() - lastTab < KEYBOARD_FOCUS_MS;
      const found = keyboard && !popupOpen() ? tipFor(event.target, dismissed) : null;
      if (quietTarget.current && found?.target !== quietTarget.current) quietTarget.current = null;
      clear();
      if (found && found.target !== quietTarget.current && event.target instanceof HTMLElement) {
        setShown({ ...found, focused: event.target });
      } else if (!found) setShown(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') lastTab = performance.now();
      // Esc inside the tip is the tip's own (it gives focus back to the target).
      if (event.key !== 'Escape' || !shownRef.current || inBox(event.target)) return;
      quietTarget.current = shownRef.current.target;
      setShown(null);
    };
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('pointerout', onPointerOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerout', onPointerOut);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [dismissed]);

  // The target describes itself with the tip; Tab from it moves into the tip.
  useEffect(() => {
    if (!shown) return;
    const target = anchorOf(shown);
    const before = target.getAttribute('aria-describedby');
    target.setAttribute('aria-describedby', before ? `${before} ${bodyId}` : bodyId);
    const onTargetKey = (event: KeyboardEvent) => {
      const gotIt = boxRef.current?.querySelector<HTMLElement>('.tip-got-it');
      if (event.key === 'Tab' && !event.shiftKey && gotIt) {
        event.preventDefault();
        gotIt.focus();
      }
    };
    target.addEventListener('keydown', onTargetKey);
    return () => {
      target.removeEventListener('keydown', onTargetKey);
      if (before === null) target.removeAttribute('aria-describedby');
      else target.setAttribute('aria-describedby', before);
    };
  }, [shown, bodyId]);

  // A tip whose target left the page goes too.
  useEffect(() => {
    if (!shown) return;
    const interval = setInterval(() => {
      if (!shown.target.isConnected) hide();
    }, 500);
    return () => clearInterval(interval);
  }, [shown, hide]);

  const placed = usePlacement(shown?.target ?? null, boxRef, shown?.tip.position ?? 'bottom', [
    shown?.tip.id,
  ]);

  if (!shown) return null;
  const { tip } = shown;
  const target = anchorOf(shown);

  const dismiss = () => {
    const hadFocus = boxRef.current?.contains(document.activeElement) ?? false;
    workspaceStore.getState().dismissTip(tip.id);
    setShown(null);
    if (hadFocus && target.isConnected) {
      quietTarget.current = shown.target;
      target.focus();
    }
  };

  const onBoxKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      quietTarget.current = shown.target;
      setShown(null);
      target.focus();
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    const items = tabbables(boxRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.shiftKey && index === 0) {
      event.preventDefault();
      quietTarget.current = shown.target;
      setShown(null);
      target.focus();
    } else if (!event.shiftKey && index === items.length - 1) {
      // Go on to what follows the target in the page's tab order.
      event.preventDefault();
      const order = tabbables(document.body).filter((el) => !boxRef.current?.contains(el));
      const next = order[order.indexOf(target) + 1] ?? order.find((el) => target.contains(el));
      quietTarget.current = shown.target;
      setShown(null);
      (next ?? target).focus();
    }
  };

  return createPortal(
    // A non-modal dialog: it holds buttons, which a role="tooltip" may not. The container
    // handles Esc and Tab for the buttons inside it, as Modal does.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={boxRef}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={bodyId}
      className={`tip tip-${placed.side}`}
      style={placed.style}
      data-ui-popup=""
      onKeyDown={onBoxKeyDown}
    >
      <div className="tip-head">
        <strong id={`${id}-title`}>{tip.title}</strong>
        <button
          type="button"
          className="icon-btn tip-close"
          aria-label="Close tip"
          onClick={dismiss}
        >
          <X size={14} aria-hidden="true" />
        </button>
      </div>
      <p id={bodyId}>{tip.content}</p>
      <button type="button" className="btn btn-primary tip-got-it" onClick={dismiss}>
        Got it!
      </button>
    </div>,
    document.body,
  );
}

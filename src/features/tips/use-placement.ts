/**
 * Positions a floating box next to a target with the placement rules of core/layout, and keeps
 * it there on resize and scroll.
 */
import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { placeBox, type Side } from '../../core/layout/placement';

export function usePlacement(
  target: HTMLElement | null,
  boxRef: RefObject<HTMLElement | null>,
  preferred: Side,
  deps: readonly unknown[],
): { style: CSSProperties; side: Side } {
  const [placed, setPlaced] = useState<{ style: CSSProperties; side: Side }>({
    style: { visibility: 'hidden', left: 0, top: 0 },
    side: preferred,
  });
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const update = () => {
      // Without a target (its area left the screen) the box goes to the middle of the window.
      const t = target?.getBoundingClientRect() ?? {
        left: window.innerWidth / 2,
        top: window.innerHeight / 2,
        width: 0,
        height: 0,
      };
      const b = box.getBoundingClientRect();
      const p = placeBox(
        { left: t.left, top: t.top, width: t.width, height: t.height },
        { width: b.width, height: b.height },
        { width: window.innerWidth, height: window.innerHeight },
        preferred,
      );
      setPlaced({ style: { left: p.left, top: p.top }, side: p.side });
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
    // `deps` name what changes the box's size (the tip shown).
  }, [target, preferred, ...deps]);
  return placed;
}

/**
 * Where a tooltip or tour card goes next to its target: the
 * preferred side first, then bottom, top, right, left; the first side where the whole box fits
 * inside the viewport with a 16 px margin wins. When no side fits, the box goes on the preferred
 * side and is clamped into the viewport with the same margin. Pure: rectangles in, position out.
 */
export type Side = 'top' | 'bottom' | 'left' | 'right';

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  side: Side;
  left: number;
  top: number;
  /** False when no side had room and the box was clamped into the viewport. */
  fits: boolean;
}

/** The margin kept to the viewport's edges. */
export const VIEWPORT_MARGIN = 16;
/** Space between the target and the box. */
export const TARGET_GAP = 8;

const FALLBACK_ORDER: readonly Side[] = ['bottom', 'top', 'right', 'left'];

/** The sides tried, in order: the preferred one, then bottom, top, right, left. */
export function sidesToTry(preferred: Side): Side[] {
  return [preferred, ...FALLBACK_ORDER.filter((s) => s !== preferred)];
}

const clamp = (value: number, min: number, max: number) =>
  max < min ? min : Math.min(Math.max(value, min), max);

/** The box's top-left corner on `side` of `target`, centred on the target along the other axis. */
function positionOn(
  side: Side,
  target: Rect,
  box: Size,
  gap: number,
): { left: number; top: number } {
  const centreX = target.left + target.width / 2 - box.width / 2;
  const centreY = target.top + target.height / 2 - box.height / 2;
  switch (side) {
    case 'top':
      return { left: centreX, top: target.top - gap - box.height };
    case 'bottom':
      return { left: centreX, top: target.top + target.height + gap };
    case 'left':
      return { left: target.left - gap - box.width, top: centreY };
    case 'right':
      return { left: target.left + target.width + gap, top: centreY };
  }
}

/**
 * Whether the box fits on `side`: there is room on that side (main axis) and, after sliding
 * along the other axis to stay inside the margin, the box is inside the viewport.
 */
function fitOn(
  side: Side,
  target: Rect,
  box: Size,
  viewport: Size,
  gap: number,
  margin: number,
): { left: number; top: number } | null {
  const p = positionOn(side, target, box, gap);
  const maxLeft = viewport.width - margin - box.width;
  const maxTop = viewport.height - margin - box.height;
  if (maxLeft < margin || maxTop < margin) return null; // the box is larger than the viewport
  if (side === 'top' || side === 'bottom') {
    if (p.top < margin || p.top > maxTop) return null;
    return { left: clamp(p.left, margin, maxLeft), top: p.top };
  }
  if (p.left < margin || p.left > maxLeft) return null;
  return { left: p.left, top: clamp(p.top, margin, maxTop) };
}

export function placeBox(
  target: Rect,
  box: Size,
  viewport: Size,
  preferred: Side = 'bottom',
  { gap = TARGET_GAP, margin = VIEWPORT_MARGIN }: { gap?: number; margin?: number } = {},
): Placement {
  for (const side of sidesToTry(preferred)) {
    const fit = fitOn(side, target, box, viewport, gap, margin);
    if (fit) return { side, ...fit, fits: true };
  }
  const p = positionOn(preferred, target, box, gap);
  return {
    side: preferred,
    left: clamp(p.left, margin, viewport.width - margin - box.width),
    top: clamp(p.top, margin, viewport.height - margin - box.height),
    fits: false,
  };
}

/**
 * Colour contrast as WCAG 2 measures it, and the nearest colour that reaches a given ratio, so
 * the editor's themes keep every text colour readable on every background it is drawn on.
 * Colours are '#rrggbb' (a leading '#' is optional, as Monaco's theme rules write them).
 */

type Rgb = readonly [number, number, number];

/** Whether `text` is a '#rrggbb' colour ('#' optional). */
export const isHexColour = (text: string): boolean => /^#?[0-9a-f]{6}$/i.test(text);

function parse(hex: string): Rgb {
  if (!isHexColour(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function format(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` drawn at `opacity` over `background`, as one opaque colour. */
export function blend(color: string, background: string, opacity: number): string {
  const [r, g, b] = parse(color);
  const [br, bg, bb] = parse(background);
  const mix = (c: number, under: number) => c * opacity + under * (1 - opacity);
  return format([mix(r, br), mix(g, bg), mix(b, bb)]);
}

/**
 * `color` itself when it reaches `ratio` against every one of `backgrounds` (which are all
 * light or all dark); else the first colour on the way from it to black (on light backgrounds)
 * or white (on dark ones) that does, so its hue stays recognisable.
 */
export function readableOn(color: string, backgrounds: readonly string[], ratio = 4.5): string {
  const passes = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= ratio);
  if (passes(color)) return format(parse(color));
  const dark = backgrounds.every((bg) => luminance(parse(bg)) < 0.18);
  const target = dark ? '#ffffff' : '#000000';
  for (let step = 1; step <= 100; step++) {
    const candidate = blend(target, color, step / 100);
    if (passes(candidate)) return candidate;
  }
  return target;
}

/** The screen's layout between visits (core/settings/layout.ts), in localStorage. */
import { parseLayout, type Layout, type LayoutNames } from '../core/settings/layout';
import { readJson, writeJson } from './local-store';

export const LAYOUT_KEY = 'layout';

export function loadLayout(names: LayoutNames): Layout | null {
  return readJson(LAYOUT_KEY, (value) => parseLayout(value, names));
}

/** False when the browser refused; the layout still applies for this visit. */
export function saveLayout(layout: Layout): boolean {
  return writeJson(LAYOUT_KEY, layout);
}

/**
 * The panels the features declare (ui/contribution.ts), by id. The app registers them at
 * start-up; the panel modal looks the open one up here.
 */
import type { PanelDefinition } from '../../ui/contribution';

const panels = new Map<string, PanelDefinition>();

/** Adds panels; an id registered twice is a programming error. */
export function registerPanels(definitions: readonly PanelDefinition[]): void {
  for (const panel of definitions) {
    if (panels.has(panel.id)) throw new Error(`Panel '${panel.id}' is registered twice`);
    panels.set(panel.id, panel);
  }
}

export function panelDefinition(id: string): PanelDefinition | undefined {
  return panels.get(id);
}

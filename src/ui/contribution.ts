/**
 * What a feature adds to the app, declared in its own `contribution.ts` and collected by
 * app/contributions.ts: its commands (which give the palette, the keys, the menus and the
 * buttons), its panels, and what it starts once the files are loaded.
 */
import type { ComponentType } from 'react';
import type { Command } from '../core/commands/command';
import type { PanelProps } from './panel-types';

/** A panel: a modal with a title whose body is its own chunk, opened by its id. */
export interface PanelDefinition {
  /** What `panelsStore.openPanel(id)` names; unique among panels. */
  id: string;
  /** The modal's heading and accessible name. */
  title: string;
  /** Usually `lazy(() => import('./XPanel'))`, so the body loads when the panel first opens. */
  body: ComponentType<PanelProps>;
  /** Wider, for lists and previews. */
  wide?: boolean;
}

export interface Contribution {
  /** Called once at start-up; each command is registered in the one registry. */
  commands?: () => Command[];
  panels?: readonly PanelDefinition[];
  /** Runs once the commands are registered and the keys bound. */
  start?: () => void;
}

/**
 * Every feature's contribution (its `contribution.ts`): the app registers their commands and
 * panels at start-up, then starts what they start. Adding a feature with commands or a panel is
 * one line here. While a debugger session is shown, some keys mean its moves (SESSION_KEYS):
 * those commands are registered again with the session's keys, and with their own after it.
 */
import type { Contribution } from '../ui/contribution';
import type { Command } from '../core/commands/command';
import type { CommandRegistry } from '../core/commands/registry';
import { commandRegistry } from '../state/commands';
import { debugStore } from '../state/debug-store';
import { registerPanels } from '../features/panels';
import { explorerContribution } from '../features/explorer/contribution';
import { editorContribution } from '../features/editor/contribution';
import { languagePickerContribution } from '../features/language-picker/contribution';
import { helpContribution } from '../features/help/contribution';
import { aboutContribution } from '../features/about/contribution';
import { musicContribution } from '../features/music/contribution';
import { performanceContribution } from '../features/performance/contribution';
import { communityContribution } from '../features/community/contribution';
import { accessibilityContribution } from '../features/accessibility/contribution';
import { docsMakerContribution } from '../features/docs-maker/contribution';
import { recoverContribution } from '../features/recover/contribution';
import { paletteContribution } from '../features/palette/contribution';
import { errorProtectionContribution } from '../features/error-protection/contribution';
import { focusModeContribution } from '../features/focus-mode/contribution';
import { tipsContribution } from '../features/tips/contribution';
import { welcomeContribution } from '../features/welcome/contribution';
import { headerContribution } from '../features/header/contribution';
import { terminalContribution } from '../features/terminal/contribution';
import { runContribution } from '../features/run/contribution';
import { historyContribution } from '../features/history/contribution';
import { aiDrawerContribution } from '../features/ai-drawer/contribution';
import { debugContribution } from '../features/debug/contribution';
import { SESSION_KEYS } from '../features/debug';

export const CONTRIBUTIONS: readonly Contribution[] = [
  explorerContribution,
  editorContribution,
  languagePickerContribution,
  helpContribution,
  aboutContribution,
  musicContribution,
  performanceContribution,
  communityContribution,
  accessibilityContribution,
  docsMakerContribution,
  recoverContribution,
  paletteContribution,
  errorProtectionContribution,
  focusModeContribution,
  tipsContribution,
  welcomeContribution,
  headerContribution,
  terminalContribution,
  runContribution,
  historyContribution,
  debugContribution,
  aiDrawerContribution,
];

/** Registers every command and panel, then starts what the contributions start. */
export function startContributions(contributions: readonly Contribution[] = CONTRIBUTIONS): void {
  const keys = registerWithModeKeys(
    commandRegistry,
    contributions.flatMap((c) => c.commands?.() ?? []),
    SESSION_KEYS,
  );
  debugStore.subscribe((next, prev) => {
    if ((next.session === null) !== (prev.session === null)) keys.setMode(next.session !== null);
  });
  for (const contribution of contributions) registerPanels(contribution.panels ?? []);
  for (const contribution of contributions) contribution.start?.();
}

export interface ModeKeys {
  /** Binds the mode's keys (true) or each command's own (false). */
  setMode(active: boolean): void;
}

/**
 * Registers `commands`; those named in `modeKeys` can then take that map's keys while a mode
 * is on. Each switch unregisters all of them before registering any again, so no two commands
 * hold one key even for a moment.
 */
export function registerWithModeKeys(
  registry: CommandRegistry,
  commands: readonly Command[],
  modeKeys: ReadonlyMap<string, readonly string[]>,
): ModeKeys {
  const switched = new Map<string, { command: Command; unregister: () => void }>();
  for (const command of commands) {
    const unregister = registry.register(command);
    if (modeKeys.has(command.id)) switched.set(command.id, { command, unregister });
  }
  let on = false;
  return {
    setMode(active) {
      if (active === on) return;
      on = active;
      for (const entry of switched.values()) entry.unregister();
      for (const entry of switched.values()) {
        const keys = active ? modeKeys.get(entry.command.id) : entry.command.keys;
        entry.unregister = registry.register({ ...entry.command, keys: keys ?? [] });
      }
    },
  };
}

/**
 * Every feature's contribution (its `contribution.ts`): the app registers their commands and
 * panels at start-up, then starts what they start. Adding a feature with commands or a panel is
 * one line here.
 */
import type { Contribution } from '../ui/contribution';
import { commandRegistry } from '../state/commands';
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
import { aiDrawerContribution } from '../features/ai-drawer/contribution';

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
  aiDrawerContribution,
];

/** Registers every command and panel, then starts what the contributions start. */
export function startContributions(contributions: readonly Contribution[] = CONTRIBUTIONS): void {
  for (const contribution of contributions) {
    for (const command of contribution.commands?.() ?? []) commandRegistry.register(command);
    registerPanels(contribution.panels ?? []);
  }
  for (const contribution of contributions) contribution.start?.();
}

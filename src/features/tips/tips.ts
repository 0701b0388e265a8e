/**
 * The beginner tooltips: one per area a beginner meets first (file explorer, save button, AI
 * toggle, terminal toggle, language badges, Auto-Correct). A tip shows only where its target is
 * on screen; an element gets its tip by carrying the `data-tip` attribute named in `target`.
 */
import type { Side } from '../../core/layout/placement';

export type TipCategory = 'beginner' | 'ai' | 'feature' | 'shortcut';

export interface TooltipHelpItem {
  id: string;
  /** A CSS selector; the nearest matching ancestor of the hovered or focused element. */
  target: string;
  title: string;
  content: string;
  position: Side;
  trigger: 'hover';
  category: TipCategory;
}

export const TIPS: readonly TooltipHelpItem[] = [
  {
    id: 'explorer',
    target: '[data-tip="explorer"], .explorer-header',
    title: 'File Explorer',
    content:
      'Your files and folders. Create one with +, right-click a file to rename or delete it, and filter them with the search box.',
    position: 'right',
    trigger: 'hover',
    category: 'beginner',
  },
  {
    id: 'save',
    target: '[data-tip="save"]',
    title: 'Save',
    content:
      'Saves the open file (Ctrl+S, ⌘S on a Mac). An orange dot means unsaved changes; they are kept in this browser a second after you stop typing anyway.',
    position: 'bottom',
    trigger: 'hover',
    category: 'beginner',
  },
  {
    id: 'ai-toggle',
    target: '[data-tip="ai-toggle"]',
    title: 'AI Assistant',
    content:
      'Opens the AI drawer (Ctrl+Shift+A): explanations, fixes and an analysis of your code. It tells you what it does with your code.',
    position: 'bottom',
    trigger: 'hover',
    category: 'ai',
  },
  {
    id: 'terminal-toggle',
    target: '[data-tip="terminal-toggle"], .app-header button[aria-label*="terminal" i]',
    title: 'Terminal',
    content:
      'Opens the terminal panel (Ctrl+`). node and python run your files for real, in the browser; other commands are simulated over your project files.',
    position: 'bottom',
    trigger: 'hover',
    category: 'feature',
  },
  {
    id: 'language-badges',
    target: '[data-tip="language-badges"]',
    title: 'Language',
    content:
      'The language of this file. LSP means the editor understands its code deeply; AI means the AI help supports it.',
    position: 'bottom',
    trigger: 'hover',
    category: 'feature',
  },
  {
    id: 'auto-correct',
    target: '[data-tip="auto-correct"]',
    title: 'Auto-Correct',
    content: 'When it is on, selecting code offers corrections for the selected part.',
    position: 'bottom',
    trigger: 'hover',
    category: 'ai',
  },
];

/** The tip for the element `el`, if it sits inside a tip's target and the tip is not dismissed. */
export function tipFor(
  el: Element,
  dismissed: readonly string[],
  tips: readonly TooltipHelpItem[] = TIPS,
): { tip: TooltipHelpItem; target: HTMLElement } | null {
  for (const tip of tips) {
    if (dismissed.includes(tip.id)) continue;
    const target = el.closest(tip.target);
    if (target instanceof HTMLElement) return { tip, target };
  }
  return null;
}

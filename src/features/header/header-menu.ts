/**
 * The header's 'More Options' menu, titled Quick Actions: each entry names the registry command
 * it runs, in this order. An entry shows only while its command is registered, so no entry ever
 * does nothing.
 */
import type { CommandMenuEntry } from '../../ui/CommandButton';

export const MORE_OPTIONS_ENTRIES: readonly CommandMenuEntry[] = [
  { label: 'AI Assistant', commandId: 'ai.toggleDrawer' },
  { label: 'Terminal', commandId: 'view.toggleTerminal' },
  { label: 'Music Player', commandId: 'music.open' },
  { label: 'Auto-Fix', commandId: 'help.autoFixInfo' },
  { label: 'Chat', commandId: 'help.chatInfo' },
  { label: 'Dark/Light Mode', commandId: 'view.toggleTheme' },
  { label: 'Security', commandId: 'help.securityInfo' },
  { label: 'Help', commandId: 'help.open' },
  { label: 'How-To Guide', commandId: 'help.howTo' },
];

/** Header buttons that appear once their feature registers the command. */
export const HEADER_COMMANDS = {
  help: 'help.open',
  aiPanel: 'ai.toggleDrawer',
} as const;

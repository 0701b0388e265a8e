/**
 * The welcome screen, shown when no file is active: the backend status badge, the intro, 'Create
 * First File', the Quick Actions dropdown (nine sample files and two API docs pages), 'Experience
 * AI Music', the tour, the setup box while no backend answers, nine feature cards and the keyboard
 * shortcuts generated from the command registry. The two lists scroll by themselves
 * (use-auto-scroll). Every button runs a registry command; a card whose feature is not in this
 * build says so instead of offering a button.
 */
import { useRef } from 'react';
import { useStore } from 'zustand';
import {
  Bot,
  Command as CommandIcon,
  Compass,
  Download,
  FilePlus2,
  Focus,
  FolderTree,
  Lightbulb,
  Music,
  Palette,
  Server,
  SquareTerminal,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { filesStore } from '../../state/files-store';
import { toast } from '../../state/toasts-store';
import { workspaceStore } from '../../state/workspace-store';
import { backendStore } from '../../state/backend-status';
import { commandRegistry, isMac } from '../../state/commands';
import { useRegistryVersion } from '../../state/registry-hooks';
import { formatBinding } from '../../core/commands/keys';
import type { Command } from '../../core/commands/command';
import { MenuButton } from '../../ui/Menu';
import { CommandButton, useCommandMenuItems, type CommandMenuEntry } from '../../ui/CommandButton';
import { HELLO_WORLD_JS, HELLO_WORLD_PY } from './samples';
import { choiceDialog, promptDialog } from '../../ui/dialogs';
import { QUICK_ACTION_IDS, setupStore } from './welcome-actions';
import { SetupGuide } from './SetupGuide';
import { useAutoScroll } from './use-auto-scroll';
import './welcome.css';

/** The first file's languages, the default first (JavaScript, as the welcome screen promises). */
export const FIRST_FILES = [
  { id: 'javascript', label: 'JavaScript', name: 'hello-world.js', content: HELLO_WORLD_JS },
  { id: 'python', label: 'Python', name: 'hello_world.py', content: HELLO_WORLD_PY },
] as const;

/**
 * Asks for the first file's language (the last choice first) and name, then makes it, or opens
 * the file of that name when there is one, and puts the cursor in it.
 */
export async function createFirstFile(): Promise<void> {
  const last = workspaceStore.getState().firstLanguage;
  const choices = [...FIRST_FILES].sort((a, b) => Number(b.id === last) - Number(a.id === last));
  const answer = await choiceDialog({
    title: 'Your first file',
    message: 'Which language do you want to start with? You can make files in any language later.',
    choices: choices.map(({ id, label }) => ({ id, label })),
  });
  const first = FIRST_FILES.find((f) => f.id === answer?.choice);
  if (!first) return;
  workspaceStore.getState().setFirstLanguage(first.id);
  const name = await promptDialog({
    title: `Name your ${first.label} file`,
    label: 'File name',
    defaultValue: first.name,
    selectStem: true,
    confirmLabel: 'Create',
  });
  if (name === null) return;
  const state = filesStore.getState();
  const existing = state.entries.find((e) => e.path === `/${name}`);
  if (existing) {
    state.open(existing.id); // already made once: open it rather than a copy
  } else {
    const result = state.createFile(name, '/', first.content);
    if (!result.ok) {
      toast({ type: 'error', title: 'File not created', message: result.error });
      return;
    }
    toast({ type: 'success', title: 'File Created', message: `"${name}" is ready to edit.` });
  }
  workspaceStore.getState().focusEditor();
}

// The menu names the file a sample action creates: 'example.py', not 'Create Sample: …'.
const QUICK_ACTIONS: readonly CommandMenuEntry[] = QUICK_ACTION_IDS.map((commandId) => ({
  commandId,
  label: (title) => title.replace(/^Create Sample: /, ''),
}));

interface FeatureCard {
  title: string;
  text: string;
  icon: LucideIcon;
  commandId: string;
  action: string;
}

/** The nine feature cards; each opens what it describes through its command. */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    title: 'Files and folders',
    text: 'Create, rename, search and delete files in the sidebar. Nothing leaves your browser.',
    icon: FolderTree,
    commandId: 'file.new',
    action: 'New File',
  },
  {
    title: 'Command palette',
    text: 'Every action of the editor in one searchable list.',
    icon: CommandIcon,
    commandId: 'palette.open',
    action: 'Open Palette',
  },
  {
    title: 'Focus Mode',
    text: 'Hide the sidebar, terminal and AI drawer; one key brings them back as they were.',
    icon: Focus,
    commandId: 'view.toggleFocusMode',
    action: 'Enter Focus Mode',
  },
  {
    title: 'Beginner tips and tour',
    text: 'Point at a part of the screen to learn what it does, or take a short tour.',
    icon: Compass,
    commandId: 'help.startTour',
    action: 'Take the Tour',
  },
  {
    title: 'Light and dark themes',
    text: 'The first choice follows your system; switch whenever you like.',
    icon: Palette,
    commandId: 'view.toggleTheme',
    action: 'Switch Theme',
  },
  {
    title: 'Work that is never lost',
    text: 'Every change is kept a second after you type; download the whole project as a zip.',
    icon: Download,
    commandId: 'file.downloadZip',
    action: 'Download Project',
  },
  {
    title: 'Terminal',
    text: 'Nine terminal types over your project’s files: node and python really run your code, the rest is simulated.',
    icon: SquareTerminal,
    commandId: 'view.toggleTerminal',
    action: 'Open Terminal',
  },
  {
    title: 'AI Assistant',
    text: 'Completion, correction, optimisation and auto-fix, with the reasons shown.',
    icon: Bot,
    commandId: 'ai.toggleDrawer',
    action: 'Open AI Drawer',
  },
  {
    title: 'AI Music',
    text: 'Music generated in your browser from the code you write.',
    icon: Music,
    commandId: 'music.open',
    action: 'Open Music Player',
  },
];

function BackendBadge() {
  const status = useStore(backendStore, (s) => s.status);
  const label =
    status === 'connected'
      ? 'Connected'
      : status === 'checking'
        ? 'Checking backend…'
        : 'Frontend Demo Mode';
  return (
    <p className={`backend-badge backend-${status}`} role="status">
      <Server size={14} aria-hidden="true" /> {label}
    </p>
  );
}

function QuickActions() {
  const items = useCommandMenuItems(QUICK_ACTIONS);
  return (
    <MenuButton label="Quick Actions" className="welcome-quick-actions btn-large" items={items} />
  );
}

function SetupBox() {
  const starting = useStore(setupStore, (s) => s.starting);
  return (
    <section className="setup-box" aria-labelledby="setup-box-title">
      <h2 id="setup-box-title">No backend found</h2>
      <p>
        The editor is running in Frontend Demo Mode: everything works in this browser, with the
        built-in offline AI. To run it with its own server (and its API docs), follow the setup
        guide.
      </p>
      <div className="welcome-actions">
        <CommandButton
          id="backend.start"
          className="btn"
          // Not `disabled` while it checks: a disabled button would lose the focus.
          aria-disabled={starting || undefined}
          aria-busy={starting || undefined}
        >
          {starting ? 'Starting Backend...' : 'One-Click Start Backend'}
        </CommandButton>
        <CommandButton id="help.setupGuide" className="btn">
          Open Setup Guide
        </CommandButton>
      </div>
    </section>
  );
}

function FeatureCards() {
  const listRef = useRef<HTMLUListElement>(null);
  useAutoScroll(listRef);
  useRegistryVersion();
  return (
    <ul className="welcome-cards auto-scroll" ref={listRef} aria-label="Features">
      {FEATURE_CARDS.map((card) => {
        const registered = commandRegistry.get(card.commandId);
        // A command that is registered but not available now would make a dead button.
        const command = registered && (registered.when?.() ?? true) ? registered : undefined;
        const Icon = card.icon;
        return (
          <li key={card.title} className="welcome-card">
            <Icon size={20} aria-hidden="true" className="welcome-card-icon" />
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            {command ? (
              <CommandButton id={command.id} className="btn">
                {card.action}
              </CommandButton>
            ) : (
              <p className="welcome-card-later">Not in this build yet.</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Every registered command with a key, in registration order. */
export function shortcutCommands(all: readonly Command[]): Command[] {
  return all.filter((c) => (c.keys?.length ?? 0) > 0);
}

function ShortcutList() {
  const listRef = useRef<HTMLDivElement>(null);
  useAutoScroll(listRef);
  useRegistryVersion();
  const commands = shortcutCommands(commandRegistry.all());
  return (
    <div
      className="auto-scroll welcome-shortcuts-scroll"
      ref={listRef}
      role="region"
      // Focusable, so keyboard users can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label="Keyboard shortcuts"
    >
      <dl className="welcome-shortcuts">
        {commands.map((c) => (
          <div key={c.id}>
            <dt>{c.title}</dt>
            <dd>
              {(c.keys ?? []).map((k, i) => (
                <span key={k}>
                  {i > 0 && <span className="visually-hidden"> or </span>}
                  <kbd>{formatBinding(k, isMac)}</kbd>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function Welcome() {
  const backend = useStore(backendStore, (s) => s.status);
  const tourCompleted = useStore(workspaceStore, (s) => s.tourCompleted);
  const tourResume = useStore(workspaceStore, (s) => s.tourResumeStep);
  const firstVisit = useStore(workspaceStore, (s) => s.firstVisit);
  // A first-time visitor is offered the tour here, where it covers nothing.
  const offerTour = firstVisit && !tourCompleted && tourResume === 0;

  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="welcome-top">
        <h1 id="welcome-title">Welcome to the editor</h1>
        <BackendBadge />
      </div>
      <p className="welcome-intro">
        A code editor in your browser, made for people learning to program. It is in development:
        some features are proof-of-concept, and its AI help is built around ethical AI development —
        you see what it does, and your code stays on your machine unless you choose otherwise.
      </p>
      <div className="welcome-actions">
        <button type="button" className="btn btn-primary btn-large" onClick={createFirstFile}>
          <FilePlus2 size={18} aria-hidden="true" /> Create First File
        </button>
        <QuickActions />
        <CommandButton id="music.open" className="btn btn-large">
          <Music size={18} aria-hidden="true" /> Experience AI Music
        </CommandButton>
        <CommandButton
          id="help.startTour"
          className="btn btn-large"
          aria-describedby={offerTour ? 'welcome-tour-offer' : undefined}
        >
          <Lightbulb size={18} aria-hidden="true" />
          {!tourCompleted && tourResume > 0 ? 'Resume the Tour' : 'Take the Tour'}
        </CommandButton>
      </div>
      {offerTour && (
        <p id="welcome-tour-offer" className="welcome-tour-offer">
          <Lightbulb size={18} aria-hidden="true" />
          New here? A short tour shows the main areas of the editor: press Take the Tour.
        </p>
      )}
      {backend === 'demo' && <SetupBox />}
      <h2>Features</h2>
      <FeatureCards />
      <h2>Keyboard shortcuts</h2>
      <ShortcutList />
      <SetupGuide />
    </section>
  );
}

/**
 * Beginner help: what each area of the screen does, first steps, a glossary, and a way into
 * the guided tour. Shortcuts shown here come from the command registry.
 */
import { commandRegistry, isMac } from '../../state/commands';
import { formatBinding } from '../../core/commands/keys';
import type { PanelProps } from '../../ui/panel-types';
import { CommandButton } from '../../ui/CommandButton';
import './help.css';

/** The first key of a command, as a person reads it, or '' when it has none or is missing. */
function keyOf(id: string): string {
  const key = commandRegistry.get(id)?.keys?.[0];
  return key ? formatBinding(key, isMac) : '';
}

const AREAS: readonly { name: string; text: string; commandId?: string }[] = [
  {
    name: 'Files (left)',
    text: 'Every file and folder of your project. Click a file to open it; right-click for Rename and Delete. The + button makes a new file or folder.',
    commandId: 'file.new',
  },
  {
    name: 'Editor (middle)',
    text: 'Where you write code. Colours show the structure of the code; an orange dot means changes that are not saved yet. The badges next to the name say which language the editor thinks the file is.',
  },
  {
    name: 'Header (top)',
    text: 'Save, the language of the open file, tips on or off, the panels and the theme. The ⋮ button lists more actions.',
    commandId: 'file.save',
  },
  {
    name: 'Status bar (bottom)',
    text: 'Problems found in the file, its size in lines, words and characters, and whether a project server is connected.',
  },
  {
    name: 'Terminal (bottom panel)',
    text: 'A terminal working on your project’s files: node file.js and python file.py really run, in the browser; ls, cat, touch and the rest are simulated, and it says so.',
    commandId: 'view.toggleTerminal',
  },
  {
    name: 'Command palette',
    text: 'Every action the editor has, searchable by name. If you do not know where something is, look here.',
    commandId: 'palette.open',
  },
];

const FIRST_STEPS = [
  'Create a file with a name that ends in the language you want, for example hello.py or index.html.',
  'Type some code. The editor colours it and, for JavaScript, TypeScript, JSON, CSS and HTML, underlines mistakes.',
  'Press Save (Ctrl/⌘+S). Your work is also kept automatically in this browser.',
  'Open the terminal and type help to see what you can try there.',
  'Open the command palette and look through what the editor can do.',
];

const GLOSSARY: readonly [string, string][] = [
  [
    'File',
    'A named piece of text, such as a program or a page. Its extension (.py, .js) tells what language it is.',
  ],
  ['Folder', 'A container for files and other folders, to keep a project tidy.'],
  ['Syntax highlighting', 'Colours that show keywords, names, text and comments apart.'],
  [
    'Language server (LSP)',
    'A helper that understands a language: it finds mistakes, explains names and completes code. Here JavaScript, TypeScript, JSON, CSS and HTML have one running in your browser.',
  ],
  ['Completion', 'Suggestions for what you are typing, such as the rest of a name.'],
  ['Auto-fix', 'Correcting common mistakes automatically, showing what changed and why.'],
  ['Terminal', 'A text window where you type commands instead of clicking.'],
  ['Command palette', 'A searchable list of every command of the editor.'],
  ['Shortcut', 'A key combination that runs a command, such as Ctrl+S for Save.'],
  ['Focus Mode', 'Hides everything but the editor, so you can concentrate.'],
  ['Shebang', 'A first line such as #!/usr/bin/env python3 that says which program runs a script.'],
];

export default function HelpPanel({ onClose }: PanelProps) {
  const tour = commandRegistry.get('help.startTour');
  return (
    <div className="help-panel">
      <section className="panel-section" aria-labelledby="help-areas">
        <h3 id="help-areas">What each part does</h3>
        <dl className="help-areas">
          {AREAS.filter((a) => !a.commandId || commandRegistry.get(a.commandId)).map((area) => {
            const key = area.commandId ? keyOf(area.commandId) : '';
            return (
              <div key={area.name}>
                <dt>{area.name}</dt>
                <dd>
                  {area.text}
                  {key && (
                    <>
                      {' '}
                      Shortcut: <kbd>{key}</kbd>.
                    </>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        {tour && (
          <div className="panel-actions">
            <CommandButton id={tour.id} className="btn btn-primary" beforeRun={onClose}>
              Take the tour
            </CommandButton>
            <CommandButton id="help.howTo" className="btn">
              Open the How-To Guide
            </CommandButton>
          </div>
        )}
      </section>
      <section className="panel-section" aria-labelledby="help-first">
        <h3 id="help-first">First steps</h3>
        <ol>
          {FIRST_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="panel-section" aria-labelledby="help-glossary">
        <h3 id="help-glossary">Glossary</h3>
        <dl className="help-glossary">
          {GLOSSARY.map(([term, meaning]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

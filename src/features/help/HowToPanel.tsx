/**
 * The How-To Guide: task recipes, each with a button that does its first step. A recipe whose
 * feature is not in this build is not listed; where a step needs an open file and none is
 * open, the button does the step before it (create a file).
 */
import { useStore } from 'zustand';
import { commandRegistry, isMac } from '../../state/commands';
import { useRegistryVersion } from '../../state/registry-hooks';
import { activeEntry, filesStore } from '../../state/files-store';
import { formatBinding } from '../../core/commands/keys';
import type { PanelProps } from '../../ui/panel-types';
import { CommandButton } from '../../ui/CommandButton';
import './help.css';

interface Recipe {
  title: string;
  steps: string[];
  /** Candidate first steps, in order: the first available one is the button. */
  firstStep: string[];
  /** The recipe is listed only when this command exists in this build. */
  requires: string;
}

const RECIPES: readonly Recipe[] = [
  {
    title: 'Create a file',
    steps: [
      'Choose New File (the + in Files).',
      'Type a name that ends in its language, such as app.js or notes.md, and press Enter.',
      'The file opens: start typing.',
    ],
    firstStep: ['file.new'],
    requires: 'file.new',
  },
  {
    title: 'Run a terminal command',
    steps: [
      'Open the terminal.',
      'Type help and press Enter to see the commands.',
      'Try touch hello.py: the file appears in Files. Write print("hi") in it and type python hello.py: it really runs. Other commands are simulated, and the terminal says so.',
    ],
    firstStep: ['view.toggleTerminal'],
    requires: 'view.toggleTerminal',
  },
  {
    title: 'Use AI completion',
    steps: [
      'Open a file and start typing a name.',
      'Grey text may complete the line: press Tab to accept it, or keep typing to ignore it.',
      'The suggestion list (Ctrl+Space) puts the AI’s picks first, marked ✦ AI with how sure it is: Enter takes one.',
    ],
    firstStep: ['ai.triggerCompletion', 'file.new'],
    requires: 'ai.triggerCompletion',
  },
  {
    title: 'Auto-fix your code',
    steps: [
      'Open a file with code in it.',
      'Run Auto-Fix: the changes and the reasons for them are shown, and Ctrl/⌘+Z takes them back.',
    ],
    firstStep: ['ai.autoFix', 'file.new'],
    requires: 'ai.autoFix',
  },
  {
    title: 'Change the language of a file',
    steps: [
      'Open the file.',
      'Click the language button in the header (or press Alt+Shift+L).',
      'Type a language name or an extension and press Enter.',
    ],
    firstStep: ['language.change', 'file.new'],
    requires: 'language.change',
  },
  {
    title: 'Concentrate with Focus Mode',
    steps: [
      'Turn Focus Mode on: everything but the editor is hidden.',
      'Turn it off the same way: the panels come back as they were.',
    ],
    firstStep: ['view.toggleFocusMode'],
    requires: 'view.toggleFocusMode',
  },
  {
    title: 'Export your project',
    steps: [
      'Run Download Project as Zip (or the download button at the top of the Files panel).',
      'project.zip with every file and folder is downloaded: keep it as a backup, or drop it on the Files panel to import it again.',
    ],
    firstStep: ['file.downloadZip'],
    requires: 'file.downloadZip',
  },
];

function firstAvailable(ids: readonly string[]) {
  for (const id of ids) {
    const command = commandRegistry.get(id);
    if (command && (!command.when || command.when())) return command;
  }
  return undefined;
}

export default function HowToPanel({ onClose }: PanelProps) {
  useRegistryVersion();
  useStore(filesStore, activeEntry); // availability follows the open file
  const recipes = RECIPES.filter((r) => commandRegistry.get(r.requires));
  return (
    <ul className="howto-list">
      {recipes.map((recipe) => {
        const step = firstAvailable(recipe.firstStep);
        const key = step?.keys?.[0] && formatBinding(step.keys[0], isMac);
        return (
          <li key={recipe.title}>
            <h4>{recipe.title}</h4>
            <ol>
              {recipe.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            {step && (
              <CommandButton
                id={step.id}
                className="btn"
                // The name holds all the button shows, its key too, so speech input can say it.
                aria-label={`${recipe.title}: ${step.title}${key ? ` ${key}` : ''}`}
                beforeRun={onClose}
              >
                {step.title}
                {key && (
                  <>
                    {' '}
                    <kbd className="howto-key">{key}</kbd>
                  </>
                )}
              </CommandButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The step-by-step setup guide: five real steps to run the editor with its own server, 'Mark as
 * Complete' for the current step, 'Reset Steps' and 'Close Guide'. Ticked steps are remembered in
 * this browser. Shown by SetupGuide.tsx, and not part of the first load.
 */
import { useStore } from 'zustand';
import { Check } from 'lucide-react';
import { Modal } from '../../ui/Modal';
import { setupStore } from './welcome-actions';

interface SetupStep {
  title: string;
  text: string;
  command?: string;
}

const SETUP_STEPS: readonly SetupStep[] = [
  {
    title: 'Install Node.js',
    text: 'Node.js 20.19 or newer. Check with:',
    command: 'node --version',
  },
  {
    title: 'Install the project',
    text: 'In the project folder, install its packages:',
    command: 'npm install',
  },
  {
    title: 'Start the server',
    text: 'It builds the app when needed and serves it with its API on port 8000 (PORT changes it):',
    command: 'npm start',
  },
  {
    title: 'Open the editor from the server',
    text: 'Open http://localhost:8000. The status bar then says Connected instead of Frontend Demo Mode; the check repeats every 30 seconds.',
  },
  {
    title: 'Optional: connect an inference endpoint',
    text: 'Give the server the address and token of a text-generation service (Hugging Face Inference, TGI, vLLM or Ollama) in its environment. The token stays on the server; without one, the built-in offline AI answers.',
  },
];

export default function SetupGuideDialog() {
  const completed = useStore(setupStore, (s) => s.completed);
  const { setGuideOpen, markComplete, resetSteps } = setupStore.getState();
  const current = SETUP_STEPS.findIndex((_, i) => !completed.includes(i));
  const close = () => setGuideOpen(false);

  return (
    <Modal onClose={close} aria-labelledby="setup-guide-title" className="setup-guide">
      <h2 id="setup-guide-title">Setup guide</h2>
      <p className="setup-progress" role="status">
        {completed.length} of {SETUP_STEPS.length} steps complete
      </p>
      <ol className="setup-steps">
        {SETUP_STEPS.map((step, i) => {
          const done = completed.includes(i);
          return (
            <li
              key={step.title}
              className={`${done ? 'is-done' : ''}${i === current ? ' is-current' : ''}`}
              aria-current={i === current ? 'step' : undefined}
            >
              <span className="setup-step-mark" aria-hidden="true">
                {done ? <Check size={14} /> : i + 1}
              </span>
              <div>
                <strong>
                  {step.title}
                  {done && <span className="visually-hidden"> (complete)</span>}
                </strong>
                <p>{step.text}</p>
                {step.command && <code className="setup-command">{step.command}</code>}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="setup-buttons">
        <button
          type="button"
          className="btn btn-primary"
          disabled={current === -1}
          onClick={() => markComplete(current)}
        >
          Mark as Complete
        </button>
        <button type="button" className="btn" onClick={resetSteps}>
          Reset Steps
        </button>
        <button type="button" className="btn" onClick={close}>
          Close Guide
        </button>
      </div>
    </Modal>
  );
}

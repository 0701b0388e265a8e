/**
 * The Ethics tab: which provider and model answer each operation, exactly what text left the
 * browser and where it went (the AI worker's record of its requests), the switch that keeps
 * everything local (on by default), and the provider settings: the 'spec' preset (fixed models,
 * prompts and parameters) on a Hugging Face Inference endpoint, a self-hosted fill-in-the-middle
 * model (TGI / vLLM), Ollama, or the project's server. Tokens are stored only in this browser and
 * never shown again: a saved token reads '•••• saved' with Replace and Forget.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { ShieldCheck } from 'lucide-react';
import {
  aiProviderStore,
  TOKEN_SLOT_OF,
  type ProviderChoice,
  type TokenSlot,
} from '../../../state/ai-provider-store';
import { egressStore } from '../../../state/ai-egress-store';
import { aiServiceStatusStore } from '../../../state/ai-service-status';
import { hasFimTokens } from '../../../core/ai/inference/fim';
import { backendStore } from '../../../state/backend-status';
import { CodeBlock } from '../shared';
import { operationRows, validBaseUrl, formatBytes } from './ethics-logic';
import '../tabs.css';

const CHOICES: { id: ProviderChoice; label: string; hint: string }[] = [
  {
    id: 'spec',
    label: 'SPEC preset (Hugging Face Inference)',
    hint: 'CodeT5+ for completion, CodeBERT for correction, StarCoder for optimisation.',
  },
  {
    id: 'self-hosted',
    label: 'Self-hosted FIM model (TGI, vLLM)',
    hint: 'One fill-in-the-middle coder model on an OpenAI-compatible /v1/completions server.',
  },
  { id: 'ollama', label: 'Ollama', hint: 'A coder model served by Ollama on your machine.' },
  {
    id: 'backend',
    label: "The project's server",
    hint: "This page's own server answers every operation; it holds any tokens itself.",
  },
];

export default function EthicsTab() {
  const settings = useStore(aiProviderStore, (s) => s.settings);
  const applied = useStore(aiProviderStore, (s) => s.applied);
  const storageError = useStore(aiProviderStore, (s) => s.storageError);
  const backend = useStore(backendStore, (s) => s.status);
  const update = aiProviderStore.getState().update;
  const rows = operationRows(settings);
  const groupName = useId();

  return (
    <div className="ai-tab ethics-tab">
      <section aria-labelledby="ethics-local-title">
        <h3 id="ethics-local-title">
          <ShieldCheck size={14} aria-hidden="true" /> Where your code goes
        </h3>
        <label className="drw-switch">
          <input
            type="checkbox"
            checked={settings.keepLocal}
            onChange={(e) => update({ keepLocal: e.target.checked })}
          />
          <span>Keep everything local</span>
        </label>
        <p className="ai-hint">
          {settings.keepLocal
            ? 'On: every AI answer is computed in this browser. Nothing you write is sent anywhere.'
            : 'Off: the operations below marked with an endpoint send your code there.'}
        </p>
        <p className="ai-status" role="status">
          {applied.state === 'applying' && 'Switching the AI engine…'}
          {applied.state === 'failed' && `The AI engine could not be switched: ${applied.message}`}
          {storageError && ` These settings apply now but could not be stored: ${storageError}`}
        </p>
      </section>

      <section aria-labelledby="ethics-ops-title">
        <h3 id="ethics-ops-title">Who answers each operation</h3>
        <table className="ai-table">
          <thead>
            <tr>
              <th scope="col">Operation</th>
              <th scope="col">Answered by</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.operation}>
                <th scope="row">{row.operation}</th>
                <td>
                  {row.answeredBy}
                  {row.endpoint && (
                    <>
                      {' '}
                      at <code className="ai-url">{row.endpoint}</code>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="ai-hint">
          If a provider fails, the built-in engine answers in this browser, and the result says so
          and why. Every result in this drawer shows who answered it and its confidence.
        </p>
      </section>

      <section aria-labelledby="ethics-provider-title">
        <h3 id="ethics-provider-title">Provider</h3>
        <fieldset className="ai-choices">
          <legend className="visually-hidden">Provider when not kept local</legend>
          {CHOICES.map((choice) => (
            <label key={choice.id} className="ai-choice">
              <input
                type="radio"
                name={groupName}
                value={choice.id}
                checked={settings.provider === choice.id}
                onChange={() => update({ provider: choice.id })}
              />
              <span>
                {choice.label}
                <span className="ai-hint"> {choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {settings.keepLocal && (
          <p className="ai-hint">
            Nothing is sent while &apos;Keep everything local&apos; is on: set a provider up here,
            then turn it off.
          </p>
        )}
        <ProviderSettings key={settings.provider} choice={settings.provider} />
        {!settings.keepLocal && settings.provider !== 'backend' && <ServiceStatus />}
        {settings.provider === 'backend' && backend !== 'connected' && (
          <p className="ai-hint">
            The project's server is not connected (Frontend Demo Mode): answers come from this
            browser until it is.
          </p>
        )}
      </section>

      <EgressRecordSection />
    </div>
  );
}

function ProviderSettings({ choice }: { choice: ProviderChoice }) {
  const settings = useStore(aiProviderStore, (s) => s.settings);
  const initial =
    choice === 'spec'
      ? { baseUrl: settings.spec.baseUrl, model: '' }
      : choice === 'self-hosted'
        ? settings.selfHosted
        : choice === 'ollama'
          ? settings.ollama
          : null;
  const [baseUrl, setBaseUrl] = useState(initial?.baseUrl ?? '');
  const [model, setModel] = useState(initial?.model ?? '');
  const [error, setError] = useState('');
  if (choice === 'backend' || !initial) return null;
  const label = CHOICES.find((c) => c.id === choice)?.label ?? choice;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!validBaseUrl(baseUrl)) {
      setError('The base URL must start with http:// or https://');
      return;
    }
    setError('');
    const { update, settings: current } = aiProviderStore.getState();
    if (choice === 'spec') update({ spec: { ...current.spec, baseUrl: baseUrl.trim() } });
    else if (choice === 'self-hosted')
      update({
        selfHosted: { baseUrl: baseUrl.trim(), model: model.trim() || current.selfHosted.model },
      });
    else
      update({ ollama: { baseUrl: baseUrl.trim(), model: model.trim() || current.ollama.model } });
  };

  return (
    <div className="ai-provider-settings">
      <form aria-label={`${label} settings`} onSubmit={save}>
        <label className="ai-field">
          <span>Base URL</span>
          <input
            type="url"
            value={baseUrl}
            spellCheck={false}
            aria-invalid={error !== ''}
            onChange={(e) => setBaseUrl(e.target.value)}
          />
        </label>
        {choice === 'spec' ? (
          <>
            <label className="ai-field">
              <span>Route</span>
              <select
                value={settings.spec.route}
                onChange={(e) =>
                  aiProviderStore.getState().update({
                    spec: { ...settings.spec, route: e.target.value === 'tgi' ? 'tgi' : 'models' },
                  })
                }
              >
                <option value="models">/models/&#123;model&#125; (hosted API)</option>
                <option value="tgi">/generate (a TGI server)</option>
              </select>
            </label>
            <label className="drw-switch">
              <input
                type="checkbox"
                checked={settings.spec.waitForModel}
                onChange={(e) =>
                  aiProviderStore
                    .getState()
                    .update({ spec: { ...settings.spec, waitForModel: e.target.checked } })
                }
              />
              <span>Wait for a loading model instead of failing</span>
            </label>
          </>
        ) : (
          <label className="ai-field">
            <span>Model</span>
            <input
              type="text"
              value={model}
              spellCheck={false}
              onChange={(e) => setModel(e.target.value)}
            />
          </label>
        )}
        {choice !== 'spec' && !hasFimTokens(model.trim() || initial.model) && (
          <p className="ai-hint" role="note">
            This model has no fill-in-the-middle tokens: completions use the code before the cursor
            only.
          </p>
        )}
        {error && (
          <p className="ai-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn">
          Save endpoint
        </button>
      </form>
      <TokenField slot={TOKEN_SLOT_OF[choice]} />
      <p className="ai-hint">
        Served by the project&apos;s server, this page may connect only to the origins its
        Content-Security-Policy allows: start the server with CSP_CONNECT_SRC set to this
        endpoint&apos;s origin.
      </p>
    </div>
  );
}

/**
 * The service's last failure: which kind, when it is asked again ('Model loading: retrying in
 * 20 s', counting down) and what to do; nothing while it answers.
 */
function ServiceStatus() {
  const status = useStore(aiServiceStatusStore, (s) => s.status);
  const [now, setNow] = useState(() => Date.now());
  const retryAt = status?.retryAt;
  useEffect(() => {
    if (retryAt === undefined) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= retryAt) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [retryAt]);
  if (!status) return null;
  const headline = status.headline ?? 'The service failed';
  const left = retryAt === undefined ? 0 : Math.ceil((retryAt - now) / 1000);
  const when = left > 0 ? `retrying in ${left} s` : 'the next request tries again';
  return (
    <p className="ai-error" role="status" aria-live="polite" aria-atomic="true">
      {headline}: {when}. {status.state === 'loading' ? '' : `${status.advice ?? ''} `}The built-in
      engine answers meanwhile.
    </p>
  );
}

/** A token is typed once; after that only '•••• saved' shows, with Replace and Forget. */
function TokenField({ slot }: { slot: TokenSlot }) {
  const saved = useStore(aiProviderStore, (s) => s.tokenSaved[slot]);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const inputId = useId();

  if (saved && !editing) {
    return (
      <div className="ai-token">
        <span className="ai-field-label">Access token</span>
        <span className="ai-token-saved" aria-label="Access token: saved">
          •••• saved
        </span>
        <button type="button" className="btn" onClick={() => setEditing(true)}>
          Replace
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => aiProviderStore.getState().forgetToken(slot)}
        >
          Forget
        </button>
      </div>
    );
  }
  return (
    <form
      className="ai-token"
      onSubmit={(e) => {
        e.preventDefault();
        if (!value.trim()) return;
        aiProviderStore.getState().saveToken(slot, value);
        setValue('');
        setEditing(false);
      }}
    >
      <label className="ai-field" htmlFor={inputId}>
        <span>Access token (stored only in this browser)</span>
      </label>
      <input
        id={inputId}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn" disabled={!value.trim()}>
        Save token
      </button>
      {editing && (
        <button type="button" className="btn" onClick={() => setEditing(false)}>
          Cancel
        </button>
      )}
    </form>
  );
}

function EgressRecordSection() {
  const records = useStore(egressStore, (s) => s.records);
  const total = useStore(egressStore, (s) => s.total);
  const totalBytes = useStore(egressStore, (s) => s.totalBytes);
  return (
    <section aria-labelledby="ethics-egress-title">
      <h3 id="ethics-egress-title">What left this browser</h3>
      <p className="ai-hint">
        {total === 0
          ? 'Nothing so far: no AI request has been sent from this page.'
          : `${total} request${total === 1 ? '' : 's'}, ${formatBytes(totalBytes)} in all, since this page loaded. Newest first; only this session, never stored.`}
      </p>
      {records.length > 0 && (
        <>
          <ol className="ai-egress" aria-label="Requests sent">
            {records.map((r, i) => (
              <li key={`${r.at}-${i}`}>
                <div>
                  <strong>{r.operation}</strong> → <code className="ai-url">{r.url}</code>
                </div>
                <div className="ai-hint">
                  {new Date(r.at).toLocaleTimeString()} · {formatBytes(r.bytes)} ·{' '}
                  {typeof r.outcome === 'number'
                    ? `answered ${r.outcome}`
                    : r.outcome === 'failed'
                      ? 'failed (not reached, or blocked by the page’s security policy)'
                      : 'cancelled'}
                  {r.authorized ? ' · with your token' : ''}
                </div>
                <details>
                  <summary>Exactly what was sent</summary>
                  <CodeBlock code={r.body} label={`Request body sent to ${r.url}`} />
                </details>
              </li>
            ))}
          </ol>
          <button type="button" className="btn" onClick={() => egressStore.getState().clear()}>
            Clear the list
          </button>
        </>
      )}
    </section>
  );
}

/**
 * The top-level boundary: 'An error has occurred' if the app crashes. Region boundaries catch
 * almost everything first; this one only sees errors outside any region (the shell itself). Its
 * fallback depends on nothing but this file and its CSS, and offers Reload and a copy of the report
 * (with its own status line, since the toast stack is gone with the app).
 */
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { Copy, RefreshCw, TriangleAlert } from 'lucide-react';
import { APP_CRASH_TITLE, REPORT_COPIED } from '../../core/errors/constants';
import { copyErrorReport } from './copy-report';
import { handleAppCrash } from './handle-caught-error';
import { pageActions } from './page';
import './error-protection.css';

interface State {
  error: Error | null;
  componentStack: string;
}

export class AppCrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, componentStack: '' };

  static getDerivedStateFromError(thrown: unknown): Partial<State> {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const componentStack = info.componentStack ?? '';
    this.setState({ componentStack });
    handleAppCrash(error, componentStack);
  }

  override render(): ReactNode {
    const { error, componentStack } = this.state;
    if (!error) return this.props.children;
    return <AppCrashFallback error={error} componentStack={componentStack} />;
  }
}

export function AppCrashFallback({ error, componentStack }: State & { error: Error }) {
  const [status, setStatus] = useState('');
  const [manualCopy, setManualCopy] = useState<string | null>(null);
  const copy = async () => {
    const result = await copyErrorReport(error, componentStack, { silent: true });
    setStatus(
      result.ok ? REPORT_COPIED : 'The browser refused clipboard access: the report is below.',
    );
    setManualCopy(result.ok ? null : result.text);
  };
  return (
    <main className="app-crash" role="alert" aria-labelledby="app-crash-title">
      <TriangleAlert size={32} aria-hidden="true" />
      <h1 id="app-crash-title">{APP_CRASH_TITLE}</h1>
      <p className="app-crash-message">{error.message}</p>
      <p>Reloading the page usually brings the editor back.</p>
      <div className="app-crash-actions">
        <button type="button" className="btn btn-primary" onClick={() => pageActions.reload()}>
          <RefreshCw size={14} aria-hidden="true" />
          Reload
        </button>
        <button type="button" className="btn" onClick={() => void copy()}>
          <Copy size={14} aria-hidden="true" />
          Copy Report
        </button>
      </div>
      <p role="status" className="app-crash-status">
        {status}
      </p>
      {manualCopy !== null && (
        <textarea
          className="app-crash-report"
          readOnly
          aria-label="Error report"
          value={manualCopy}
        />
      )}
    </main>
  );
}

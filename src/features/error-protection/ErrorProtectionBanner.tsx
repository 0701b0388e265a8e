/**
 * The error-protection banner: shown at the top of the app while a region is in error or
 * recovering. It sits in the normal flow, so the page below moves down and stays usable; its height
 * is also published as the CSS variable --error-banner-height on <html> for anything positioned
 * against the viewport. The Error Details panel opens from it, at the bottom right.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Copy, Info, LoaderCircle, Mail, RefreshCw, RotateCcw, ShieldAlert, X } from 'lucide-react';
import { BANNER_TITLE, DISMISS_HINT, MAX_RECOVERY_ATTEMPTS } from '../../core/errors/constants';
import { attemptLabel, canAutoRecover } from '../../core/errors/recovery';
import { copyErrorReport, supportMailto } from './copy-report';
import {
  errorProtectionStore,
  selectBannerRegion,
  selectRegionsInError,
  type RegionRecord,
} from './error-protection-store';
import { pageActions } from './page';
import './error-protection.css';

export const BANNER_HEIGHT_VARIABLE = '--error-banner-height';
const DETAILS_PANEL_ID = 'error-details-panel';

function useBannerHeightVariable(element: HTMLElement | null): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!element) {
      root.style.setProperty(BANNER_HEIGHT_VARIABLE, '0px');
      return;
    }
    const publish = () =>
      root.style.setProperty(BANNER_HEIGHT_VARIABLE, `${element.getBoundingClientRect().height}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.setProperty(BANNER_HEIGHT_VARIABLE, '0px');
    };
  }, [element]);
}

export function ErrorProtectionBanner() {
  const record = useStore(errorProtectionStore, selectBannerRegion);
  const inError = useStore(errorProtectionStore, selectRegionsInError);
  const detailsOpen = useStore(errorProtectionStore, (s) => s.detailsOpen);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const hintId = useId();
  const titleId = useId();
  useBannerHeightVariable(record ? element : null);

  const { autoRecover, dismiss, setDetailsOpen } = errorProtectionStore.getState();

  // The slot is always there, empty and 0 px high without an error: the alert region exists
  // before its content arrives (screen readers announce that reliably) and the app's layout
  // keeps the same number of rows either way.
  return (
    <>
      <div className="error-protection-slot" role="alert">
        {record && (
          <section
            ref={setElement}
            className="error-protection-banner"
            aria-labelledby={titleId}
            data-region={record.region}
          >
            <BannerContent
              record={record}
              others={inError - 1}
              titleId={titleId}
              hintId={hintId}
              detailsOpen={detailsOpen}
              onRecover={() => autoRecover(record.region)}
              onDismiss={() => dismiss(record.region)}
              onToggleDetails={() => setDetailsOpen(!detailsOpen)}
            />
          </section>
        )}
      </div>
      {record && detailsOpen && (
        <ErrorDetailsPanel record={record} onClose={() => setDetailsOpen(false)} />
      )}
    </>
  );
}

interface BannerContentProps {
  record: RegionRecord;
  others: number;
  titleId: string;
  hintId: string;
  detailsOpen: boolean;
  onRecover: () => void;
  onDismiss: () => void;
  onToggleDetails: () => void;
}

function BannerContent(props: BannerContentProps) {
  const { record, others, titleId, hintId, detailsOpen } = props;
  const recovering = record.status === 'recovering';
  const exhausted = record.attempts >= MAX_RECOVERY_ATTEMPTS;
  return (
    <>
      <ShieldAlert size={20} aria-hidden="true" className="epb-icon" />
      <div className="epb-text">
        <strong id={titleId} className="epb-title">
          {BANNER_TITLE}
        </strong>
        <span className="epb-notice">{record.notification}</span>
        <span className="epb-message">
          {record.label}: {record.error?.message ?? 'Unknown error'}
        </span>
        <span className="epb-attempts">
          {attemptLabel(record)}
          {others > 0 && ` · ${others} more ${others === 1 ? 'region' : 'regions'} stopped`}
        </span>
      </div>
      <div className="epb-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={props.onRecover}
          disabled={!canAutoRecover(record)}
          aria-busy={recovering}
          title={
            exhausted
              ? `All ${MAX_RECOVERY_ATTEMPTS} recovery attempts are used: refresh the page, or dismiss`
              : `Show ${record.label} again in 1 second`
          }
        >
          {recovering ? (
            <LoaderCircle size={14} aria-hidden="true" className="ep-spin" />
          ) : (
            <RotateCcw size={14} aria-hidden="true" />
          )}
          {recovering ? 'Recovering…' : 'Auto-Recover'}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => pageActions.reload()}
          title="Reload the page"
        >
          <RefreshCw size={14} aria-hidden="true" />
          Refresh
        </button>
        <button
          type="button"
          className="btn"
          onClick={props.onDismiss}
          title={DISMISS_HINT}
          aria-describedby={hintId}
        >
          <X size={14} aria-hidden="true" />
          Dismiss
        </button>
        <span id={hintId} className="visually-hidden">
          {DISMISS_HINT}
        </span>
        <button
          type="button"
          className="btn"
          onClick={props.onToggleDetails}
          aria-expanded={detailsOpen}
          aria-controls={DETAILS_PANEL_ID}
        >
          <Info size={14} aria-hidden="true" />
          Details
        </button>
      </div>
    </>
  );
}

/** The error message, the attempt count, Copy Report and Contact Support. */
export function ErrorDetailsPanel({
  record,
  onClose,
}: {
  record: RegionRecord;
  onClose: () => void;
}) {
  const headingId = useId();
  const [manualCopy, setManualCopy] = useState<string | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const panel = useRef<HTMLElement>(null);
  const error = record.error ?? new Error('Unknown error');

  useEffect(() => {
    if (manualCopy !== null) textArea.current?.select();
  }, [manualCopy]);

  // Escape inside the panel closes it (a native listener: the panel is not a widget itself).
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const copy = async () => {
    const result = await copyErrorReport(error, record.componentStack);
    setManualCopy(result.ok ? null : result.text);
  };

  return (
    <aside
      ref={panel}
      id={DETAILS_PANEL_ID}
      className="error-details-panel"
      aria-labelledby={headingId}
    >
      <header className="edp-header">
        <h2 id={headingId}>Error Details</h2>
        <button
          type="button"
          className="icon-btn"
          onClick={onClose}
          aria-label="Close error details"
        >
          <X size={16} aria-hidden="true" />
        </button>
      </header>
      <dl className="edp-facts">
        <dt>Where</dt>
        <dd>{record.label}</dd>
        <dt>Error</dt>
        <dd className="edp-message">{error.message}</dd>
        <dt>Recovery</dt>
        <dd>
          {record.attempts} of {MAX_RECOVERY_ATTEMPTS} attempts used
        </dd>
      </dl>
      <div className="edp-actions">
        <button type="button" className="btn" onClick={() => void copy()}>
          <Copy size={14} aria-hidden="true" />
          Copy Report
        </button>
        <a className="btn" href={supportMailto(error, record.componentStack)}>
          <Mail size={14} aria-hidden="true" />
          Contact Support
        </a>
      </div>
      {manualCopy !== null && (
        <textarea
          ref={textArea}
          className="edp-report"
          readOnly
          aria-label="Error report"
          value={manualCopy}
          rows={8}
        />
      )}
    </aside>
  );
}

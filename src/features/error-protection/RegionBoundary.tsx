/**
 * An error boundary for one region of the UI (workspace parts, drawer, each modal), so a crash in
 * one never takes the editor down. A render error inside it replaces the region by a small
 * placeholder, and the app-level ErrorProtectionBanner offers Auto-Recover, Refresh and Dismiss.
 * The rest of the page keeps working. When the region returns to normal its children mount afresh.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { errorProtectionStore } from './error-protection-store';
import { handleRegionError } from './handle-caught-error';
import './error-protection.css';

export interface RegionBoundaryProps {
  /** A stable id, e.g. 'explorer', 'editor', 'terminal', 'ai-drawer', 'modal:about'. */
  region: string;
  /** How the region is named to the user; defaults to the id with a capital letter. */
  label?: string;
  children: ReactNode;
  /** Shown instead of the default placeholder while the region is in error or recovering. */
  fallback?: ReactNode;
}

const defaultLabel = (region: string) =>
  region.charAt(0).toUpperCase() + region.slice(1).replace(/[-_:]+/g, ' ');

export function RegionBoundary({ region, label, children, fallback }: RegionBoundaryProps) {
  const name = label ?? defaultLabel(region);
  const status = useStore(errorProtectionStore, (s) => s.regions[region]?.status ?? 'normal');
  const generation = useStore(errorProtectionStore, (s) => s.regions[region]?.generation ?? 0);
  const placeholder = fallback ?? (
    <RegionPlaceholder label={name} recovering={status === 'recovering'} />
  );
  if (status !== 'normal') return placeholder;
  return (
    <CatchBoundary key={generation} region={region} label={name} fallback={placeholder}>
      {children}
    </CatchBoundary>
  );
}

export function RegionPlaceholder({ label, recovering }: { label: string; recovering: boolean }) {
  return (
    <div
      className="region-error-placeholder"
      role="group"
      aria-label={`${label}: stopped by an error`}
      aria-busy={recovering}
    >
      {recovering ? (
        <LoaderCircle size={18} aria-hidden="true" className="ep-spin" />
      ) : (
        <TriangleAlert size={18} aria-hidden="true" />
      )}
      <p>{recovering ? `Recovering ${label}…` : `${label} stopped because of an error.`}</p>
      {!recovering && <p className="region-error-hint">The banner at the top offers recovery.</p>}
    </div>
  );
}

interface CatchBoundaryProps {
  region: string;
  label: string;
  fallback: ReactNode;
  children: ReactNode;
}

class CatchBoundary extends Component<CatchBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidMount(): void {
    if (!this.state.failed) errorProtectionStore.getState().confirmHealthy(this.props.region);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    handleRegionError(this.props.region, this.props.label, error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

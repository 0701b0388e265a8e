/**
 * A way to try error protection on purpose ('Developer: Simulate Render Error'): arming a region
 * makes its CrashProbe throw during its next render. The probe throws until a boundary records
 * the error (React renders a failing component twice before giving up), then stays quiet.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { toast } from '../../state/toasts-store';
import { errorProtectionStore } from './error-protection-store';

export class SimulatedRenderError extends Error {
  constructor(readonly region: string) {
    super(`Simulated render error in the ${region} region`);
    this.name = 'SimulatedRenderError';
  }
}

const mountedProbes = new Map<string, number>();

/** Called by CrashProbe on mount; returns the unmount callback. */
export function registerProbe(region: string): () => void {
  mountedProbes.set(region, (mountedProbes.get(region) ?? 0) + 1);
  return () => {
    const left = (mountedProbes.get(region) ?? 1) - 1;
    if (left > 0) mountedProbes.set(region, left);
    else mountedProbes.delete(region);
  };
}

/**
 * Arms a simulated render error for `region`. Returns whether the region is on screen now; if it
 * is not (e.g. the sidebar is collapsed) it throws the next time it is shown, and a toast says so.
 */
export function simulateRenderError(region: string): boolean {
  errorProtectionStore.getState().arm(region);
  const shown = (mountedProbes.get(region) ?? 0) > 0;
  if (!shown) {
    toast({
      type: 'info',
      title: 'Render error armed',
      message: `The ${region} will throw the next time it is shown.`,
    });
  }
  return shown;
}

/**
 * Renders nothing. Placed inside a region (the explorer), it throws during render once
 * simulateRenderError(region) armed it: the way to try error protection without a real bug.
 */
export function CrashProbe({ region }: { region: string }) {
  const armed = useStore(errorProtectionStore, (s) => s.armed.includes(region));
  useEffect(() => registerProbe(region), [region]);
  if (armed) throw new SimulatedRenderError(region);
  return null;
}

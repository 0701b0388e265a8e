/**
 * The inference service's state as the AI worker last reported it: null while none is
 * configured or it answers; else which failure it was, what to do, and when it is asked again.
 * Session only. The Ethics tab shows it.
 */
import { create } from 'zustand';
import type { ProviderStatus } from '../core/ai/inference/inference-provider';

interface ServiceStatusState {
  status: ProviderStatus | null;
  set: (status: ProviderStatus | null) => void;
}

export const aiServiceStatusStore = create<ServiceStatusState>()((set) => ({
  status: null,
  set: (status) => set({ status: status && status.state !== 'ok' ? status : null }),
}));

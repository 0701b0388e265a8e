/**
 * What left the browser (the Ethics tab's record): every HTTP request the AI worker sent, with
 * its endpoint, operation, exact body and byte count, newest first. Session only and in memory:
 * the bodies are the user's code, so they are never written to storage.
 */
import { create } from 'zustand';
import type { EgressRecord } from '../core/ai/types';

/** How many requests the record keeps (older ones are dropped, their count kept). */
export const EGRESS_LIMIT = 50;

interface EgressState {
  records: readonly EgressRecord[];
  /** All requests since the page loaded, including dropped ones. */
  total: number;
  totalBytes: number;
  add: (record: EgressRecord) => void;
  clear: () => void;
}

export const egressStore = create<EgressState>()((set) => ({
  records: [],
  total: 0,
  totalBytes: 0,
  add: (record) =>
    set((s) => ({
      records: [record, ...s.records].slice(0, EGRESS_LIMIT),
      total: s.total + 1,
      totalBytes: s.totalBytes + record.bytes,
    })),
  clear: () => set({ records: [] }),
}));

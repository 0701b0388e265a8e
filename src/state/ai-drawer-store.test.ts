import { describe, expect, it } from 'vitest';
import { aiDrawerStore } from './ai-drawer-store';
import { EGRESS_LIMIT, egressStore } from './ai-egress-store';

describe('AI drawer state', () => {
  it('renders nothing until first opened, then remembers the tabs loaded', () => {
    const s = () => aiDrawerStore.getState();
    expect(s().everOpened).toBe(false);
    s().show('ethics');
    expect(s()).toMatchObject({ open: true, everOpened: true, tab: 'ethics', focusRequest: 1 });
    s().load('ethics');
    s().toggle();
    expect(s().open).toBe(false);
    expect(s().everOpened).toBe(true);
    s().toggle();
    expect(s().loaded).toEqual({ assist: false, analyze: false, visualize: false, ethics: true });
  });
});

describe('the record of what left the browser', () => {
  it('keeps the newest requests first, at most EGRESS_LIMIT, with running totals', () => {
    for (let i = 0; i < EGRESS_LIMIT + 5; i += 1) {
      egressStore.getState().add({
        at: i,
        url: 'http://127.0.0.1:1/v1/completions',
        operation: 'completion',
        body: '{}',
        bytes: 2,
        authorized: false,
        outcome: 200,
        durationMs: 1,
      });
    }
    const state = egressStore.getState();
    expect(state.records).toHaveLength(EGRESS_LIMIT);
    expect(state.records[0]?.at).toBe(EGRESS_LIMIT + 4);
    expect(state.total).toBe(EGRESS_LIMIT + 5);
    expect(state.totalBytes).toBe((EGRESS_LIMIT + 5) * 2);
  });
});

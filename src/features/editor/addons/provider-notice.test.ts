/** The notice of a configured AI provider that keeps failing. */
import { beforeEach, describe, expect, it } from 'vitest';
import { toastsStore } from '../../../state/toasts-store';
import { createProviderNotice, FAILURES_BEFORE_NOTICE } from './provider-notice';

const FAILED = { kind: 'local' as const, fallback: true, reason: 'model loading' };
const SERVICE = { kind: 'backend' as const, model: 'llama' };
const LOCAL = { kind: 'local' as const, model: 'rules' };
const titles = () => toastsStore.getState().toasts.map((t) => t.title);

beforeEach(() => toastsStore.setState({ toasts: [] }));

describe('createProviderNotice', () => {
  it('says once, after FAILURES_BEFORE_NOTICE fallbacks in a row, why the service failed', () => {
    const note = createProviderNotice();
    for (let i = 1; i < FAILURES_BEFORE_NOTICE; i++) note(FAILED);
    expect(titles()).toEqual([]);
    note(FAILED);
    expect(titles()).toEqual(['The AI service failed (model loading)']);
    for (let i = 0; i < FAILURES_BEFORE_NOTICE; i++) note(FAILED);
    expect(titles()).toHaveLength(1);
  });

  it('counts again after an answer from the service, not after a local one', () => {
    const note = createProviderNotice();
    note(FAILED);
    note(FAILED);
    note(SERVICE);
    note(FAILED);
    note(FAILED);
    expect(titles()).toEqual([]);
    note(LOCAL);
    note(FAILED);
    expect(titles()).toEqual(['The AI service failed (model loading)']);
  });
});

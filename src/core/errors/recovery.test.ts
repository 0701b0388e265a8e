import { describe, expect, it } from 'vitest';
import { MAX_RECOVERY_ATTEMPTS, RECOVERY_DELAY_MS } from './constants';
import {
  INITIAL_RECOVERY_STATE,
  attemptLabel,
  canAutoRecover,
  recoveryTransition,
  type RecoveryEvent,
  type RecoveryState,
} from './recovery';

const run = (events: RecoveryEvent['type'][], from: RecoveryState = INITIAL_RECOVERY_STATE) =>
  events.reduce((state, type) => recoveryTransition(state, { type } as RecoveryEvent), from);

describe('recovery constants: 3 attempts, 1 s delay', () => {
  it('allows 3 attempts with a 1000 ms delay', () => {
    expect(MAX_RECOVERY_ATTEMPTS).toBe(3);
    expect(RECOVERY_DELAY_MS).toBe(1000);
  });
});

describe('recoveryTransition: normal, error, recovering, normal', () => {
  it('goes normal → error → recovering → normal with the counter incremented', () => {
    const error = run(['caught']);
    expect(error).toEqual({ status: 'error', attempts: 0 });
    const recovering = recoveryTransition(error, { type: 'recover' });
    expect(recovering).toEqual({ status: 'recovering', attempts: 0 });
    expect(recoveryTransition(recovering, { type: 'recovered' })).toEqual({
      status: 'normal',
      attempts: 1,
    });
  });

  it('disables auto-recover once 3 attempts are used', () => {
    const afterThree = run(Array(3).fill(['caught', 'recover', 'recovered']).flat());
    expect(afterThree).toEqual({ status: 'normal', attempts: 3 });
    const error = recoveryTransition(afterThree, { type: 'caught' });
    expect(canAutoRecover(error)).toBe(false);
    expect(recoveryTransition(error, { type: 'recover' })).toBe(error);
  });

  it('dismiss returns to normal without a recovery attempt', () => {
    expect(run(['caught', 'dismiss'])).toEqual({ status: 'normal', attempts: 0 });
    expect(run(['caught', 'recover', 'dismiss'])).toEqual({ status: 'normal', attempts: 0 });
  });

  it('ignores events that do not apply', () => {
    const normal = INITIAL_RECOVERY_STATE;
    expect(recoveryTransition(normal, { type: 'recover' })).toBe(normal);
    expect(recoveryTransition(normal, { type: 'recovered' })).toBe(normal);
    expect(recoveryTransition(normal, { type: 'dismiss' })).toBe(normal);
    const error = run(['caught']);
    expect(recoveryTransition(error, { type: 'caught' })).toBe(error);
    expect(recoveryTransition(error, { type: 'recovered' })).toBe(error);
  });

  it('only auto-recovers from the error state', () => {
    expect(canAutoRecover(INITIAL_RECOVERY_STATE)).toBe(false);
    expect(canAutoRecover(run(['caught']))).toBe(true);
    expect(canAutoRecover(run(['caught', 'recover']))).toBe(false);
  });
});

describe('attemptLabel', () => {
  it('counts out of 3', () => {
    expect(attemptLabel({ status: 'error', attempts: 0 })).toBe('Recovery attempt 1 of 3');
    expect(attemptLabel({ status: 'error', attempts: 2 })).toBe('Recovery attempt 3 of 3');
    expect(attemptLabel({ status: 'error', attempts: 3 })).toBe('Recovery attempts used: 3 of 3');
  });
});

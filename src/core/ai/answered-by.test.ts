import { describe, expect, it } from 'vitest';
import { answeredBy } from './answered-by';

describe('answeredBy', () => {
  it('names the built-in engine, the model or the project’s server', () => {
    expect(answeredBy({ kind: 'local', model: 'eslint' })).toBe('the built-in engine (eslint)');
    expect(answeredBy({ kind: 'inference', model: 'bigcode/starcoder' })).toBe(
      'model bigcode/starcoder',
    );
    expect(answeredBy({ kind: 'backend', model: 'rules' })).toBe("the project's server (rules)");
  });

  it('says a fallback answered because the service failed, and why', () => {
    expect(
      answeredBy({
        kind: 'local',
        model: 'rules',
        fallback: true,
        reason: 'model loading, retrying in 20 s',
      }),
    ).toBe('the built-in engine (the service failed: model loading, retrying in 20 s)');
    expect(answeredBy({ kind: 'backend', fallback: true })).toBe(
      "the project's server's built-in engine (the service failed)",
    );
  });
});

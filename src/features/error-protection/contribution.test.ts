import { beforeEach, describe, expect, it } from 'vitest';
import { toastsStore } from '../../state/toasts-store';
import { errorProtectionCommands } from './contribution';
import { errorProtectionStore, resetErrorProtection } from './error-protection-store';

beforeEach(() => {
  resetErrorProtection();
  toastsStore.setState({ toasts: [] });
});

describe('errorProtectionCommands', () => {
  it('offers Developer: Simulate Render Error in the help category', () => {
    const command = errorProtectionCommands().find((c) => c.id === 'dev.simulateRenderError');
    expect(command).toMatchObject({
      title: 'Developer: Simulate Render Error',
      category: 'help',
    });
    expect(command?.description).toMatch(/error protection/i);
    expect(command?.description).toMatch(/explorer/i);
  });

  it('arms the explorer region when run', async () => {
    const command = errorProtectionCommands()[0];
    await command?.run({ source: 'palette' });
    expect(errorProtectionStore.getState().armed).toEqual(['explorer']);
  });
});

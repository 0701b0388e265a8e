// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFiles } from '../core/files/file-entry';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function load() {
  const { filesStore } = await import('./files-store');
  filesStore.setState({
    entries: defaultFiles(new Date('2026-01-01T00:00:00Z')),
    activeId: 'welcome',
  });
  const { terminalsStore, activeSession } = await import('./terminals-store');
  const live = await import('./live-buffers');
  const { runInTerminal } = await import('./terminal-runner');
  return { filesStore, terminals: terminalsStore, activeSession, live, run: runInTerminal };
}

describe('terminals store', () => {
  it('opens with a Bash terminal and the default height of 300', async () => {
    const { terminals, activeSession } = await load();
    expect(terminals.getState().panelOpen).toBe(false);
    expect(terminals.getState().height).toBe(300);
    terminals.getState().openPanel();
    expect(terminals.getState().panelOpen).toBe(true);
    expect(activeSession(terminals.getState())?.type).toBe('bash');
    terminals.getState().togglePanel();
    expect(terminals.getState().panelOpen).toBe(false);
    terminals.getState().togglePanel();
    expect(terminals.getState().sessions).toHaveLength(1); // the same terminal comes back
  });

  it('touch and mkdir create project files without opening them', async () => {
    const { terminals, filesStore, run } = await load();
    const id = terminals.getState().newTerminal('python');
    run(id, 'mkdir src');
    run(id, 'touch src/app.py');
    const { entries, activeId } = filesStore.getState();
    expect(entries.find((e) => e.path === '/src')?.type).toBe('folder');
    expect(entries.find((e) => e.path === '/src/app.py')?.content).toBe('');
    expect(activeId).toBe('welcome');
  });

  it('cat reads the newest text of a file open in the editor', async () => {
    const { terminals, live, run } = await load();
    live.registerLiveBuffer('welcome', () => 'typed but not yet stored');
    live.markBufferDirty('welcome');
    const id = terminals.getState().newTerminal();
    run(id, 'cat welcome.md');
    const last = terminals.getState().sessions[0]!.history.at(-1);
    expect(last).toMatchObject({ type: 'output', output: 'typed but not yet stored' });
  });

  it('writing a file from the terminal marks it modified in the store', async () => {
    const { terminals, filesStore, run } = await load();
    const id = terminals.getState().newTerminal('node');
    run(id, 'echo "# Hi" > welcome.md');
    const entry = filesStore.getState().entries.find((e) => e.id === 'welcome')!;
    expect(entry.content).toBe('# Hi\n');
    expect(entry.modified).toBe(true);
  });

  it('never closes the only terminal; closing the active one activates the first left', async () => {
    const { terminals, activeSession } = await load();
    const a = terminals.getState().newTerminal('bash');
    expect(terminals.getState().closeTerminal(a)).toMatchObject({ ok: false });
    const b = terminals.getState().newTerminal('go');
    expect(activeSession(terminals.getState())?.id).toBe(b);
    expect(terminals.getState().closeTerminal(b)).toEqual({ ok: true });
    expect(activeSession(terminals.getState())?.id).toBe(a);
    terminals.getState().newTerminal('php');
    terminals.getState().closeAll();
    expect(terminals.getState().sessions).toEqual([]);
    expect(terminals.getState().panelOpen).toBe(false);
  });

  it('clamps the height to 200..800 and remembers it', async () => {
    const { terminals } = await load();
    terminals.getState().setHeight(1200);
    expect(terminals.getState().height).toBe(800);
    terminals.getState().setHeight(50);
    expect(terminals.getState().height).toBe(200);
    terminals.getState().setHeight(456.4);
    expect(localStorage.getItem('terminal.height')).toBe('456');
    vi.resetModules();
    const again = (await import('./terminals-store')).terminalsStore;
    expect(again.getState().height).toBe(456);
  });

  it('ignores a stored height that is not a number', async () => {
    localStorage.setItem('terminal.height', 'tall');
    const { terminals } = await load();
    expect(terminals.getState().height).toBe(300);
  });
});

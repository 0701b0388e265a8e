import { describe, expect, it } from 'vitest';
import {
  addSession,
  clearSession,
  closeSession,
  createSession,
  ONLY_TERMINAL_MESSAGE,
  rememberCommand,
} from './session';
import { appendToSession, recordInSession, runInSession } from './run';
import { FIXED_NOW, testProject } from './test-helpers';
import type { TerminalSession } from './types';

const deps = () => ({ vfs: testProject().vfs, now: () => FIXED_NOW });

function three(): TerminalSession[] {
  let list: TerminalSession[] = [];
  list = addSession(list, createSession('a', 'bash', list));
  list = addSession(list, createSession('b', 'python', list));
  list = addSession(list, createSession('c', 'bash', list));
  return list;
}

describe('terminal sessions: adding, closing, exit and clear', () => {
  it('a new terminal becomes active and gets a unique name', () => {
    const list = three();
    expect(list.map((s) => [s.id, s.name, s.isActive])).toEqual([
      ['a', 'Bash', false],
      ['b', 'Python', false],
      ['c', 'Bash 2', true],
    ]);
  });

  it('starts in /home/project with a banner saying what really runs', () => {
    const s = createSession('x', 'node', []);
    expect(s.currentDirectory).toBe('/home/project');
    expect(s.history).toHaveLength(1);
    expect(s.history[0]!.output).toContain('Programs really run, in your browser');
    expect(s.history[0]!.output).toContain('is simulated');
  });

  it('closing the only terminal is not allowed', () => {
    const one = addSession([], createSession('a', 'bash', []));
    expect(closeSession(one, 'a')).toEqual({ ok: false, error: ONLY_TERMINAL_MESSAGE });
  });

  it('closing the active one activates the first remaining', () => {
    const r = closeSession(three(), 'c');
    expect(r.ok && r.sessions.map((s) => [s.id, s.isActive])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('closing an inactive one keeps the active one', () => {
    const r = closeSession(three(), 'a');
    expect(r.ok && r.sessions.map((s) => [s.id, s.isActive])).toEqual([
      ['b', false],
      ['c', true],
    ]);
  });

  it('exit closes the current terminal, or says why not for the only one', () => {
    const r = runInSession(three(), 'c', 'exit', deps());
    expect(r.closed).toBe(true);
    expect(r.sessions.map((s) => s.id)).toEqual(['a', 'b']);
    expect(r.sessions[0]!.isActive).toBe(true);

    const one = addSession([], createSession('a', 'bash', []));
    const refused = runInSession(one, 'a', 'exit', deps());
    expect(refused.closed).toBe(false);
    expect(refused.refused).toBe(ONLY_TERMINAL_MESSAGE);
    expect(refused.sessions[0]!.history.at(-1)).toMatchObject({
      type: 'error',
      output: `exit: ${ONLY_TERMINAL_MESSAGE}`,
    });
  });

  it('clear empties the history', () => {
    let list = three();
    list = runInSession(list, 'c', 'echo hi', deps()).sessions;
    expect(list[2]!.history.length).toBeGreaterThan(1);
    list = runInSession(list, 'c', 'clear', deps()).sessions;
    expect(list[2]!.history).toEqual([]);
    expect(list[2]!.clearCount).toBe(1);
    expect(clearSession(list, 'a')[0]!.history).toEqual([]);
  });

  it('records command, output and error entries with their directory', () => {
    let list = addSession([], createSession('a', 'bash', []));
    list = runInSession(list, 'a', '  echo hi  ', deps()).sessions;
    list = runInSession(list, 'a', 'cat nope', deps()).sessions;
    expect(list[0]!.history.slice(1)).toEqual([
      { command: 'echo hi', output: '', type: 'command', directory: '/home/project' },
      { command: 'echo hi', output: 'hi', type: 'output', directory: '/home/project' },
      { command: 'cat nope', output: '', type: 'command', directory: '/home/project' },
      {
        command: 'cat nope',
        output: 'cat: nope: No such file or directory',
        type: 'error',
        directory: '/home/project',
      },
    ]);
    expect(list[0]!.commandHistory).toEqual(['echo hi', 'cat nope']);
  });

  it('ignores a blank line entirely', () => {
    const list = addSession([], createSession('a', 'bash', []));
    const r = runInSession(list, 'a', '   ', deps());
    expect(r.sessions[0]).toEqual(list[0]);
  });

  it('keeps the newest 50 commands, without repeats in a row', () => {
    let h: string[] = [];
    for (let i = 0; i < 60; i++) h = rememberCommand(h, `cmd ${i}`);
    expect(h).toHaveLength(50);
    expect(h[0]).toBe('cmd 10');
    expect(rememberCommand(['ls'], 'ls')).toEqual(['ls']);
    expect(rememberCommand(['ls'], '  ')).toEqual(['ls']);
  });

  it("records a line the terminal answered itself, then a program's output at its end", () => {
    const before = three();
    let list = recordInSession(before, 'b', ' python app.py ', []);
    expect(list[0]).toBe(before[0]); // other sessions untouched
    const b = list.find((s) => s.id === 'b')!;
    expect(b.history.at(-1)).toEqual({
      command: 'python app.py',
      output: '',
      type: 'command',
      directory: '/home/project',
    });
    expect(b.commandHistory).toEqual(['python app.py']);
    const out = { command: 'python app.py', output: 'hi', type: 'output' as const, directory: '/' };
    list = appendToSession(list, 'b', [out]);
    expect(list.find((s) => s.id === 'b')!.history.at(-1)).toBe(out);
    list = recordInSession(list, 'a', 'node', [{ text: 'no prompt', kind: 'error' }]);
    expect(list[0]!.history.slice(-2).map((e) => e.type)).toEqual(['command', 'error']);
  });
});

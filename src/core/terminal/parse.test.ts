import { describe, expect, it } from 'vitest';
import { parseLine } from './parse';

const env = { HOME: '/home/project', NAME: 'Ada', Path: '/bin' };
const argv = (line: string, family: 'posix' | 'powershell' | 'cmd' = 'posix') => {
  const r = parseLine(line, env, family);
  if (!r.ok) throw new Error(r.error);
  return r.commands.map((c) => c.command.argv);
};

describe('parseLine', () => {
  it('gives no commands for an empty or blank line', () => {
    expect(argv('')).toEqual([]);
    expect(argv('   \t ')).toEqual([]);
  });

  it('splits on spaces, however many', () => {
    expect(argv('ls   -l    src')).toEqual([['ls', '-l', 'src']]);
  });

  it('keeps quoted spaces, so echo "hello world" gets one argument', () => {
    expect(argv('echo "hello world"')).toEqual([['echo', 'hello world']]);
    expect(argv("echo 'a  b' c")).toEqual([['echo', 'a  b', 'c']]);
    expect(argv('echo he"llo wo"rld')).toEqual([['echo', 'hello world']]);
    expect(argv('echo ""')).toEqual([['echo', '']]);
  });

  it('expands $NAME and ${NAME}, not inside single quotes', () => {
    expect(argv('echo $NAME ${NAME}! "$NAME" \'$NAME\' $MISSING.')).toEqual([
      ['echo', 'Ada', 'Ada!', 'Ada', '$NAME', '.'],
    ]);
    expect(argv('echo ~ ~/src a~')).toEqual([['echo', '/home/project', '/home/project/src', 'a~']]);
  });

  it('honours backslash escapes', () => {
    expect(argv('echo a\\ b "say \\"hi\\"" \\$NAME')).toEqual([
      ['echo', 'a b', 'say "hi"', '$NAME'],
    ]);
  });

  it('expands $env:NAME in PowerShell and %NAME% in cmd, ignoring case', () => {
    expect(argv('echo $env:name "$env:PATH"', 'powershell')).toEqual([['echo', 'Ada', '/bin']]);
    expect(argv('echo %name% %MISSING%', 'cmd')).toEqual([['echo', 'Ada', '%MISSING%']]);
  });

  it('reports an unterminated quote', () => {
    expect(parseLine('echo "oops', env, 'posix')).toEqual({
      ok: false,
      error: 'Unterminated quote: add the closing ".',
    });
  });

  it('chains with ; && || and keeps redirections', () => {
    const r = parseLine('mkdir a && cd a; echo hi > x.txt || echo no >> log', env, 'posix');
    expect(r.ok && r.commands.map((c) => [c.join, c.command.argv, c.command.redirect])).toEqual([
      [null, ['mkdir', 'a'], null],
      ['&&', ['cd', 'a'], null],
      [';', ['echo', 'hi'], { append: false, target: 'x.txt' }],
      ['||', ['echo', 'no'], { append: true, target: 'log' }],
    ]);
  });

  it('refuses pipes and input redirection with a reason', () => {
    const pipe = parseLine('ls | grep x', env, 'posix');
    expect(pipe.ok).toBe(false);
    expect(!pipe.ok && pipe.error).toMatch(/Pipes \(\|\) are not supported/);
    expect(parseLine('cat < a', env, 'posix').ok).toBe(false);
  });

  it('reports a missing command or file name', () => {
    expect(parseLine('&& ls', env, 'posix').ok).toBe(false);
    expect(parseLine('ls &&', env, 'posix').ok).toBe(false);
    expect(parseLine('echo hi >', env, 'posix')).toEqual({
      ok: false,
      error: 'Missing file name after ">".',
    });
  });

  it('keeps the raw text of a command for cmd echo', () => {
    const r = parseLine('echo "quoted" %NAME%', env, 'cmd');
    expect(r.ok && r.commands[0]!.command.raw).toBe('echo "quoted" Ada');
  });
});

import { describe, expect, it } from 'vitest';
import { commandNotFound, complete, execute } from './shell';
import { banner, initialEnvironment, promptText } from './profile';
import { FIXED_NOW, shellSession, testProject } from './test-helpers';
import { PROJECT_ROOT, TERMINAL_TYPES } from './types';
import { formatDate } from './builtins';

describe('the shell', () => {
  it('ignores empty and whitespace-only input', () => {
    const state = { type: 'bash' as const, cwd: PROJECT_ROOT, env: {}, history: [] };
    const deps = { vfs: testProject().vfs, now: () => FIXED_NOW };
    expect(execute('', state, deps)).toBeNull();
    expect(execute('   \t', state, deps)).toBeNull();
  });

  it('answers an unknown command with "Command not found" and a pointer to help', () => {
    const sh = shellSession('bash');
    expect(sh.errors('frobnicate --now')).toEqual([
      'Command not found: frobnicate. Type "help" for available commands.',
    ]);
    expect(commandNotFound('x')).toBe('Command not found: x. Type "help" for available commands.');
    expect(sh.run('frobnicate').status).toBe(127);
  });

  it('tells a beginner who types code where code goes', () => {
    const sh = shellSession('python');
    expect(sh.text('print("hi")')).toBe(
      'Command not found: print(hi). Type "help" for available commands.\n' +
        "That looks like code. This terminal takes commands: type python for Python's prompt, or write the code in a .py file in the editor and run it with python file.py.",
    );
    expect(shellSession('java').errors('public class X {}')).toEqual([
      'Command not found: public. Type "help" for available commands.',
    ]);
    expect(shellSession('java').text('System.out.println(1)')).toContain(
      'nothing is really run here: write the code in a .java file in the editor instead.',
    );
    expect(shellSession('bash').text('nope')).toBe(
      'Command not found: nope. Type "help" for available commands.',
    );
  });

  it('points to the terminal type that has a tool', () => {
    const sh = shellSession('bash');
    expect(sh.errors('npm install')).toEqual([
      'Command not found: npm. Type "help" for available commands.',
      "npm is in the Node.js terminal: open one from 'Select Terminal Type'.",
    ]);
  });

  it('help lists the built-ins and the type tools', () => {
    const text = shellSession('python').text('help');
    for (const name of [
      'help',
      'clear',
      'ls',
      'pwd',
      'cd',
      'exit',
      'env',
      'echo',
      'date',
      'whoami',
      'uname',
      'cat',
      'mkdir',
      'touch',
      'pip',
      'python',
    ]) {
      expect(text).toMatch(new RegExp(`\\b${name}\\b`));
    }
    expect(text).toContain('Programs really run, in your browser: node file.js');
    expect(text).toContain('is simulated');
    expect(shellSession('rust').text('help')).toContain(
      "Commands are simulated over the project's files: nothing is really run in this terminal.",
    );
  });

  it('pwd starts at /home/project; cd moves within real folders', () => {
    const sh = shellSession('bash', testProject({ '/src': null, '/src/lib': null, '/a.txt': 'x' }));
    expect(sh.text('pwd')).toBe('/home/project');
    sh.run('cd src/lib');
    expect(sh.text('pwd')).toBe('/home/project/src/lib');
    expect(sh.env.PWD).toBe('/home/project/src/lib');
    sh.run('cd ..');
    expect(sh.cwd).toBe('/home/project/src');
    expect(sh.text('cd -')).toBe('/home/project/src/lib');
    sh.run('cd');
    expect(sh.cwd).toBe('/home/project');
    sh.run('cd ~/src');
    expect(sh.cwd).toBe('/home/project/src');
    sh.run('cd /home/project');
    expect(sh.cwd).toBe('/home/project');
  });

  it('cd explains missing folders, files and the project boundary', () => {
    const sh = shellSession('bash', testProject({ '/a.txt': 'x' }));
    expect(sh.errors('cd nope')).toEqual(['cd: nope: No such file or directory']);
    expect(sh.errors('cd a.txt')).toEqual(['cd: a.txt: Not a directory']);
    expect(sh.errors('cd ..')[0]).toMatch(/^cd: \.\.: outside the project folder/);
    expect(sh.errors('cd a b')).toEqual(['cd: too many arguments']);
    expect(sh.cwd).toBe(PROJECT_ROOT);
  });

  it('ls lists folders first with a slash, hides dot files unless -a', () => {
    const sh = shellSession(
      'bash',
      testProject({ '/src': null, '/src/app.js': 'let a;\n', '/.env': 'X=1', '/zeta.py': '' }),
    );
    expect(sh.text('ls')).toBe('src/  welcome.md  zeta.py');
    expect(sh.text('ls -a')).toBe('src/  .env  welcome.md  zeta.py');
    expect(sh.text('ls src')).toBe('app.js');
    expect(sh.text('ls src/app.js')).toBe('app.js');
    const long = sh.text('ls -l src');
    expect(long).toMatch(/^total 1\n-rw-r--r-- 1 developer developer 7 .* app\.js$/);
    expect(sh.errors('ls nope')).toEqual(["ls: cannot access 'nope': No such file or directory"]);
  });

  it('cat prints a file the user wrote, with clear errors', () => {
    const sh = shellSession(
      'bash',
      testProject({ '/src': null, '/src/app.js': 'console.log(1);\n' }),
    );
    expect(sh.text('cat src/app.js')).toBe('console.log(1);');
    expect(sh.errors('cat')).toEqual(['cat: missing file operand']);
    expect(sh.errors('cat nope.txt')).toEqual(['cat: nope.txt: No such file or directory']);
    expect(sh.errors('cat src')).toEqual(['cat: src: Is a directory']);
  });

  it('mkdir creates folders in the project, -p with parents', () => {
    const sh = shellSession('bash');
    expect(sh.errors('mkdir')).toEqual(['mkdir: missing operand']);
    sh.run('mkdir lib');
    expect(sh.project.entries().find((e) => e.path === '/lib')?.type).toBe('folder');
    expect(sh.errors('mkdir lib')).toEqual(["mkdir: cannot create directory 'lib': File exists"]);
    expect(sh.errors('mkdir a/b')).toEqual([
      "mkdir: cannot create directory 'a/b': No such file or directory",
    ]);
    sh.run('mkdir -p a/b/c');
    expect(sh.project.entries().some((e) => e.path === '/a/b/c')).toBe(true);
    expect(sh.errors('mkdir "bad:name"')).toEqual([
      'mkdir: cannot create directory \'bad:name\': A folder name cannot contain ":".',
    ]);
    expect(sh.errors('mkdir /tmp/x')[0]).toMatch(/outside the project folder/);
  });

  it('touch creates empty files and leaves existing ones alone', () => {
    const sh = shellSession('bash', testProject({ '/keep.txt': 'keep me' }));
    expect(sh.errors('touch')).toEqual(['touch: missing file operand']);
    sh.run('touch app.py keep.txt');
    expect(sh.project.file('/app.py')).toBe('');
    expect(sh.project.file('/keep.txt')).toBe('keep me');
    expect(sh.errors('touch nope/x.py')).toEqual([
      "touch: cannot touch 'nope/x.py': No such file or directory",
    ]);
    expect(sh.errors('touch "a?.txt"')).toEqual([
      'touch: cannot touch \'a?.txt\': A file name cannot contain "?".',
    ]);
  });

  it('echo prints, expands variables and writes files with > and >>', () => {
    const sh = shellSession('bash');
    expect(sh.text('echo "hello world"')).toBe('hello world');
    expect(sh.text('echo $USER in $HOME')).toBe('developer in /home/project');
    sh.run('echo "print(1)" > app.py');
    sh.run('echo "print(2)" >> app.py');
    expect(sh.project.file('/app.py')).toBe('print(1)\nprint(2)\n');
    expect(sh.text('cat app.py')).toBe('print(1)\nprint(2)');
    expect(sh.errors('echo x > nope/a.txt')).toEqual(['nope/a.txt: No such file or directory']);
  });

  it('keeps an environment map per session: export, NAME=value, env, unset', () => {
    const sh = shellSession('bash');
    sh.run('export GREETING="hi there"');
    expect(sh.text('echo $GREETING')).toBe('hi there');
    sh.run('COLOR=blue');
    expect(sh.text('env')).toContain('COLOR=blue');
    expect(sh.text('env')).toContain('HOME=/home/project');
    sh.run('unset COLOR');
    expect(sh.text('echo [$COLOR]')).toBe('[]');
    expect(sh.errors('export 1x=2')).toEqual(["export: `1x=2': not a valid identifier"]);
    // Another session starts from its own map.
    expect(shellSession('bash').env.GREETING).toBeUndefined();
  });

  it('date, whoami and uname answer like a Linux machine', () => {
    const sh = shellSession('bash');
    expect(sh.text('date')).toBe(formatDate(FIXED_NOW));
    expect(formatDate(FIXED_NOW)).toMatch(/^Sun Nov 22 18:48:59 .*2026$/);
    expect(sh.text('whoami')).toBe('developer');
    expect(sh.text('uname')).toBe('Linux');
    expect(sh.text('uname -a')).toMatch(/^Linux editor .* x86_64 GNU\/Linux$/);
  });

  it('clear and exit report their effect', () => {
    const sh = shellSession('bash');
    expect(sh.run('clear').effect).toBe('clear');
    expect(sh.run('echo a; clear; echo b').output.map((o) => o.text)).toEqual(['b']);
    expect(sh.run('exit').effect).toBe('exit');
  });

  it('chains commands with && and ||', () => {
    const sh = shellSession('bash');
    expect(sh.text('mkdir app && cd app && pwd')).toBe('/home/project/app');
    expect(sh.text('cd nope && echo never || echo fallback')).toBe(
      'cd: nope: No such file or directory\nfallback',
    );
  });

  it('goes back to the project folder when its folder was deleted meanwhile', () => {
    const project = testProject({ '/src': null });
    const sh = shellSession('bash', project);
    sh.run('cd src');
    project.remove('/src');
    const result = sh.run('pwd');
    expect(result.output.map((o) => o.text)).toEqual([
      '/home/project/src no longer exists (renamed or deleted): back in /home/project.',
      '/home/project',
    ]);
  });

  it('reports a fault inside a command instead of failing', () => {
    const project = testProject();
    const broken = {
      ...project.vfs,
      list: () => {
        throw new Error('disk on fire');
      },
    };
    const result = execute(
      'ls',
      { type: 'bash', cwd: PROJECT_ROOT, env: {}, history: [] },
      {
        vfs: broken,
        now: () => FIXED_NOW,
      },
    );
    expect(result?.output).toEqual([
      { kind: 'error', text: 'ls: the simulated command failed (disk on fire).' },
    ]);
    expect(result?.status).toBe(1);
  });

  it('history lists what was typed', () => {
    const sh = shellSession('bash');
    sh.run('pwd');
    expect(sh.text('history')).toBe('    1  pwd');
  });
});

describe('PowerShell', () => {
  it('has its own commands and output', () => {
    const sh = shellSession(
      'powershell',
      testProject({ '/src': null, '/src/a.ps1': 'Write-Host hi' }),
    );
    const list = sh.text('Get-ChildItem');
    expect(list).toContain('    Directory: /home/project');
    expect(list).toMatch(/d----\s+.*src/);
    expect(sh.text('get-location')).toContain('/home/project');
    sh.run('Set-Location src');
    expect(sh.cwd).toBe('/home/project/src');
    expect(sh.text('Write-Host "hello world"')).toBe('hello world');
    expect(sh.text('Get-Content a.ps1')).toBe('Write-Host hi');
    expect(sh.errors('Get-Content nope')).toEqual([
      "Get-Content: Cannot find path '/home/project/src/nope' because it does not exist.",
    ]);
    expect(sh.run('cls').effect).toBe('clear');
  });

  it('sets and reads $env: variables', () => {
    const sh = shellSession('powershell');
    sh.run('$env:GREETING = "hi there"');
    expect(sh.text('Write-Host $env:GREETING')).toBe('hi there');
    expect(sh.text('Get-ChildItem Env:')).toContain('GREETING');
  });

  it('New-Item makes files and folders', () => {
    const sh = shellSession('powershell');
    sh.run('New-Item notes.txt');
    sh.run('New-Item -ItemType Directory docs');
    expect(sh.project.file('/notes.txt')).toBe('');
    expect(sh.project.entries().find((e) => e.path === '/docs')?.type).toBe('folder');
    expect(sh.errors('New-Item notes.txt')[0]).toMatch(/already exists/);
  });
});

describe('cmd', () => {
  it('uses Windows paths and its own commands', () => {
    const sh = shellSession('cmd', testProject({ '/src': null, '/src/run.bat': '@echo off' }));
    expect(sh.text('cd')).toBe('C:\\project');
    sh.run('cd src');
    expect(sh.text('cd')).toBe('C:\\project\\src');
    sh.run('cd C:\\project');
    expect(sh.cwd).toBe('/home/project');
    expect(sh.text('dir')).toMatch(/Directory of C:\\project[\s\S]*<DIR>\s+src/);
    expect(sh.text('type src\\run.bat')).toBe('@echo off');
    expect(sh.text('echo "as typed" %USER%')).toBe('"as typed" developer');
    sh.run('set COLOR=red');
    expect(sh.text('echo %color%')).toBe('red');
    expect(sh.run('cls').effect).toBe('clear');
    expect(sh.errors('cd nope')).toEqual(['The system cannot find the path specified.']);
    expect(sh.text('ver')).toContain('Microsoft Windows');
    expect(sh.text('uname')).toBe('Windows_NT');
    expect(sh.text('whoami')).toBe('editor\\developer');
  });
});

describe('prompts, banner, environment, completion', () => {
  it('draws each family its own prompt', () => {
    expect(promptText('bash', '/home/project/src')).toBe('bash ~/src$ ');
    expect(promptText('python', '/home/project')).toBe('python ~$ ');
    expect(promptText('powershell', '/home/project')).toBe('PS /home/project> ');
    expect(promptText('cmd', '/home/project/src')).toBe('C:\\project\\src> ');
  });

  it('says once, in the banner, what really runs and what is simulated', () => {
    for (const type of TERMINAL_TYPES) {
      const text = banner(type.id);
      if (['bash', 'python', 'node'].includes(type.id)) {
        expect(text).toContain('Programs really run, in your browser');
        expect(text).toContain("is simulated over the project's files");
      } else {
        expect(text).toContain(
          "Commands are simulated over the project's files: nothing is really run in this terminal.",
        );
      }
      expect(initialEnvironment(type.id).HOME).toBe('/home/project');
    }
    expect(banner('python')).toMatch(
      /^Python terminal \(Python 3\.14\.2, running in your browser\)/,
    );
    expect(banner('node')).toMatch(/^Node\.js terminal \(no Node\.js: /);
    expect(banner('java')).toMatch(/^Java terminal \(simulated 17\.0\.2\)/);
  });

  it('completes command names and file names', () => {
    const { vfs } = testProject({ '/src': null, '/src/app.js': '', '/setup.py': '' });
    expect(complete('pw', 'bash', PROJECT_ROOT, vfs).line).toBe('pwd ');
    expect(complete('cat se', 'bash', PROJECT_ROOT, vfs).line).toBe('cat setup.py ');
    expect(complete('cd s', 'bash', PROJECT_ROOT, vfs)).toEqual({
      line: 'cd s',
      candidates: ['src/', 'setup.py'],
    });
    expect(complete('cat src/a', 'bash', PROJECT_ROOT, vfs).line).toBe('cat src/app.js ');
    expect(complete('get-ch', 'powershell', PROJECT_ROOT, vfs).line).toBe('Get-ChildItem ');
  });
});

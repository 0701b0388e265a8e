import { describe, expect, it } from 'vitest';
import { shellSession, testProject } from './test-helpers';
import { splitPackageSpec, typeWithTool } from './tools';

describe('versions the terminals report (Python the one that runs)', () => {
  it.each([
    ['python', 'python --version', 'Python 3.14.2'],
    ['python', 'python3 -V', 'Python 3.14.2'],
    ['node', 'node --version', 'There is no Node.js here'],
    ['node', 'npm -v', '9.6.7'],
    ['php', 'php -v', 'PHP 8.2.0 (cli)'],
    ['java', 'java -version', 'openjdk 17.0.2'],
    ['java', 'javac -version', 'javac 17.0.2'],
    ['rust', 'rustc --version', 'rustc 1.72.0'],
    ['rust', 'cargo --version', 'cargo 1.72.0'],
    ['go', 'go version', 'go version go1.21.0 linux/amd64'],
    ['python', 'pip --version', 'pip 23.2.1'],
    ['node', 'yarn --version', '1.22.19'],
    ['java', 'mvn -v', 'Apache Maven'],
    ['java', 'gradle --version', 'Gradle 8.3'],
    ['php', 'composer --version', 'Composer version 2.5.1'],
  ] as const)('%s: %s', (type, line, expected) => {
    expect(shellSession(type).text(line)).toContain(expected);
  });
});

describe('npm and yarn over package.json', () => {
  it('npm init -y writes package.json; install records the package', () => {
    const sh = shellSession('node');
    expect(sh.errors('npm install lodash')[0]).toBe(
      'npm: no package.json in /home/project or a folder above it. Create one with "npm init -y".',
    );
    expect(sh.text('npm init -y')).toContain('Wrote to /home/project/package.json');
    sh.run('npm install lodash react@^19 -D');
    sh.run('npm i express');
    const pkg = JSON.parse(sh.project.file('/package.json')!);
    expect(pkg.name).toBe('project');
    expect(pkg.dependencies).toEqual({ express: 'latest' });
    expect(pkg.devDependencies).toEqual({ lodash: 'latest', react: '^19' });
    expect(sh.text('npm install')).toContain('lists 3 packages: express, lodash, react');
    expect(sh.text('npm ls')).toContain('├── express@latest');
    sh.run('npm uninstall lodash');
    expect(JSON.parse(sh.project.file('/package.json')!).devDependencies).toEqual({ react: '^19' });
    expect(sh.errors('npm uninstall nothere')).toEqual([
      'npm: nothere is not listed in /home/project/package.json.',
    ]);
  });

  it('finds package.json in a folder above', () => {
    const sh = shellSession(
      'node',
      testProject({ '/package.json': '{"name":"app"}', '/src': null }),
    );
    sh.run('cd src');
    sh.run('yarn add chalk');
    expect(JSON.parse(sh.project.file('/package.json')!).dependencies).toEqual({ chalk: 'latest' });
  });

  it('a broken package.json is reported and left untouched', () => {
    const broken = '{ "name": ';
    const sh = shellSession('node', testProject({ '/package.json': broken }));
    expect(sh.errors('npm install x')[0]).toMatch(
      /package\.json could not be read: .*nothing was changed/,
    );
    expect(sh.project.file('/package.json')).toBe(broken);
  });

  it('npm run shows a script that is not `node <file>` and says it was not run', () => {
    const sh = shellSession(
      'node',
      testProject({
        '/package.json': JSON.stringify({
          name: 'app',
          version: '1.0.0',
          scripts: { build: 'vite build' },
        }),
      }),
    );
    const out = sh.text('npm run build');
    expect(out).toContain('> app@1.0.0 build\n> vite build');
    expect(out).toContain(
      'The script was not run: npm runs a script here only when it is "node <file>"',
    );
    expect(sh.errors('npm run deploy')).toEqual(['npm ERR! Missing script: "deploy"']);
    expect(sh.text('npm run')).toContain('build\n    vite build');
  });

  it('npx runs nothing and says so; node reaches the shell only chained', () => {
    const sh = shellSession('node', testProject({ '/app.js': 'console.log(1)' }));
    expect(sh.errors('npx create-react-app x')[0]).toBe(
      'npx: create-react-app was not run: only node and python programs really run here.',
    );
    // The terminal runs `node app.js` itself (real-commands); the shell sees it only in a chain.
    expect(sh.errors('echo a && node app.js')).toEqual([
      'A program runs only on a line of its own: type it without ; && || or > (one command per line).',
    ]);
  });

  it('splits package specs', () => {
    expect(splitPackageSpec('@types/node@20')).toEqual({ name: '@types/node', range: '20' });
    expect(splitPackageSpec('@types/node')).toEqual({ name: '@types/node', range: 'latest' });
  });
});

describe('python and pip', () => {
  it('checks files, installs nothing, reads requirements.txt', () => {
    const sh = shellSession(
      'python',
      testProject({ '/app.py': 'print(1)', '/requirements.txt': 'flask\n# c\nrequests==2.31\n' }),
    );
    expect(sh.errors('echo a; python app.py')[0]).toMatch(
      /^A program runs only on a line of its own/,
    );
    expect(sh.text('pip install -r requirements.txt')).toContain(
      'lists 2 packages: flask, requests==2.31',
    );
    expect(sh.errors('pip install numpy')).toEqual([
      'numpy not installed: packages are not downloaded in this simulated terminal.',
    ]);
    expect(sh.text('python -m pip --version')).toContain('pip 23.2.1');
  });
});

describe('java tools', () => {
  it('javac checks the public class name against the file name', () => {
    const sh = shellSession(
      'java',
      testProject({
        '/Main.java': 'public class Main {\n}\n',
        '/Wrong.java': '// x\npublic class Other {}\n',
      }),
    );
    expect(sh.text('javac Main.java')).toContain('its public class name matches');
    expect(sh.errors('javac Wrong.java')).toEqual([
      'Wrong.java:2: error: class Other is public, should be declared in a file named Other.java\n1 error',
    ]);
    expect(sh.errors('javac Gone.java')[0]).toMatch(/^error: file not found: Gone\.java/);
    expect(sh.errors('java Gone')[0]).toMatch(/Could not find or load main class Gone/);
    expect(sh.errors('mvn package')[0]).toMatch(
      /there is no POM in this directory \(\/home\/project\)/,
    );
    expect(sh.errors('gradle build')[0]).toMatch(/does not contain a Gradle build/);
  });
});

describe('rust and go', () => {
  it('cargo new makes a crate in the project; cargo add records a dependency', () => {
    const sh = shellSession('rust');
    expect(sh.errors('cargo build')).toEqual([
      'error: could not find `Cargo.toml` in `/home/project` or any parent directory',
    ]);
    expect(sh.text('cargo new hello')).toContain('Created binary (application) `hello` package');
    expect(sh.project.file('/hello/Cargo.toml')).toContain('name = "hello"');
    expect(sh.project.file('/hello/src/main.rs')).toContain('println!("Hello, world!");');
    expect(sh.errors('cargo new hello')[0]).toMatch(/already exists/);
    sh.run('cd hello');
    sh.run('cargo add serde');
    expect(sh.project.file('/hello/Cargo.toml')).toContain('[dependencies]\nserde = "*"\n');
    expect(sh.errors('cargo run')[0]).toMatch(/cargo run was not run/);
    expect(sh.errors('rustc nope.rs')[0]).toBe(
      "error: couldn't read `nope.rs`: No such file or directory (os error 2)",
    );
  });

  it('go mod init writes go.mod', () => {
    const sh = shellSession('go');
    expect(sh.errors('go mod init')[0]).toMatch(/cannot determine module path/);
    expect(sh.text('go mod init example.com/hello')).toBe(
      'go: creating new go.mod: module example.com/hello',
    );
    expect(sh.project.file('/go.mod')).toBe('module example.com/hello\n\ngo 1.21\n');
    expect(sh.errors('go run main.go')).toEqual(['stat main.go: no such file or directory']);
  });
});

describe('php and composer', () => {
  it('checks files and records requirements in composer.json', () => {
    const sh = shellSession('php', testProject({ '/index.php': '<?php echo 1;' }));
    expect(sh.errors('php nope.php')).toEqual(['Could not open input file: nope.php']);
    expect(sh.errors('php index.php')[0]).toMatch(/index\.php was not run/);
    expect(sh.errors('composer require monolog/monolog')[0]).toMatch(/no composer\.json/);
    sh.run('composer init');
    sh.run('composer require monolog/monolog:^3');
    expect(JSON.parse(sh.project.file('/composer.json')!).require).toEqual({
      'monolog/monolog': '^3',
    });
  });
});

describe('where a tool lives', () => {
  it('points to the language’s own terminal', () => {
    expect(typeWithTool('python')).toBe('python');
    expect(typeWithTool('python3')).toBe('python');
    expect(typeWithTool('node')).toBe('node');
    expect(typeWithTool('npm')).toBe('node');
    expect(typeWithTool('pip')).toBe('python');
    expect(typeWithTool('cargo')).toBe('rust');
    expect(typeWithTool('ls')).toBeNull();
    expect(typeWithTool('constructor')).toBeNull();
  });

  it('help in Bash lists node and python, which run there', () => {
    const text = shellSession('bash').text('help');
    expect(text).toMatch(/\bnode\b/);
    expect(text).toMatch(/\bpython\b/);
    expect(shellSession('java').errors('python x.py')).toEqual([
      'Command not found: python. Type "help" for available commands.',
      "python is in the Python terminal: open one from 'Select Terminal Type'.",
    ]);
  });
});

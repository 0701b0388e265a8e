/**
 * The per-language tools (pip, npm, yarn, npx, javac, mvn, gradle, rustc, cargo, go,
 * composer, and the interpreters), with fixed versions. They run and download nothing: `node`
 * and `python` programs really run, but real-commands.ts takes those lines before they get here.
 * A tool does what it can really do over the project's files (npm init writes package.json, npm
 * install records the package in it, cargo new makes a crate, go mod init writes go.mod) and
 * says plainly what it did not do, rather than printing a fake success.
 */
import { findUp, readOperand, shown, type CommandContext, type CommandSpec } from './context';
import { splitFlags } from './builtins';
import { NO_NODE, ONE_PROGRAM_PER_LINE } from './real-commands';
import { PYTHON_VERSION, SIMULATED_VERSIONS, TERMINAL_TYPES, type TerminalTypeId } from './types';

const NOT_RUN = 'only node and python programs really run here';
const NOT_DOWNLOADED = 'packages are not downloaded in this simulated terminal';

/** The folder name as a package name: lower case, no spaces. */
function packageName(ctx: CommandContext): string {
  const base = ctx.cwd.slice(ctx.cwd.lastIndexOf('/') + 1) || 'project';
  return base.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
}

function projectDir(ctx: CommandContext): string {
  return ctx.locate('.').project ?? '/';
}

const inDir = (dir: string, name: string) => (dir === '/' ? `/${name}` : `${dir}/${name}`);

type Json = Record<string, unknown>;

/** Reads a JSON manifest found upwards; reports a missing or broken one. */
function readManifest(
  ctx: CommandContext,
  tool: string,
  file: string,
  createHint: string,
): { path: string; data: Json } | null {
  const found = findUp(ctx, file);
  if (!found) {
    ctx.err(
      `${tool}: no ${file} in ${ctx.cwd} or a folder above it. Create one with "${createHint}".`,
    );
    return null;
  }
  try {
    const data: unknown = JSON.parse(found.content);
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      throw new Error('it is not a JSON object');
    }
    return { path: found.path, data: data as Json };
  } catch (error) {
    ctx.err(
      `${tool}: ${shown(found.path)} could not be read: ${(error as Error).message}. Fix it in the editor; nothing was changed.`,
    );
    return null;
  }
}

function writeManifest(ctx: CommandContext, path: string, data: Json): boolean {
  const error = ctx.vfs.write(path, JSON.stringify(data, null, 2) + '\n');
  if (error) ctx.err(error);
  return error === null;
}

function depsOf(data: Json, key: string): Record<string, string> {
  const value = data[key];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return value as Record<string, string>;
  }
  return {};
}

/** `name@range` / `@scope/name@range` → name and range ('latest' when none). */
export function splitPackageSpec(spec: string): { name: string; range: string } {
  const at = spec.lastIndexOf('@');
  if (at > 0) return { name: spec.slice(0, at), range: spec.slice(at + 1) || 'latest' };
  return { name: spec, range: 'latest' };
}

function npmInit(ctx: CommandContext, tool: string): number {
  const path = inDir(projectDir(ctx), 'package.json');
  if (ctx.vfs.stat(path)) {
    ctx.out(`${shown(path)} already exists; it was left as it is.`);
    return 0;
  }
  const data = {
    name: packageName(ctx),
    version: '1.0.0',
    description: '',
    main: 'index.js',
    scripts: { test: 'echo "Error: no test specified" && exit 1' },
    keywords: [],
    author: '',
    license: 'ISC',
  };
  if (!writeManifest(ctx, path, data)) return 1;
  ctx.ok(`Wrote to ${shown(path)}:\n\n${JSON.stringify(data, null, 2)}`);
  if (tool === 'npm') ctx.out('(The questions npm init asks were skipped: the defaults are used.)');
  return 0;
}

function npmAdd(ctx: CommandContext, tool: string, specs: string[], dev: boolean): number {
  const manifest = readManifest(ctx, tool, 'package.json', `${tool} init -y`);
  if (!manifest) return 1;
  const key = dev ? 'devDependencies' : 'dependencies';
  const deps = { ...depsOf(manifest.data, key) };
  const added: string[] = [];
  for (const spec of specs) {
    const { name, range } = splitPackageSpec(spec);
    if (!/^(@[a-z0-9._-]+\/)?[a-z0-9._-]+$/i.test(name)) {
      ctx.err(`${tool}: "${spec}" is not a valid package name.`);
      return 1;
    }
    deps[name] = range;
    added.push(`${name}@${range}`);
  }
  const sorted = Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
  if (!writeManifest(ctx, manifest.path, { ...manifest.data, [key]: sorted })) return 1;
  ctx.ok(`Added ${added.join(', ')} to ${key} in ${shown(manifest.path)}.`);
  ctx.out(`Note: ${NOT_DOWNLOADED} (no node_modules folder is made).`);
  return 0;
}

function npmRemove(ctx: CommandContext, tool: string, names: string[]): number {
  const manifest = readManifest(ctx, tool, 'package.json', `${tool} init -y`);
  if (!manifest) return 1;
  const data = { ...manifest.data };
  let status = 0;
  for (const name of names) {
    let found = false;
    for (const key of ['dependencies', 'devDependencies']) {
      const deps = { ...depsOf(data, key) };
      if (name in deps) {
        Reflect.deleteProperty(deps, name);
        data[key] = deps;
        found = true;
      }
    }
    if (found) ctx.ok(`Removed ${name} from ${shown(manifest.path)}.`);
    else {
      ctx.err(`${tool}: ${name} is not listed in ${shown(manifest.path)}.`);
      status = 1;
    }
  }
  return writeManifest(ctx, manifest.path, data) ? status : 1;
}

function npmInstallAll(ctx: CommandContext, tool: string): number {
  const manifest = readManifest(ctx, tool, 'package.json', `${tool} init -y`);
  if (!manifest) return 1;
  const all = {
    ...depsOf(manifest.data, 'dependencies'),
    ...depsOf(manifest.data, 'devDependencies'),
  };
  const names = Object.keys(all);
  ctx.out(
    names.length
      ? `${shown(manifest.path)} lists ${names.length} package${names.length === 1 ? '' : 's'}: ${names.join(', ')}.`
      : `${shown(manifest.path)} lists no packages.`,
  );
  ctx.out(`Note: ${NOT_DOWNLOADED}.`);
  return 0;
}

function npmRun(ctx: CommandContext, tool: string, script: string | undefined): number {
  const manifest = readManifest(ctx, tool, 'package.json', `${tool} init -y`);
  if (!manifest) return 1;
  const scripts = depsOf(manifest.data, 'scripts');
  if (script === undefined) {
    const entries = Object.entries(scripts);
    ctx.out(
      entries.length
        ? [
            `Scripts in ${shown(manifest.path)}:`,
            ...entries.map(([k, v]) => `  ${k}\n    ${v}`),
          ].join('\n')
        : `${shown(manifest.path)} has no scripts.`,
    );
    return 0;
  }
  const command = scripts[script];
  if (command === undefined) {
    ctx.err(`npm ERR! Missing script: "${script}"`);
    return 1;
  }
  const name = typeof manifest.data.name === 'string' ? manifest.data.name : 'project';
  const version = typeof manifest.data.version === 'string' ? manifest.data.version : '';
  ctx.out(`\n> ${name}${version ? '@' + version : ''} ${script}\n> ${command}\n`);
  ctx.out(
    'The script was not run: npm runs a script here only when it is "node <file>"; other scripts are simulated.',
  );
  return 0;
}

function npmList(ctx: CommandContext, tool: string): number {
  const manifest = readManifest(ctx, tool, 'package.json', `${tool} init -y`);
  if (!manifest) return 1;
  const all = Object.entries({
    ...depsOf(manifest.data, 'dependencies'),
    ...depsOf(manifest.data, 'devDependencies'),
  });
  const name = typeof manifest.data.name === 'string' ? manifest.data.name : 'project';
  const lines = all.map(([k, v], i) => `${i === all.length - 1 ? '└──' : '├──'} ${k}@${v}`);
  ctx.out([`${name} ${ctx.cwd}`, ...(lines.length ? lines : ['└── (empty)'])].join('\n'));
  if (lines.length) ctx.out('(as listed in package.json; not downloaded)');
  return 0;
}

const npm: CommandSpec = {
  summary: 'Node package manager: init, install, uninstall, run, ls',
  run: (args, ctx) => {
    const [sub, ...rest] = args;
    const { flags, operands } = splitFlags(rest);
    const dev = flags.has('D') || flags.has('--save-dev');
    switch (sub) {
      case undefined:
        ctx.out(
          'Usage: npm <command>\n\nSimulated here: init, install, uninstall, run, start, test, ls, --version',
        );
        return 0;
      case '-v':
      case '--version':
        ctx.out('9.6.7');
        return 0;
      case 'init':
        return npmInit(ctx, 'npm');
      case 'install':
      case 'i':
      case 'add':
        return operands.length ? npmAdd(ctx, 'npm', operands, dev) : npmInstallAll(ctx, 'npm');
      case 'uninstall':
      case 'remove':
      case 'rm':
      case 'un':
        if (!operands.length) {
          ctx.err('npm ERR! Must provide a package name to remove');
          return 1;
        }
        return npmRemove(ctx, 'npm', operands);
      case 'run':
      case 'run-script':
        return npmRun(ctx, 'npm', operands[0]);
      case 'start':
      case 'test':
      case 't':
        return npmRun(ctx, 'npm', sub === 't' ? 'test' : sub);
      case 'ls':
      case 'list':
        return npmList(ctx, 'npm');
      default:
        ctx.err(
          `npm ${sub}: not simulated here. Simulated: init, install, uninstall, run, start, test, ls, --version.`,
        );
        return 1;
    }
  },
};

const yarn: CommandSpec = {
  summary: 'Yarn package manager: init, add, remove, install, run',
  run: (args, ctx) => {
    const [sub, ...rest] = args;
    const { flags, operands } = splitFlags(rest);
    switch (sub) {
      case '-v':
      case '--version':
        ctx.out('1.22.19');
        return 0;
      case 'init':
        return npmInit(ctx, 'yarn');
      case 'add':
        if (!operands.length) {
          ctx.err('error Missing list of packages to add to your project.');
          return 1;
        }
        return npmAdd(ctx, 'yarn', operands, flags.has('D') || flags.has('--dev'));
      case 'remove':
        return npmRemove(ctx, 'yarn', operands);
      case undefined:
      case 'install':
        return npmInstallAll(ctx, 'yarn');
      case 'run':
        return npmRun(ctx, 'yarn', operands[0]);
      case 'list':
        return npmList(ctx, 'yarn');
      default:
        return npmRun(ctx, 'yarn', sub);
    }
  },
};

const npx: CommandSpec = {
  summary: 'run a package binary (not simulated)',
  run: (args, ctx) => {
    if (args[0] === '-v' || args[0] === '--version') {
      ctx.out('9.6.7');
      return 0;
    }
    if (!args.length) {
      ctx.err('npx: missing the package to run, e.g. npx prettier --version');
      return 1;
    }
    ctx.err(`npx: ${args[0]} was not run: ${NOT_RUN}.`);
    return 1;
  },
};

/** `php index.php`: checks the file, runs nothing. */
function interpreter(
  ctx: CommandContext,
  language: string,
  file: string,
  missing: (file: string) => string,
): number {
  const found = readOperand(ctx, file);
  if (found.kind === 'missing') {
    ctx.err(missing(file));
    return 1;
  }
  if (found.kind === 'folder') {
    ctx.err(`${file} is a folder, not a ${language} file.`);
    return 1;
  }
  ctx.err(`${file} was not run: ${NOT_RUN}. Read it with "cat ${file}".`);
  return 1;
}

/**
 * `python` and `node` as the shell sees them: the terminal runs their programs itself, so a line
 * reaching here is `python -m pip`, a version question, or a program chained to other commands.
 */
const python: CommandSpec = {
  summary: `Python ${PYTHON_VERSION}: runs a .py file in your browser; alone, opens Python's prompt`,
  run: (args, ctx) => {
    const [first, ...rest] = args;
    if (first === '--version' || first === '-V') {
      ctx.out(`Python ${PYTHON_VERSION}`);
      return 0;
    }
    if (first === '-m' && rest[0] === 'pip')
      return pip.run(rest.slice(1), ctx, { argv: [], raw: '', redirect: null });
    ctx.err(ONE_PROGRAM_PER_LINE);
    return 1;
  },
};

const pip: CommandSpec = {
  summary: 'Python package installer: install, list, --version',
  run: (args, ctx) => {
    const [sub, ...rest] = args;
    const { flags, operands } = splitFlags(rest);
    switch (sub) {
      case '-V':
      case '--version':
        ctx.out(
          `pip 23.2.1 from /usr/lib/python3.14/site-packages/pip (python ${PYTHON_VERSION.replace(/\.\d+$/, '')})`,
        );
        return 0;
      case 'install': {
        if (flags.has('r')) {
          const file = operands[0] ?? 'requirements.txt';
          const found = readOperand(ctx, file);
          if (found.kind !== 'file') {
            ctx.err(
              `ERROR: Could not open requirements file: [Errno 2] No such file or directory: '${file}'`,
            );
            return 1;
          }
          const names = found.content
            .split('\n')
            .map((l) => l.replace(/#.*/, '').trim())
            .filter(Boolean);
          ctx.out(
            `${file} lists ${names.length} package${names.length === 1 ? '' : 's'}${names.length ? ': ' + names.join(', ') : ''}.`,
          );
          ctx.out(`Note: ${NOT_DOWNLOADED}.`);
          return 0;
        }
        if (!operands.length) {
          ctx.err(
            'ERROR: You must give at least one requirement to install (see "pip help install")',
          );
          return 1;
        }
        ctx.err(`${operands.join(', ')} not installed: ${NOT_DOWNLOADED}.`);
        ctx.out('To record a dependency, add its name to requirements.txt.');
        return 1;
      }
      case 'list':
      case 'freeze':
        ctx.out(`No packages are installed: ${NOT_DOWNLOADED}.`);
        return 0;
      case undefined:
        ctx.out(
          'Usage: pip <command> [options]\n\nSimulated here: install, install -r requirements.txt, list, --version',
        );
        return 0;
      default:
        ctx.err(`pip ${sub}: not simulated here. Simulated: install, list, --version.`);
        return 1;
    }
  },
};

const node: CommandSpec = {
  summary: "runs a .js or .ts file in your browser's JavaScript engine (there is no Node.js)",
  run: (args, ctx) => {
    const first = args[0];
    if (first === '-v' || first === '--version') {
      ctx.out(NO_NODE);
      return 0;
    }
    ctx.err(ONE_PROGRAM_PER_LINE);
    return 1;
  },
};

const JAVA_VERSION = `openjdk ${SIMULATED_VERSIONS.java} 2022-01-18\nOpenJDK Runtime Environment (build ${SIMULATED_VERSIONS.java}+8-86)\nOpenJDK 64-Bit Server VM (build ${SIMULATED_VERSIONS.java}+8-86, mixed mode, sharing)`;

const java: CommandSpec = {
  summary: 'Java 17.0.2 (checks a class; does not run it)',
  run: (args, ctx) => {
    const first = args[0];
    if (first === '-version' || first === '--version') {
      ctx.out(JAVA_VERSION);
      return 0;
    }
    if (first === undefined) {
      ctx.err(
        'Usage: java [options] <mainclass> [args...]\n   or  java [options] <sourcefile> [args...]',
      );
      return 1;
    }
    const file = first.endsWith('.java') ? first : `${first.replace(/\.class$/, '')}.java`;
    if (
      readOperand(ctx, file).kind !== 'file' &&
      readOperand(ctx, `${first}.class`).kind !== 'file'
    ) {
      ctx.err(
        `Error: Could not find or load main class ${first}\nCaused by: java.lang.ClassNotFoundException: ${first}`,
      );
      return 1;
    }
    ctx.err(`${first} was not run: ${NOT_RUN}.`);
    return 1;
  },
};

const JAVAC_USAGE =
  'Usage: javac <options> <source files>\nuse --help for a list of possible options';

const javac: CommandSpec = {
  summary: 'Java compiler (checks class names; writes no .class)',
  run: (args, ctx) => {
    const { operands } = splitFlags(args);
    if (args[0] === '-version' || args[0] === '--version') {
      ctx.out(`javac ${SIMULATED_VERSIONS.java}`);
      return 0;
    }
    if (!operands.length) {
      ctx.err(`error: no source files\n${JAVAC_USAGE}`);
      return 2;
    }
    let status = 0;
    for (const file of operands) {
      if (!file.endsWith('.java')) {
        ctx.err(
          `error: Class names, '${file}', are only accepted if annotation processing is explicitly requested`,
        );
        status = 2;
        continue;
      }
      const found = readOperand(ctx, file);
      if (found.kind !== 'file') {
        ctx.err(`error: file not found: ${file}\n${JAVAC_USAGE}`);
        status = 2;
        continue;
      }
      const base = file.slice(file.lastIndexOf('/') + 1, -'.java'.length);
      const lines = found.content.split('\n');
      const at = lines.findIndex((l) =>
        /\bpublic\s+(final\s+|abstract\s+)?(class|interface|enum|record)\s+\w+/.test(l),
      );
      const declared =
        at >= 0 ? /(class|interface|enum|record)\s+(\w+)/.exec(lines[at] ?? '')?.[2] : undefined;
      if (declared && declared !== base) {
        ctx.err(
          `${file}:${at + 1}: error: class ${declared} is public, should be declared in a file named ${declared}.java\n1 error`,
        );
        status = 1;
        continue;
      }
      ctx.out(
        `${file}: its public class name matches the file name. Nothing was compiled (no .class file): ${NOT_RUN}.`,
      );
    }
    return status;
  },
};

function buildTool(ctx: CommandContext, args: string[], tool: 'mvn' | 'gradle'): number {
  const first = args[0];
  if (first === '-v' || first === '--version' || first === '-version') {
    ctx.out(
      tool === 'mvn'
        ? `Apache Maven 3.9.4\nMaven home: /usr/share/maven\nJava version: ${SIMULATED_VERSIONS.java}, vendor: Oracle Corporation`
        : `\n------------------------------------------------------------\nGradle 8.3\n------------------------------------------------------------\n\nJVM: ${SIMULATED_VERSIONS.java}`,
    );
    return 0;
  }
  const files =
    tool === 'mvn' ? ['pom.xml'] : ['build.gradle', 'build.gradle.kts', 'settings.gradle'];
  const build = files.map((f) => findUp(ctx, f)).find(Boolean);
  if (!build) {
    ctx.err(
      tool === 'mvn'
        ? `[ERROR] The goal you specified requires a project to execute but there is no POM in this directory (${ctx.cwd}). Please verify you invoked Maven from the correct directory.`
        : `Directory '${ctx.cwd}' does not contain a Gradle build. Add a build.gradle file first.`,
    );
    return 1;
  }
  if (first === undefined) {
    ctx.err(
      tool === 'mvn'
        ? '[ERROR] No goals have been specified for this build.'
        : 'Gradle: name a task, e.g. gradle build.',
    );
    return 1;
  }
  ctx.out(
    `${tool === 'mvn' ? '[INFO] Scanning for projects...' : '> Configure project'} (${shown(build.path)})`,
  );
  ctx.err(`${args.join(' ')} was not run: ${NOT_RUN}.`);
  return 1;
}

const mvn: CommandSpec = {
  summary: 'Maven (checks pom.xml)',
  run: (a, c) => buildTool(c, a, 'mvn'),
};
const gradle: CommandSpec = {
  summary: 'Gradle (checks build.gradle)',
  run: (a, c) => buildTool(c, a, 'gradle'),
};

const CARGO_TOML = (name: string) =>
  `[package]\nname = "${name}"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n`;
const MAIN_RS = 'fn main() {\n    println!("Hello, world!");\n}\n';

function cargoCreate(ctx: CommandContext, dir: string, name: string): number {
  for (const [path, content] of [[inDir(dir, 'Cargo.toml'), CARGO_TOML(name)]] as const) {
    const error = ctx.vfs.write(path, content);
    if (error) {
      ctx.err(`error: ${error}`);
      return 1;
    }
  }
  const src = inDir(dir, 'src');
  if (!ctx.vfs.stat(src)) {
    const error = ctx.vfs.mkdir(src);
    if (error) {
      ctx.err(`error: ${error}`);
      return 1;
    }
  }
  if (!ctx.vfs.stat(inDir(src, 'main.rs'))) ctx.vfs.write(inDir(src, 'main.rs'), MAIN_RS);
  return 0;
}

const cargo: CommandSpec = {
  summary: 'Rust package manager: new, init, add, build, run',
  run: (args, ctx) => {
    const [sub, ...rest] = args;
    const { operands } = splitFlags(rest);
    if (sub === '--version' || sub === '-V') {
      ctx.out(`cargo ${SIMULATED_VERSIONS.rust} (103a7ff2e 2023-08-15)`);
      return 0;
    }
    if (sub === 'new') {
      const name = operands[0];
      if (!name) {
        ctx.err(
          'error: the following required arguments were not provided:\n  <PATH>\n\nUsage: cargo new <PATH>',
        );
        return 1;
      }
      const { project, terminal } = ctx.locate(name);
      if (project === null) {
        ctx.err(`error: ${name}: outside the project folder`);
        return 1;
      }
      if (ctx.vfs.stat(project)) {
        ctx.err(`error: destination \`${terminal}\` already exists`);
        return 1;
      }
      const error = ctx.vfs.mkdir(project);
      if (error) {
        ctx.err(`error: ${error}`);
        return 1;
      }
      const crate = name.slice(name.lastIndexOf('/') + 1);
      if (cargoCreate(ctx, project, crate) !== 0) return 1;
      ctx.ok(`     Created binary (application) \`${crate}\` package`);
      return 0;
    }
    if (sub === 'init') {
      const dir = projectDir(ctx);
      if (ctx.vfs.stat(inDir(dir, 'Cargo.toml'))) {
        ctx.err('error: `cargo init` cannot be run on existing Cargo packages');
        return 1;
      }
      if (cargoCreate(ctx, dir, packageName(ctx)) !== 0) return 1;
      ctx.ok(`     Created binary (application) package`);
      return 0;
    }
    const manifest = findUp(ctx, 'Cargo.toml');
    if (sub === undefined) {
      ctx.out(
        "Rust's package manager\n\nSimulated here: new, init, add, build, run, check, test, --version",
      );
      return 0;
    }
    if (!manifest) {
      ctx.err(`error: could not find \`Cargo.toml\` in \`${ctx.cwd}\` or any parent directory`);
      return 1;
    }
    if (sub === 'add') {
      if (!operands.length) {
        ctx.err('error: the following required arguments were not provided:\n  <DEP_ID>');
        return 1;
      }
      let text = manifest.content;
      if (!/^\[dependencies\]\s*$/m.test(text)) text = text.replace(/\n*$/, '\n\n[dependencies]\n');
      for (const dep of operands) {
        const { name, range } = splitPackageSpec(dep);
        const line = `${name} = "${range === 'latest' ? '*' : range}"`;
        const existing = new RegExp(`^${name.replace(/[-.]/g, '\\$&')}\\s*=.*$`, 'm');
        text = existing.test(text)
          ? text.replace(existing, line)
          : text.replace(/^\[dependencies\]\s*\n/m, (h) => `${h}${line}\n`);
        ctx.ok(`      Adding ${name} to dependencies in ${shown(manifest.path)}`);
      }
      const error = ctx.vfs.write(manifest.path, text);
      if (error) {
        ctx.err(error);
        return 1;
      }
      ctx.out(`Note: crates are not downloaded in this simulated terminal.`);
      return 0;
    }
    if (['build', 'run', 'check', 'test', 'b', 'r'].includes(sub)) {
      ctx.err(`cargo ${sub} was not run: ${NOT_RUN}.`);
      return 1;
    }
    ctx.err(
      `cargo ${sub}: not simulated here. Simulated: new, init, add, build, run, check, test.`,
    );
    return 1;
  },
};

const rustc: CommandSpec = {
  summary: 'Rust compiler (checks a file; writes no binary)',
  run: (args, ctx) => {
    if (args[0] === '--version' || args[0] === '-V') {
      ctx.out(`rustc ${SIMULATED_VERSIONS.rust} (5680fa18f 2023-08-23)`);
      return 0;
    }
    const file = splitFlags(args).operands[0];
    if (!file) {
      ctx.err('error: no input filename given');
      return 1;
    }
    if (readOperand(ctx, file).kind !== 'file') {
      ctx.err(`error: couldn't read \`${file}\`: No such file or directory (os error 2)`);
      return 1;
    }
    ctx.err(`${file} was not compiled: ${NOT_RUN}.`);
    return 1;
  },
};

const go: CommandSpec = {
  summary: 'Go tool: version, mod init, run, build',
  run: (args, ctx) => {
    const [sub, ...rest] = args;
    const { operands } = splitFlags(rest);
    switch (sub) {
      case 'version':
        ctx.out(`go version go${SIMULATED_VERSIONS.go} linux/amd64`);
        return 0;
      case 'mod': {
        if (operands[0] !== 'init') {
          ctx.err(
            `go mod ${operands[0] ?? ''}: not simulated here. Simulated: go mod init <module>.`,
          );
          return 1;
        }
        const path = inDir(projectDir(ctx), 'go.mod');
        if (ctx.vfs.stat(path)) {
          ctx.err(`go: ${shown(path)} already exists`);
          return 1;
        }
        const module = operands[1];
        if (!module) {
          ctx.err(
            `go: cannot determine module path for source directory ${ctx.cwd} (outside GOPATH, module path must be specified)\n\nExample usage:\n\t'go mod init example.com/m' to initialize a v0 or v1 module`,
          );
          return 1;
        }
        const error = ctx.vfs.write(
          path,
          `module ${module}\n\ngo ${SIMULATED_VERSIONS.go.replace(/\.0$/, '')}\n`,
        );
        if (error) {
          ctx.err(error);
          return 1;
        }
        ctx.ok(`go: creating new go.mod: module ${module}`);
        return 0;
      }
      case 'run':
      case 'build':
      case 'test': {
        const file = operands.find((o) => o.endsWith('.go'));
        if (file && readOperand(ctx, file).kind !== 'file') {
          ctx.err(`stat ${file}: no such file or directory`);
          return 1;
        }
        if (!file && !findUp(ctx, 'go.mod')) {
          ctx.err(
            "go: go.mod file not found in current directory or any parent directory; see 'go help modules'",
          );
          return 1;
        }
        ctx.err(`go ${sub} was not run: ${NOT_RUN}.`);
        return 1;
      }
      case 'get':
        if (!findUp(ctx, 'go.mod')) {
          ctx.err('go: go.mod file not found in current directory or any parent directory.');
          return 1;
        }
        ctx.err(
          `go get: ${operands.join(' ') || 'nothing'} not added: modules are not downloaded in this simulated terminal.`,
        );
        return 1;
      case undefined:
      case 'help':
        ctx.out(
          'Go is a tool for managing Go source code.\n\nSimulated here: version, mod init, run, build, test, get',
        );
        return 0;
      default:
        ctx.err(`go ${sub}: unknown command\nRun 'go help' for usage.`);
        return 2;
    }
  },
};

const php: CommandSpec = {
  summary: 'PHP 8.2.0 (checks a file; does not run it)',
  run: (args, ctx) => {
    const first = args[0];
    if (first === '-v' || first === '--version') {
      ctx.out(
        `PHP ${SIMULATED_VERSIONS.php} (cli) (built: Dec  8 2022 10:00:00) (NTS)\nCopyright (c) The PHP Group\nZend Engine v4.2.0, Copyright (c) Zend Technologies`,
      );
      return 0;
    }
    if (first === undefined || first === '-a' || first === '-r' || first === '-S') {
      ctx.err(
        `${first === '-S' ? 'The PHP web server' : 'Interactive PHP'} is not available: ${NOT_RUN}.`,
      );
      return 1;
    }
    return interpreter(ctx, 'PHP', first, (f) => `Could not open input file: ${f}`);
  },
};

const composer: CommandSpec = {
  summary: 'PHP package manager: init, require, install',
  run: (args, ctx) => {
    const [sub, ...rest] = args;
    const { operands } = splitFlags(rest);
    switch (sub) {
      case '-V':
      case '--version':
        ctx.out('Composer version 2.5.1 2022-12-22 15:33:54');
        return 0;
      case 'init': {
        const path = inDir(projectDir(ctx), 'composer.json');
        if (ctx.vfs.stat(path)) {
          ctx.err(`composer: ${shown(path)} already exists.`);
          return 1;
        }
        const data = { name: `${'developer'}/${packageName(ctx)}`, require: {} };
        if (!writeManifest(ctx, path, data)) return 1;
        ctx.ok(`Wrote ${shown(path)}.`);
        return 0;
      }
      case 'require': {
        if (!operands.length) {
          ctx.err('composer require: name a package, e.g. composer require monolog/monolog');
          return 1;
        }
        const manifest = readManifest(ctx, 'composer', 'composer.json', 'composer init');
        if (!manifest) return 1;
        const req = { ...depsOf(manifest.data, 'require') };
        for (const spec of operands) {
          const [name, range] = spec.split(':');
          if (!name || !/^[a-z0-9_.-]+\/[a-z0-9_.-]+$/i.test(name)) {
            ctx.err(`composer: "${spec}" is not a valid package name (vendor/package).`);
            return 1;
          }
          req[name] = range || '*';
        }
        if (!writeManifest(ctx, manifest.path, { ...manifest.data, require: req })) return 1;
        ctx.ok(`./composer.json has been updated: ${operands.join(', ')}`);
        ctx.out(`Note: ${NOT_DOWNLOADED} (no vendor folder is made).`);
        return 0;
      }
      case 'install':
      case 'update': {
        const manifest = readManifest(ctx, 'composer', 'composer.json', 'composer init');
        if (!manifest) return 1;
        const names = Object.keys(depsOf(manifest.data, 'require'));
        ctx.out(`composer.json requires ${names.length ? names.join(', ') : 'no packages'}.`);
        ctx.out(`Note: ${NOT_DOWNLOADED}.`);
        return 0;
      }
      case undefined:
        ctx.out(
          'Composer: PHP dependency manager\n\nSimulated here: init, require, install, update, --version',
        );
        return 0;
      default:
        ctx.err(`composer ${sub}: not simulated here. Simulated: init, require, install, update.`);
        return 1;
    }
  },
};

/** The tools each type has, by command name. */
export const TOOLS: Record<TerminalTypeId, Record<string, CommandSpec>> = {
  // node and python run in these three types alike (real-commands.ts); listed for help and Tab.
  bash: { node, python, python3: python },
  python: { python, python3: python, pip, pip3: pip, node },
  node: { node, npm, yarn, npx, python, python3: python },
  java: { java, javac, mvn, gradle },
  rust: { rustc, cargo },
  go: { go },
  php: { php, composer },
  powershell: {},
  cmd: {},
};

/** Which type has a tool, for the hint after 'Command not found'. */
export function typeWithTool(name: string): TerminalTypeId | null {
  // The language's own type first (python: the Python terminal), Bash last.
  const types = TERMINAL_TYPES.filter((t) => Object.hasOwn(TOOLS[t.id], name));
  const own = types.find((t) => t.id === name || t.interpreter === name);
  return (own ?? types.find((t) => t.id !== 'bash') ?? types[0])?.id ?? null;
}

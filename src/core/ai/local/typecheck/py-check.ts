/**
 * Pyright, Python's type checker, over one file: a small language-server client. The checker
 * runs wherever the host puts it (a Web Worker in the browser, in-process in Node) and is
 * reached through a `PyrightPort`; typeshed's standard-library stubs are handed to it at start
 * as files, so nothing is fetched. Started once and kept: later checks only send the new text.
 */

/** A channel to a running Pyright language server (LSP messages as objects). */
export interface PyrightPort {
  post(message: object): void;
  listen(handler: (message: unknown) => void): void;
}

/** Starts Pyright and gives its port and the stub files (paths relative to typeshed's stdlib). */
export type PyrightSource = () => Promise<{
  port: PyrightPort;
  stubs: ReadonlyMap<string, string>;
}>;

/** One of the checker's diagnostics, 1-based lines and columns. */
export interface PyDiagnostic {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
  rule: string;
}

export interface PyCheck {
  code: string;
  diagnostics: PyDiagnostic[];
  /** The member names the checker offers after the `.` ending at (line, column), 1-based. */
  members(line: number, column: number): Promise<string[]>;
  /** Whether typeshed has a module of this name. */
  hasModule(name: string): boolean;
  /** The methods typeshed declares on a builtin class (`str`, `list`…), read from its stub. */
  methodsOf(className: string): ReadonlySet<string>;
  /** The names a standard module's stub defines (`sqrt`, `pi` in `math`). */
  moduleNames(module: string): ReadonlySet<string>;
}

interface LspRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}
interface LspDiagnostic {
  range: LspRange;
  message: string;
  rule?: string;
  code?: string | number;
}
interface LspMessage {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
}

const ROOT = '/src';
const TYPESHED = '/typeshed';
/** A check that takes longer is given up (the editor's other findings still show). */
const CHECK_TIMEOUT_MS = 20_000;

class Client {
  private nextId = 0;
  private readonly pending = new Map<number, (result: unknown) => void>();
  private version = 0;
  private waiting: { uri: string; resolve: (d: LspDiagnostic[]) => void } | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  private readonly methods = new Map<string, Set<string>>();
  private readonly moduleMembers = new Map<string, Set<string>>();

  constructor(
    private readonly port: PyrightPort,
    readonly modules: ReadonlySet<string>,
    private readonly stubs: ReadonlyMap<string, string>,
  ) {
    port.listen((raw) => this.receive(raw as LspMessage));
  }

  private receive(message: LspMessage): void {
    if (message.method === undefined && message.id !== undefined) {
      this.pending.get(message.id)?.(message.result);
      this.pending.delete(message.id);
    } else if (message.method === 'textDocument/publishDiagnostics') {
      const params = message.params as { uri: string; diagnostics: LspDiagnostic[] };
      const waiting = this.waiting;
      if (waiting && params.uri === waiting.uri) {
        this.waiting = undefined;
        waiting.resolve(params.diagnostics);
      }
    } else if (message.method !== undefined && message.id !== undefined) {
      // The server asks for settings (quiet logs, the rest as they are) or registers capabilities.
      const params = message.params as { items?: { section?: string }[] } | undefined;
      const result =
        message.method === 'workspace/configuration'
          ? (params?.items ?? []).map((item) =>
              item.section === 'python.analysis' ? { logLevel: 'Error' } : {},
            )
          : null;
      this.port.post({ jsonrpc: '2.0', id: message.id, result });
    }
  }

  methodsOf(className: string): ReadonlySet<string> {
    let found = this.methods.get(className);
    if (!found) {
      found = new Set();
      const builtins = this.stubs.get('builtins.pyi') ?? '';
      const start = new RegExp(`^class ${className}\\b[^\\n]*:\\s*$`, 'm').exec(builtins);
      if (start) {
        for (const line of builtins.slice(start.index).split('\n').slice(1)) {
          if (/^\S/.test(line)) break;
          const name = /^ {4}def (\w+)/.exec(line)?.[1];
          if (name && !name.startsWith('_')) found.add(name);
        }
      }
      this.methods.set(className, found);
    }
    return found;
  }

  moduleNames(module: string): ReadonlySet<string> {
    let found = this.moduleMembers.get(module);
    if (!found) {
      found = new Set();
      const stub =
        this.stubs.get(`${module}.pyi`) ?? this.stubs.get(`${module}/__init__.pyi`) ?? '';
      for (const m of stub.matchAll(/^(?:def|class) (\w+)|^(\w+)\s*(?::|=)/gm)) {
        const name = m[1] ?? m[2];
        if (name && !name.startsWith('_')) found.add(name);
      }
      this.moduleMembers.set(module, found);
    }
    return found;
  }

  request(method: string, params: object): Promise<unknown> {
    const id = ++this.nextId;
    this.port.post({ jsonrpc: '2.0', id, method, params });
    return new Promise((resolve) => this.pending.set(id, resolve));
  }

  notify(method: string, params: object): void {
    this.port.post({ jsonrpc: '2.0', method, params });
  }

  /** Runs `task` after the ones before it: each sees the text its check sent. */
  serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The document the last check sent. */
  uri = '';

  checkNow(code: string): Promise<LspDiagnostic[]> {
    const version = ++this.version;
    // Each text as a document of its own: an edit of an open one is taken as typing, and the
    // server waits a quarter of a second for more before it checks.
    const uri = `file://${ROOT}/main_${version}.py`;
    const result = new Promise<LspDiagnostic[]>((resolve, reject) => {
      this.waiting = { uri, resolve };
      setTimeout(() => reject(new Error('The Python checker did not answer.')), CHECK_TIMEOUT_MS);
    });
    this.notify('textDocument/didOpen', {
      textDocument: { uri, languageId: 'python', version, text: code },
    });
    if (this.uri) this.notify('textDocument/didClose', { textDocument: { uri: this.uri } });
    this.uri = uri;
    return result;
  }
}

let started: Promise<Client> | undefined;

async function start(source: PyrightSource): Promise<Client> {
  const { port, stubs } = await source();
  const files: Record<string, string> = {};
  const modules = new Set<string>();
  for (const [path, text] of stubs) {
    files[`${TYPESHED}/stdlib/${path}`] = text;
    const module = /^([A-Za-z_]\w*)(?:\.pyi|\/__init__\.pyi)$/.exec(path)?.[1];
    if (module) modules.add(module);
  }
  files[`${ROOT}/pyrightconfig.json`] = JSON.stringify({
    typeshedPath: TYPESHED,
    stubPath: TYPESHED,
    typeCheckingMode: 'basic',
    pythonVersion: '3.11',
  });
  const client = new Client(port, modules, stubs);
  await client.request('initialize', {
    processId: null,
    rootUri: `file://${ROOT}`,
    capabilities: {},
    workspaceFolders: [{ uri: `file://${ROOT}`, name: 'src' }],
    initializationOptions: { files },
  });
  client.notify('initialized', {});
  return client;
}

/** Pyright's diagnostics for `code`; the first call starts the checker (about a second). */
export async function pythonTypeCheck(code: string, source: PyrightSource): Promise<PyCheck> {
  started ??= start(source).catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  const client = await started;
  const found = await client.serial(() => client.checkNow(code));
  return {
    code,
    diagnostics: found.map((d) => ({
      line: d.range.start.line + 1,
      column: d.range.start.character + 1,
      endLine: d.range.end.line + 1,
      endColumn: d.range.end.character + 1,
      message: d.message,
      rule: d.rule ?? String(d.code ?? ''),
    })),
    hasModule: (name) => client.modules.has(name),
    methodsOf: (name) => client.methodsOf(name),
    moduleNames: (name) => client.moduleNames(name),
    async members(line, column) {
      const result = (await client.serial(async () => {
        // Another check may have sent newer text since: put this one back first.
        await client.checkNow(code);
        return client.request('textDocument/completion', {
          textDocument: { uri: client.uri },
          position: { line: line - 1, character: column - 1 },
        });
      })) as { items?: { label: string }[] } | { label: string }[] | null;
      const items = Array.isArray(result) ? result : (result?.items ?? []);
      return items.map((item) => item.label);
    },
  };
}

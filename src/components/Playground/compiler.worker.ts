/**
 * The playground's compiler thread: loads the version's `@stencil/core` browser compiler once and
 * transpiles each component file with its `transpile()`, so that typing never waits for a compile.
 * The output is made runnable in the preview: the runtime's named imports become reads of one namespace
 * import (a release's compiler may name helpers that its runtime does not export), and a stylesheet
 * import becomes the text of the playground's file of that name.
 */
import pathBrowserify from 'path-browserify';
import type { CompileRequest, CompileResponse, CompiledFile, Diagnostic } from './protocol';

/** What the compiler bundle defines on the global object. */
interface StencilCompiler {
  version: string;
  createSystem(): { getCompilerExecutingPath(): string };
  transpile(code: string, options: Record<string, unknown>): Promise<StencilResults>;
}
interface StencilDiagnostic {
  level: string;
  messageText: string;
  lineNumber?: number;
  columnNumber?: number;
  relFilePath?: string;
}
interface StencilResults {
  code: string;
  diagnostics: StencilDiagnostic[];
}

const RUNTIME = '@stencil/core/internal/client';
const scope = self as unknown as Record<string, unknown> & { importScripts(url: string): void };

/**
 * Since Stencil 3 the compiler bundle expects the Node.js that TypeScript detects: it names Node's
 * built-ins when it loads and writes TypeScript's `sys`, which exists only under Node (TypeScript 5's
 * namespace object cannot take it afterwards). Give this thread the little of Node those steps read:
 * nothing compiles through them, `transpile()` works on strings. A require of anything else fails as
 * Node's would, which the compiler's optional loads (TypeScript's ETW tracing) expect.
 */
function provideNodeSurface(): void {
  const process = {
    env: {},
    argv: [''],
    versions: { node: '20.0.0' },
    platform: 'linux',
    cwd: () => '/',
    nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]) =>
      void Promise.resolve().then(() => callback(...args)),
    memoryUsage: () => ({ heapUsed: 0 }),
  };
  // The compiler marks a process in a browser; TypeScript would then leave its `sys` undefined.
  Object.defineProperty(process, 'browser', { get: () => false, set: () => undefined });
  const unavailable = (name: string) => () => {
    throw new Error(`${name} is not available in the playground`);
  };
  const builtins: Record<string, unknown> = {
    path: pathBrowserify,
    fs: {
      statSync: () => undefined,
      existsSync: () => false,
      realpathSync: (file: string) => file,
      readFileSync: unavailable('fs'),
    },
    os: {
      homedir: () => '/',
      tmpdir: () => '/tmp',
      cpus: () => [{}],
      platform: () => 'linux',
      EOL: '\n',
      totalmem: () => 0,
      freemem: () => 0,
    },
    crypto: { getHashes: () => [], createHash: unavailable('crypto') },
    util: { inspect: String, promisify: (fn: unknown) => fn, inherits: () => undefined },
    events: { EventEmitter: class {} },
    module: { builtinModules: [] },
    buffer: { Buffer: {} },
    tty: { isatty: () => false },
    process,
  };
  const known = new Set(['assert', 'child_process', 'constants', 'inspector', 'perf_hooks', 'stream', 'url', 'zlib']);
  scope.process = process;
  scope.module = {};
  scope.__filename = '/typescript.js';
  scope.require = (name: string) => {
    if (name in builtins) return builtins[name];
    if (known.has(name)) return {};
    throw Object.assign(new Error(`Cannot find module '${name}'`), { code: 'MODULE_NOT_FOUND' });
  };
}

let compiler: StencilCompiler | undefined;

function load(url: string): StencilCompiler {
  if (!compiler) {
    provideNodeSurface();
    scope.importScripts(url);
    compiler = scope.stencil as StencilCompiler;
  }
  return compiler;
}

/** `import { a, b as c } from "…client"` → `const { a, b: c } = __stencil_runtime;` (and the like for CSS). */
export function makeRunnable(
  code: string,
  styles: ReadonlyMap<string, string>,
): { code: string; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const lines = code.split('\n');
  let runtimeImported = false;
  const out = lines.map((line, index) => {
    const match = /^import\s+(?:(\w+)|\{([^}]*)\}|\*\s+as\s+(\w+))\s+from\s+"([^"]+)";?\s*$/.exec(line);
    const bare = /^import\s+"([^"]+)";?\s*$/.exec(line);
    if (bare) {
      const name = bare[1]!.split('?')[0]!.split('/').pop()!;
      return styles.has(name) ? '' : line;
    }
    if (!match) return line;
    const [, defaultName, named, namespace, specifier] = match;
    if (specifier === RUNTIME) {
      runtimeImported = true;
      if (namespace) return `const ${namespace} = __stencil_runtime;`;
      const bindings = (named ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => part.replace(/\s+as\s+/, ': '));
      return `const { ${bindings.join(', ')} } = __stencil_runtime;`;
    }
    const file = specifier!.split('?')[0]!.split('/').pop()!;
    if (defaultName && file.endsWith('.css')) {
      if (!styles.has(file)) {
        problems.push({
          level: 'warn',
          message: `No file ${file} in the playground: the component has no styles.`,
          file,
          line: index + 1,
        });
      }
      return `const ${defaultName} = ${JSON.stringify(styles.get(file) ?? '')};`;
    }
    problems.push({
      level: 'error',
      message: `A sample in the playground runs on its own: it cannot import "${specifier}".`,
    });
    return line;
  });
  const header = runtimeImported ? `import * as __stencil_runtime from "${RUNTIME}";\n` : '';
  return { code: header + out.join('\n'), problems };
}

async function compile(request: CompileRequest): Promise<CompileResponse> {
  let stencil: StencilCompiler;
  try {
    stencil = load(request.compilerUrl);
  } catch (error) {
    return { id: request.id, version: null, files: [], fatal: `The compiler did not load: ${String(error)}` };
  }
  const styles = new Map(request.files.filter((f) => f.name.endsWith('.css')).map((f) => [f.name, f.code]));
  const sys = stencil.createSystem();
  // A compiler loaded from a URL would otherwise patch TypeScript's module resolution for remote files.
  sys.getCompilerExecutingPath = () => '/stencil.js';
  const files: CompiledFile[] = [];
  for (const file of request.files.filter((f) => /\.[jt]sx?$/.test(f.name))) {
    const results = await stencil.transpile(file.code, {
      componentExport: 'customelement',
      componentMetadata: 'compilerstatic',
      coreImportPath: RUNTIME,
      module: 'esm',
      target: 'es2017',
      style: 'static',
      sourceMap: false,
      file: `/${file.name}`,
      sys,
    });
    const diagnostics: Diagnostic[] = results.diagnostics.map((d) => ({
      level: d.level === 'error' ? 'error' : 'warn',
      message: d.messageText,
      file: file.name,
      line: d.lineNumber,
      column: d.columnNumber,
    }));
    const failed = diagnostics.some((d) => d.level === 'error');
    const runnable = failed ? { code: '', problems: [] } : makeRunnable(results.code, styles);
    files.push({ name: file.name, code: runnable.code, diagnostics: [...diagnostics, ...runnable.problems] });
  }
  return { id: request.id, version: stencil.version, files };
}

self.addEventListener('message', (event: MessageEvent<CompileRequest>) => {
  compile(event.data).then(
    (response) => self.postMessage(response),
    (error: unknown) =>
      self.postMessage({ id: event.data.id, version: compiler?.version ?? null, files: [], fatal: String(error) }),
  );
});

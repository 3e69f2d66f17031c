/**
 * The playground: an editor with a sample's files, the preview of the component, compiled by the docs
 * version's own @stencil/core release in a worker and run with that release's client runtime in a
 * sandboxed frame, the compiler's diagnostics and the preview's console. Loaded on demand only: by the
 * first "Try it" click on a page (./openInPage.tsx) or by the playground page.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { PlaygroundFile, PlaygroundState } from '@site/src/plugins/try-it/samples';
import { playgroundUrl } from '@site/src/plugins/try-it/shareUrl';
import { createEditor, type PlaygroundEditor } from './editor';
import { releaseOf, releases, runtimeOf } from './releases';
import type { CompileRequest, CompileResponse, Diagnostic, FrameMessage } from './protocol';
import styles from './styles.module.css';

/** Compiles after typing stops for this long. */
const EDIT_DELAY_MS = 250;

/** One compiler thread per release, kept for the page's lifetime: it loads its compiler once. */
const workers = new Map<string, Worker>();
function workerFor(compilerUrl: string): Worker {
  let worker = workers.get(compilerUrl);
  if (!worker) {
    worker = new Worker(new URL('./compiler.worker.ts', import.meta.url));
    workers.set(compilerUrl, worker);
  }
  return worker;
}

let nextRequest = 0;
function compile(compilerUrl: string, files: PlaygroundFile[]): Promise<CompileResponse> {
  const worker = workerFor(compilerUrl);
  const id = ++nextRequest;
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent<CompileResponse>) => {
      if (event.data.id !== id) return;
      worker.removeEventListener('message', onMessage);
      resolve(event.data);
    };
    worker.addEventListener('message', onMessage);
    worker.postMessage({ id, compilerUrl, files } satisfies CompileRequest);
  });
}

interface ConsoleEntry {
  level: string;
  text: string;
}

interface Run {
  key: number;
  modules: string[];
  html: string;
}

export interface PlaygroundProps {
  state: PlaygroundState;
  /** The in-page playground closes; the page's has nothing to close. */
  onClose?: () => void;
  /** Set where the URL is the playground's own: sharing updates it too. */
  ownsUrl?: boolean;
  /** Takes the reader to the editor once it exists (the in-page playground, opened from its link). */
  focusEditor?: boolean;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export default function Playground({
  state,
  onClose,
  ownsUrl = false,
  focusEditor = false,
}: PlaygroundProps): ReactNode {
  const files = useRef<PlaygroundFile[]>(state.files.map((file) => ({ ...file })));
  const [active, setActive] = useState(0);
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>([]);
  const [logs, setLogs] = useState<ConsoleEntry[]>([]);
  const [status, setStatus] = useState('Loading the compiler…');
  const [compiler, setCompiler] = useState<string | null>(null);
  const [runtime, setRuntime] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const editorHost = useRef<HTMLDivElement>(null);
  const editor = useRef<PlaygroundEditor | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(0);
  const activeRef = useRef(0);
  const release = releaseOf(state.version);
  const versionLabel = state.version === 'current' ? 'Next' : state.version;

  const build = useCallback(async () => {
    if (!release) return;
    const ticket = ++latest.current;
    setStatus('Compiling…');
    const [response, runtimeSources] = await Promise.all([
      compile(release.compiler, files.current),
      runtimeOf(release).catch((error: Error) => error),
    ]);
    if (ticket !== latest.current) return;
    setCompiler(response.version);
    if (response.fatal || runtimeSources instanceof Error) {
      setDiagnostics([{ level: 'error', message: response.fatal ?? (runtimeSources as Error).message }]);
      setRun(null);
      setStatus('The playground could not start.');
      return;
    }
    const found = response.files.flatMap((file) => file.diagnostics);
    setDiagnostics(found);
    if (found.some((d) => d.level === 'error')) {
      setRun(null);
      setStatus('The code did not compile.');
      return;
    }
    setLogs([]);
    setStatus('Running…');
    setRun({
      key: ticket,
      modules: response.files.map((file) => file.code),
      html: files.current.find((file) => file.name === 'index.html')?.code ?? '',
    });
  }, [release]);

  // Posts the run to the preview document once it is listening: on its "ready" and on its load event,
  // whichever this component sees first (the frame ignores a second run).
  const runRef = useRef<Run | null>(null);
  runRef.current = run;
  const sendRun = useCallback(() => {
    const current = runRef.current;
    if (!current || !release) return;
    void runtimeOf(release).then(({ client, appData }) =>
      frame.current?.contentWindow?.postMessage(
        { type: 'run', client, appData, modules: current.modules, html: current.html },
        '*',
      ),
    );
  }, [release]);

  // The preview's reports, only from the current preview document; listening from the start, so that
  // none arrives before the listener does.
  useEffect(() => {
    const onMessage = (event: MessageEvent<FrameMessage>) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data;
      if (message.type === 'ready') {
        sendRun();
      } else if (message.type === 'console') {
        setLogs((entries) => [...entries.slice(-199), { level: message.level, text: message.text }]);
      } else if (message.type === 'rendered') {
        setRuntime(message.runtime);
        setStatus('Rendered.');
        performance.mark('playground-rendered');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [sendRun]);

  useEffect(() => {
    if (!editorHost.current) return undefined;
    const file = files.current[0]!;
    editor.current = createEditor(editorHost.current, file.name, file.code, 'Playground code', (text) => {
      files.current[activeRef.current]!.code = text;
      performance.mark('playground-edit');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void build(), EDIT_DELAY_MS);
    });
    if (focusEditor) editor.current.view.focus();
    void build();
    return () => {
      window.clearTimeout(timer.current);
      editor.current?.destroy();
      editor.current = null;
    };
  }, [build, focusEditor]);

  const showFile = (index: number) => {
    activeRef.current = index;
    setActive(index);
    editor.current?.show(files.current[index]!.name, files.current[index]!.code);
  };

  const reset = () => {
    files.current = state.files.map((file) => ({ ...file }));
    showFile(activeRef.current);
    void build();
    setAnnouncement('The sample is back as written.');
  };
  const copyCode = async () =>
    setAnnouncement(
      (await copy(files.current[activeRef.current]!.code))
        ? 'Code copied.'
        : 'Copy failed: select the code and copy it.',
    );
  const share = async () => {
    const url = new URL(
      await playgroundUrl(releases.base, { version: state.version, files: files.current }),
      window.location.href,
    ).href;
    if (ownsUrl) window.history.replaceState(null, '', url);
    setAnnouncement((await copy(url)) ? 'Link copied.' : `Copy this link: ${url}`);
  };

  const title = useMemo(() => files.current[0]?.name ?? 'sample', []);
  if (!release) {
    return (
      <section className={styles.playground} aria-label="Playground">
        <p role="alert">This build has no Stencil release for version {versionLabel}.</p>
      </section>
    );
  }
  return (
    <section className={styles.playground} aria-label={`Playground: ${title}`} data-testid="playground">
      <div className={styles.toolbar}>
        <p className={styles.heading}>
          Playground · Stencil {release.release} ({versionLabel})
        </p>
        <div className={styles.buttons}>
          <button type="button" className="button button--sm button--primary" onClick={() => void build()}>
            Run
          </button>
          <button type="button" className="button button--sm button--secondary" onClick={reset}>
            Reset
          </button>
          <button type="button" className="button button--sm button--secondary" onClick={() => void copyCode()}>
            Copy code
          </button>
          <button type="button" className="button button--sm button--secondary" onClick={() => void share()}>
            Share link
          </button>
          {onClose && (
            <button type="button" className="button button--sm button--secondary" onClick={onClose}>
              Close playground
            </button>
          )}
        </div>
      </div>
      {state.files.length > 1 && (
        <div className={styles.files} role="group" aria-label="Files">
          {state.files.map((file, index) => (
            <button
              key={file.name}
              type="button"
              aria-pressed={index === active}
              className={clsx(styles.file, index === active && styles.fileActive)}
              onClick={() => showFile(index)}>
              {file.name}
            </button>
          ))}
        </div>
      )}
      <div className={styles.panes}>
        <div ref={editorHost} className={styles.editor} data-playground-editor />
        <div className={styles.output}>
          <div className={styles.preview} data-state={run ? 'running' : 'idle'}>
            {run && (
              <iframe
                key={run.key}
                ref={frame}
                title="Preview of the component"
                sandbox="allow-scripts"
                src={releases.frame}
                onLoad={sendRun}
                className={styles.frame}
              />
            )}
          </div>
          <p className={styles.status} data-testid="playground-status">
            <span role="status">{status}</span>{' '}
            {compiler && <span data-testid="playground-compiler">Compiler {compiler}</span>}
            {runtime && <span data-testid="playground-runtime"> · runtime {runtime}</span>}
          </p>
          {diagnostics.length > 0 && (
            <ul className={styles.diagnostics} aria-label="Diagnostics" data-testid="playground-diagnostics">
              {diagnostics.map((d, index) => (
                <li key={index} className={d.level === 'error' ? styles.error : styles.warning}>
                  {d.file && `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}: `}
                  {d.message}
                </li>
              ))}
            </ul>
          )}
          <div className={styles.console} role="log" aria-label="Console" data-testid="playground-console">
            {logs.length === 0 ? (
              <span className={styles.empty}>Console output appears here.</span>
            ) : (
              logs.map((entry, index) => (
                <pre key={index} className={clsx(styles.line, entry.level === 'error' && styles.error)}>
                  {entry.text}
                </pre>
              ))
            )}
          </div>
        </div>
      </div>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

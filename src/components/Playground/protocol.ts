/** The messages between the playground, its compiler thread and its preview. */
import type { PlaygroundFile } from '@site/src/plugins/try-it/samples';

export interface CompileRequest {
  id: number;
  compilerUrl: string;
  files: PlaygroundFile[];
}

export interface Diagnostic {
  level: 'error' | 'warn';
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface CompiledFile {
  name: string;
  /** Runnable module code; empty when the file did not compile. */
  code: string;
  diagnostics: Diagnostic[];
}

export interface CompileResponse {
  id: number;
  /** The compiler's release. */
  version: string | null;
  files: CompiledFile[];
  /** Set when nothing could be compiled at all (the compiler failed to load). */
  fatal?: string;
}

/** What the preview document reports. */
export type FrameMessage =
  | { type: 'ready' }
  | { type: 'console'; level: 'log' | 'info' | 'warn' | 'error' | 'debug'; text: string }
  | { type: 'rendered'; runtime: string | null };

/** The sessionStorage mark of a reload after a failed script (./index.ts). */
export const CHUNK_RELOAD_KEY = 'stencil-docs.chunk-reload';

// The project root, found from this file's location. fileURLToPath (not URL.pathname) keeps paths with
// spaces or other escaped characters intact. Uses only Node's standard library, so setup can import it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The playground files of each docs version of this build, written by src/plugins/try-it. */
import data from '@generated/try-it/default/releases.json';
import type { PlaygroundReleases, ReleaseFiles } from '@site/src/plugins/try-it/releaseTypes';

export const releases = data as PlaygroundReleases;

export function releaseOf(version: string): ReleaseFiles | undefined {
  return releases.versions[version];
}

/** A version's runtime sources, fetched once (the file is immutable), for the preview documents. */
const runtimes = new Map<string, Promise<{ client: string; appData: string }>>();
export function runtimeOf(files: ReleaseFiles): Promise<{ client: string; appData: string }> {
  let runtime = runtimes.get(files.runtime);
  if (!runtime) {
    runtime = fetch(files.runtime).then((response) => {
      if (!response.ok) throw new Error(`The runtime did not load (HTTP ${response.status}).`);
      return response.json() as Promise<{ client: string; appData: string }>;
    });
    runtime.catch(() => runtimes.delete(files.runtime));
    runtimes.set(files.runtime, runtime);
  }
  return runtime;
}

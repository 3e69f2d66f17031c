/** The list of the playground's files per docs version, as the try-it plugin writes it for the browser. */

/** The files of one version, as URLs, and the release they come from. */
export interface ReleaseFiles {
  release: string;
  compiler: string;
  runtime: string;
}

export interface PlaygroundReleases {
  /** The site's base URL, for share links. */
  base: string;
  /** The preview document. */
  frame: string;
  versions: Record<string, ReleaseFiles>;
}

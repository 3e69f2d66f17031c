/**
 * In a production build, the content of every page's twin comes from the tree the MDX loader has just
 * parsed, so that the build parses each page once instead of twice (parsing is most of what a twin
 * costs). The pages compile in the MDX workers' threads (../mdx-workers), where this remark plugin runs
 * first among the docs' remark plugins, before any of them changes the tree: it converts the tree and
 * leaves the twin's content in the compiled file's data, and the worker hands it back with the page.
 *
 * The markdown-twins plugin switches the collection on when it loads for a production build, and takes
 * the collected contents once the bundler is done. The tree is the one a twin of the page's source would
 * parse to: the loader applies the same preprocessing and syntax extensions as ./toMarkdown.ts.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { placeholderContext, type LinkSettings } from './convert';
import { twinBody } from './toMarkdown';

/** The key of a compiled file's data that holds its twin's content. */
export const TWIN_DATA_KEY = 'markdownTwin';

/** Set in a thread that compiles pages for a production build: the conversion of a page's tree. */
let convert: ((tree: Root, source: string, sourceFile: string) => string) | undefined;

/** Makes the remark plugin convert the pages this thread compiles from now on. */
export function convertTwinsInThisThread(settings: LinkSettings): void {
  const context = placeholderContext(settings);
  // The conversion leaves the tree alone: the loader goes on compiling it.
  convert = (tree, source, sourceFile) => twinBody(tree, source, sourceFile, context);
}

/** The remark plugin: leaves the twin's content of the page being compiled in its data, when converting. */
export default function remarkTwins() {
  return (tree: Root, file: VFile): undefined => {
    // The file's text is the preprocessed source that the tree was parsed from.
    if (convert) (file.data as Record<string, unknown>)[TWIN_DATA_KEY] = convert(tree, String(file.value), file.path);
    return undefined;
  };
}

/** A production build's collection of twin contents. */
export interface TwinCollection {
  /**
   * Each compiled page's twin content (`twinBody` in ./toMarkdown.ts), by the absolute path of its
   * source file. The first call ends the collection; later calls give the same contents.
   */
  bodies(): Map<string, string>;
}

/** The collection that compiled pages go to, with what converting them needs. */
let active: { settings: LinkSettings; bodies: Map<string, string> } | undefined;

/** Collects the twins of the pages compiled from now on. */
export function collectTwinBodies(settings: LinkSettings): TwinCollection {
  const collection = { settings, bodies: new Map<string, string>() };
  active = collection;
  return {
    bodies() {
      if (active === collection) active = undefined;
      return collection.bodies;
    },
  };
}

/** While a collection is on: what the threads that compile pages need to convert them. */
export function twinSettings(): LinkSettings | undefined {
  return active?.settings;
}

/** Takes the twin content a compiled page brought back, when collecting. */
export function receiveTwin(sourceFile: string, body: string): void {
  active?.bodies.set(sourceFile, body);
}

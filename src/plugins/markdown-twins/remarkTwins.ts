/**
 * In a production build, the content of every page's twin comes from the tree the MDX loader has just
 * parsed, so that the build parses each page once instead of twice (parsing is most of what a twin
 * costs). This remark plugin runs first among the docs' remark plugins, before any of them changes the
 * tree, converts the tree and keeps the twin's content in the collection.
 *
 * The markdown-twins plugin switches the collection on when it loads for a production build, and takes
 * the collected contents once the bundler is done. The tree is the one a twin of the page's source would
 * parse to: the loader applies the same preprocessing and syntax extensions as ./toMarkdown.ts.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { placeholderContext, type LinkSettings } from './convert';
import { twinBody, type TwinContext } from './toMarkdown';

/** The remark plugin: keeps the twin's content of the page being compiled, while a collection is on. */
export default function remarkTwins() {
  return (tree: Root, file: VFile): undefined => {
    // The file's text is the preprocessed source that the tree was parsed from; the tree is left alone.
    if (active) active.bodies.set(file.path, twinBody(tree, String(file.value), file.path, active.context));
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
let active: { context: TwinContext; bodies: Map<string, string> } | undefined;

/** Collects the twins of the pages compiled from now on. */
export function collectTwinBodies(settings: LinkSettings): TwinCollection {
  const collection = { context: placeholderContext(settings), bodies: new Map<string, string>() };
  active = collection;
  return {
    bodies() {
      if (active === collection) active = undefined;
      return collection.bodies;
    },
  };
}

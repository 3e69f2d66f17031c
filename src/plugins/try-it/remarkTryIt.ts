/**
 * A "Try it" control under every code sample that defines a component and can run on its own: a remark
 * plugin that inserts `<TryIt version="v4.9" sample="my-card.tsx" files="[…]" />` after the sample's
 * fence. The sample's own code is not repeated: the control reads it from the code block above it when
 * used (./client/sampleFiles.ts); `files` holds the other files it needs (its stylesheets, the page's
 * other components it renders, the preview's markup) as JSON.
 *
 * It runs after the Markdown twins' plugin, which reads the tree as parsed, so the twins keep the plain
 * fences, and before the static-code plugin turns fences into `<CodeBlock>` elements.
 */
import path from 'node:path';
import type { Code, Parent, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { definesComponent, ineligibility, playgroundFiles, type Fence } from './samples';

/** The docs version of a page's source file: `current` under docs/, `<name>` under versioned_docs/version-<name>/. */
export function versionOfSource(file: string): string {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('versioned_docs');
  return at >= 0 && parts[at + 1]?.startsWith('version-') ? parts[at + 1]!.slice('version-'.length) : 'current';
}

/** The fences of a tree in page order, each with the node and its parent. */
function fencesOf(tree: Root): { node: Code; parent: Parent }[] {
  const found: { node: Code; parent: Parent }[] = [];
  const visit = (parent: Parent) => {
    for (const child of parent.children) {
      if (child.type === 'code') found.push({ node: child, parent });
      else if ('children' in child) visit(child as Parent);
    }
  };
  visit(tree);
  return found;
}

export default function remarkTryIt() {
  return (tree: Root, file: VFile): undefined => {
    const located = fencesOf(tree);
    const fences: Fence[] = located.map(({ node }) => ({ lang: (node.lang ?? '').toLowerCase(), code: node.value }));
    const version = versionOfSource(file.path ?? '');
    for (const [index, { node, parent }] of located.entries()) {
      const fence = fences[index]!;
      if (!definesComponent(fence) || ineligibility(fence)) continue;
      const [sample, ...others] = playgroundFiles(fences, index);
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'TryIt',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'version', value: version },
          { type: 'mdxJsxAttribute', name: 'sample', value: sample!.name },
          {
            type: 'mdxJsxAttribute',
            name: 'files',
            value: JSON.stringify(others.map(({ name, code }) => [name, code])),
          },
        ],
        children: [],
      };
      parent.children.splice(parent.children.indexOf(node) + 1, 0, element as Parent['children'][number]);
    }
    return undefined;
  };
}

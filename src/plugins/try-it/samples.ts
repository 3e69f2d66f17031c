/**
 * Which code samples of a page can run in the playground, and what each one needs besides its own
 * fence: the stylesheet its `styleUrl` names and the other components of the page it renders. Pure
 * functions over the page's fences, shared by the remark plugin (./remarkTryIt.ts), the list of samples
 * without a control (scripts/list-try-it.mjs) and their tests.
 */

/** One fenced code block of a page, in page order. */
export interface Fence {
  lang: string;
  code: string;
}

/** One file of a playground: a component (`.tsx`), a stylesheet (`.css`) or the preview's markup (`index.html`). */
export interface PlaygroundFile {
  name: string;
  code: string;
}

/** What the playground opens: the docs version whose release compiles the code, and the files. */
export interface PlaygroundState {
  /** The docs version's name (`current` for Next, `v4.9`, …). */
  version: string;
  files: PlaygroundFile[];
}

/** Why a sample that defines a component has no "Try it" control; null when it has one. */
export type Ineligibility = null | { reason: string };

const COMPONENT_DECORATOR = /@Component\s*\(/;
const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript']);
const STYLE_LANGS = new Set(['css']);
/** Module specifiers a sample imports (static imports and re-exports; `import type` is erased by the compiler). */
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/gm;
/** Node APIs a browser has no equivalent of. */
const NODE_API = /\b(?:require\s*\(|process\.(?:env|argv|cwd|exit)|__dirname|__filename|Buffer\.)/;

/** A fence that defines a Stencil component. */
export function definesComponent(fence: Fence): boolean {
  return SCRIPT_LANGS.has(fence.lang) && COMPONENT_DECORATOR.test(fence.code);
}

/** Null when a component sample can run on its own in the playground, else why not. */
export function ineligibility(fence: Fence): Ineligibility {
  for (const [, typeOnly, specifier] of fence.code.matchAll(IMPORT)) {
    if (typeOnly || specifier === '@stencil/core') continue;
    return { reason: `imports ${specifier}` };
  }
  if (NODE_API.test(fence.code)) return { reason: 'uses a Node.js API' };
  return null;
}

/** The tag a component sample declares (`tag: 'my-card'`), if it names one literally. */
export function tagOf(code: string): string | undefined {
  return /\btag\s*:\s*['"]([a-z][\w-]*-[\w-]*)['"]/.exec(code)?.[1];
}

/** The custom-element tags a sample's JSX renders. */
export function renderedTags(code: string): Set<string> {
  return new Set([...code.matchAll(/<([a-z][a-z0-9]*-[a-z0-9-]*)[\s/>]/g)].map((match) => match[1]!));
}

/** The stylesheet names a component's decorator gives (`styleUrl`, `styleUrls`, in any form). */
export function styleUrls(code: string): string[] {
  const decorator = /@Component\s*\(\s*\{([\s\S]*?)\}\s*\)/.exec(code)?.[1] ?? '';
  const urls = /\bstyleUrls?\s*:\s*(\[[^\]]*\]|\{[^}]*\}|['"][^'"]+['"])/.exec(decorator)?.[1] ?? '';
  return [...new Set([...urls.matchAll(/['"]([^'"]+\.css)['"]/g)].map((match) => match[1]!))];
}

/** The file name a stylesheet reference resolves to in the playground (`./styles/card.css` → `card.css`). */
export const styleFileName = (url: string) => url.split('/').pop()!;

/**
 * The stylesheet for a sample: the nearest CSS fence after it and before the next component sample,
 * else the nearest one before it and after the previous component sample; else none.
 */
function stylesheetNear(fences: readonly Fence[], index: number): string | undefined {
  for (let i = index + 1; i < fences.length && !definesComponent(fences[i]!); i++) {
    if (STYLE_LANGS.has(fences[i]!.lang)) return fences[i]!.code;
  }
  for (let i = index - 1; i >= 0 && !definesComponent(fences[i]!); i--) {
    if (STYLE_LANGS.has(fences[i]!.lang)) return fences[i]!.code;
  }
  return undefined;
}

const componentFileName = (code: string, fallback: string) => `${tagOf(code) ?? fallback}.tsx`;

/**
 * The playground files of the sample at `index` among a page's fences: the sample, each other component
 * of the page that it renders by tag (transitively), the stylesheets they name (from the CSS fence next
 * to each, else empty, for the reader to fill), and the preview's markup, which renders the sample's tag.
 */
export function playgroundFiles(fences: readonly Fence[], index: number): PlaygroundFile[] {
  const byTag = new Map<string, number>();
  fences.forEach((fence, i) => {
    const tag = definesComponent(fence) && !ineligibility(fence) ? tagOf(fence.code) : undefined;
    if (tag && !byTag.has(tag)) byTag.set(tag, i);
  });
  const included = [index];
  for (let k = 0; k < included.length; k++) {
    for (const tag of renderedTags(fences[included[k]!]!.code)) {
      const other = byTag.get(tag);
      if (other !== undefined && !included.includes(other)) included.push(other);
    }
  }
  const files: PlaygroundFile[] = [];
  const names = new Set<string>();
  for (const [order, i] of included.entries()) {
    const { code } = fences[i]!;
    const name = componentFileName(code, order === 0 ? 'component' : `component-${order}`);
    if (names.has(name)) continue;
    names.add(name);
    files.push({ name, code: code.replace(/\n$/, '') });
    for (const url of styleUrls(code)) {
      const cssName = styleFileName(url);
      if (names.has(cssName)) continue;
      names.add(cssName);
      files.push({ name: cssName, code: (stylesheetNear(fences, i) ?? '').replace(/\n$/, '') });
    }
  }
  const tag = tagOf(fences[index]!.code);
  files.push({ name: 'index.html', code: tag ? `<${tag}></${tag}>` : '' });
  return files;
}

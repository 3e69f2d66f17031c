/**
 * What changed in a doc page between two versions, computed from the two Markdown twins: the text as
 * segments kept, added or removed, and which sections (`##` and `###` headings) were added, removed or
 * changed. Pure and framework-free; only the comparison page imports it, so the diff and Markdown
 * libraries load with that page and never with the rest of the site.
 */
import { diffLines, diffWordsWithSpace, type Change } from 'diff';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Heading, Nodes, Root } from 'mdast';

export type SegmentKind = 'same' | 'added' | 'removed';

export interface Segment {
  readonly kind: SegmentKind;
  readonly text: string;
}

export interface SectionSummary {
  /** Headings of the sections only `to` has, in its order. */
  readonly added: string[];
  /** Headings of the sections only `from` has, in its order. */
  readonly removed: string[];
  /** Headings of the sections both have with different content, in the order of `to`. */
  readonly changed: string[];
}

/**
 * Beyond this many characters on either side, a replaced run of lines is shown whole rather than word by
 * word: word diffing costs grow with the product of the run's length and its edits, and a run this long
 * is a rewrite, which reads better as a block removed and a block added.
 */
const WORD_DIFF_MAX_CHARS = 4000;
/** The most word-level edits worth showing in one run; past it the run is shown whole too. */
const WORD_DIFF_MAX_EDITS = 400;
/**
 * How much of the shorter side (in non-blank characters) a word diff must keep for it to be shown:
 * below it the shared words are scraps ("the", "a", punctuation) and the run reads as a rewrite.
 */
const WORD_DIFF_MIN_KEPT = 0.5;
/** A bound on the line diff, far above any real page's edits, so no input can stall the page. */
const LINE_DIFF_MAX_EDITS = 20000;

const normalize = (text: string) => text.replace(/\r\n?/g, '\n');
const nonBlankLength = (text: string) => text.replace(/\s+/g, '').length;

/** Appends a segment, merging it into the previous one when they are of the same kind. */
function push(segments: Segment[], kind: SegmentKind, text: string): void {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last?.kind === kind) segments[segments.length - 1] = { kind, text: last.text + text };
  else segments.push({ kind, text });
}

/**
 * Regroups a word diff into readable changes: the spaces between two changed words go into both the
 * removal and the addition, so "a b" replaced by "c d" shows as one removal and one addition, not four
 * fragments with shared spaces between them. Removals come before additions within each change.
 */
function regroup(changes: readonly Change[]): Segment[] {
  const segments: Segment[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    push(segments, 'removed', removed);
    push(segments, 'added', added);
    removed = '';
    added = '';
  };
  changes.forEach((change, index) => {
    if (change.removed) removed += change.value;
    else if (change.added) added += change.value;
    else {
      const next = changes[index + 1];
      const between = (removed || added) && (next?.added || next?.removed);
      if (between && /^[^\S\n]+$/.test(change.value)) {
        removed += change.value;
        added += change.value;
        return;
      }
      flush();
      push(segments, 'same', change.value);
    }
  });
  flush();
  return segments;
}

const WORDS = /[\p{L}\p{N}_]+|[^\p{L}\p{N}_\s]/gu;

/**
 * How many non-blank characters the words of `a` and `b` have in common, in any order: at least what
 * a word diff keeps, and found in linear time, so two unrelated runs are told apart without diffing.
 */
function sharedWordLength(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const [word] of a.matchAll(WORDS)) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const [word] of b.matchAll(WORDS)) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      counts.set(word, left - 1);
      shared += word.length;
    }
  }
  return shared;
}

/** A replaced run of lines, word by word when that reads better than whole, else whole. */
function replacedRun(removed: string, added: string): Segment[] {
  const whole: Segment[] = [
    { kind: 'removed', text: removed },
    { kind: 'added', text: added },
  ];
  if (removed.length > WORD_DIFF_MAX_CHARS || added.length > WORD_DIFF_MAX_CHARS) return whole;
  const shorter = Math.min(nonBlankLength(removed), nonBlankLength(added));
  if (shorter > 0 && sharedWordLength(removed, added) / shorter < WORD_DIFF_MIN_KEPT) return whole;
  const words = diffWordsWithSpace(removed, added, { maxEditLength: WORD_DIFF_MAX_EDITS });
  if (!words) return whole;
  const kept = words.reduce(
    (sum, change) => (change.added || change.removed ? sum : sum + nonBlankLength(change.value)),
    0,
  );
  if (shorter > 0 && kept / shorter < WORD_DIFF_MIN_KEPT) return whole;
  return regroup(words);
}

/**
 * The text of `to` with its differences from `from` marked, as segments in reading order: the text of
 * the `same` and `added` segments is `to`, that of the `same` and `removed` ones is `from`. Lines are
 * compared first; a run of removed lines next to a run of added ones is then compared word by word,
 * so that a one-word edit shows as that word, not as two whole lines.
 */
export function compareMarkdown(from: string, to: string): Segment[] {
  const older = normalize(from);
  const newer = normalize(to);
  const lines = diffLines(older, newer, { maxEditLength: LINE_DIFF_MAX_EDITS }) ?? [
    { value: older, removed: true, added: false, count: 0 },
    { value: newer, added: true, removed: false, count: 0 },
  ];
  const segments: Segment[] = [];
  for (let index = 0; index < lines.length; index++) {
    const change = lines[index]!;
    const next = lines[index + 1];
    if ((change.removed && next?.added) || (change.added && next?.removed)) {
      const removed = change.removed ? change.value : next.value;
      const added = change.added ? change.value : next.value;
      for (const segment of replacedRun(removed, added)) push(segments, segment.kind, segment.text);
      index++;
    } else {
      push(segments, change.added ? 'added' : change.removed ? 'removed' : 'same', change.value);
    }
  }
  return segments;
}

/**
 * CommonMark is enough to find the headings: no GFM construct (table, footnote, task list) can hold or
 * make a top-level heading, and leaving GFM out halves the time a long page takes to parse.
 */
const parser = unified().use(remarkParse);

/** The text of a heading as a reader sees it: inline code and emphasis kept as their words. */
function plainText(node: Nodes): string {
  if ('value' in node) return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

interface Section {
  /** The heading, with the `##` heading above a `###` one and a count for repeated headings. */
  readonly key: string;
  readonly title: string;
  readonly content: string;
}

/**
 * The page's `##` and `###` sections, each running to the next heading of level 1 to 3. Deeper
 * headings stay inside their section, as they stay out of the page's table of contents; headings
 * inside code blocks, block quotes and lists are not sections, as the parser does not make them
 * top-level headings.
 */
function sectionsOf(markdown: string): Section[] {
  const tree = parser.parse(markdown) as Root;
  const headings = tree.children.filter(
    (node): node is Heading => node.type === 'heading' && node.depth <= 3 && node.position !== undefined,
  );
  const sections: Section[] = [];
  const seen = new Map<string, number>();
  let parent = '';
  headings.forEach((heading, index) => {
    const title = plainText(heading).trim();
    if (heading.depth === 2) parent = title;
    if (heading.depth < 2) {
      parent = '';
      return;
    }
    const scoped = heading.depth === 3 ? `${parent}\u0000${title}` : title;
    const occurrence = (seen.get(scoped) ?? 0) + 1;
    seen.set(scoped, occurrence);
    const start = heading.position!.end.offset!;
    const end = headings[index + 1]?.position!.start.offset ?? markdown.length;
    sections.push({
      key: `${heading.depth}\u0000${scoped}\u0000${occurrence}`,
      title,
      content: markdown.slice(start, end).trim(),
    });
  });
  return sections;
}

/** Which sections `to` adds, removes or changes compared with `from`, by heading. */
export function sectionSummary(from: string, to: string): SectionSummary {
  const older = new Map(sectionsOf(normalize(from)).map((section) => [section.key, section]));
  const newer = sectionsOf(normalize(to));
  const newerKeys = new Set(newer.map((section) => section.key));
  const added: string[] = [];
  const changed: string[] = [];
  for (const section of newer) {
    const before = older.get(section.key);
    if (!before) added.push(section.title);
    else if (before.content !== section.content) changed.push(section.title);
  }
  const removed = [...older.values()].filter((section) => !newerKeys.has(section.key)).map((section) => section.title);
  return { added, removed, changed };
}

/**
 * One line for the summary: "2 sections added, 1 removed, 3 changed", "No differences", or, when the
 * texts differ outside every section, that only the introduction changed.
 */
export function summaryText(summary: SectionSummary, identical: boolean): string {
  if (identical) return 'No differences';
  const counts = [
    [summary.added.length, 'added'],
    [summary.removed.length, 'removed'],
    [summary.changed.length, 'changed'],
  ] as const;
  const parts = counts
    .filter(([count]) => count > 0)
    .map(([count, what], index) =>
      index === 0 ? `${count} ${count === 1 ? 'section' : 'sections'} ${what}` : `${count} ${what}`,
    );
  return parts.length > 0 ? parts.join(', ') : 'Only the introduction changed';
}

/** Whether segments from `compareMarkdown` hold no change at all. */
export function isUnchanged(segments: readonly Segment[]): boolean {
  return segments.every((segment) => segment.kind === 'same');
}

/** The page's title: the text of the `# Title` line that opens every twin. */
export function pageTitle(markdown: string): string | undefined {
  // Only the first line is parsed: the rest of a long page cannot change its title.
  const [first] = parser.parse(normalize(markdown).split('\n', 1)[0] ?? '').children;
  return first?.type === 'heading' && first.depth === 1 ? plainText(first).trim() || undefined : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `markdown` with its links to the pages in `permalinks` (a URL path → the URL path to use instead)
 * rewritten, with or without the site's origin before them. Only whole URLs are replaced: the path
 * must follow the start of a line, a space, a bracket, a quote or an origin, and end the URL or come
 * before its `#fragment` or `?query`.
 */
export function replaceLinks(markdown: string, permalinks: ReadonlyMap<string, string>): string {
  const paths = [...permalinks.keys()].filter(Boolean);
  if (paths.length === 0) return markdown;
  // Longest first, so `/docs/v4.8/events` is not taken for a shorter path it starts with.
  const alternatives = paths
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const pattern = new RegExp(`(^|[\\s(<\\["']|https?://[^\\s/()<>"'\\]]+)(${alternatives})(?=$|[\\s)>\\]"'#?])`, 'gm');
  return markdown.replace(
    pattern,
    (_match, before: string, path: string) => `${before}${permalinks.get(path) ?? path}`,
  );
}

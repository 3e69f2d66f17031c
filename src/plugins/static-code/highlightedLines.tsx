/**
 * The build's highlighted markup of a code block (./highlight.ts), from the site's `CodeBlock` (which
 * receives it) to its `CodeBlock/Content` (which shows it): the theme's components in between pass on
 * only what Docusaurus knows of a block. Browser module: no Node imports here.
 */
import { createContext, useContext } from 'react';

const decoded: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** The text of the build's markup: the code. The build escapes only these three characters (`escapeHtml`). */
export function textOfMarkup(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:lt|gt|amp);/g, (entity) => decoded[entity]);
}

/** Code given as text, as markup of the same shape: one line of HTML per line of code. */
export function markupOfText(code: string): string[] {
  return code.split('\n').map((line) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
}

const Context = createContext<string[] | null>(null);

/** Gives the blocks inside the build's markup of each line of their code. */
export const HighlightedLinesProvider = Context.Provider;

/** The markup of each line of the code block being rendered; null for code given as text. */
export function useHighlightedLines(): string[] | null {
  return useContext(Context);
}

import type { ReactNode } from 'react';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/**
 * Splits a Pagefind excerpt into plain text runs and highlighted runs. The excerpt is HTML that
 * marks matches with `<mark>`; everything else in it is treated as text, never as markup.
 */
export function splitHighlights(excerpt: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece)
      parts.push({ text: piece.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => entities[e] ?? e), marked });
  }
  return parts;
}

export function Highlighted({ excerpt }: { excerpt: string }): ReactNode {
  return splitHighlights(excerpt).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text));
}

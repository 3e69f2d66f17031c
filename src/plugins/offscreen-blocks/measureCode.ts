/** Used by src/theme/CodeBlock, in the browser bundle too: no Node imports here. */

/**
 * The size of a block's text in lines and in columns (its longest line), from its code or its highlighted
 * HTML: tags dropped, entities counted as one character, a tab as up to the next of Prism's 8-column stops.
 */
export function measureCode(code: string): { lines: number; columns: number } {
  const text = code
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '_')
    .replace(/\n$/, '');
  const rows = text.split('\n');
  const width = (row: string) =>
    [...row].reduce((column, character) => (character === '\t' ? column + 8 - (column % 8) : column + 1), 0);
  return { lines: rows.length, columns: Math.max(...rows.map(width)) };
}

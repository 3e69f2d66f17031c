/** Used by src/theme/CodeBlock/Content, in the browser bundle too: no Node imports here. */

/**
 * The size of a block's text in lines and in columns (its longest line), a tab counting up to the next
 * 8-column stop (the browser's default `tab-size`).
 */
export function measureCode(code: string): { lines: number; columns: number } {
  const rows = code.replace(/\n$/, '').split('\n');
  const width = (row: string) =>
    [...row].reduce((column, character) => (character === '\t' ? column + 8 - (column % 8) : column + 1), 0);
  return { lines: rows.length, columns: Math.max(...rows.map(width)) };
}

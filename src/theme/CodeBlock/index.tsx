/**
 * Fenced code arrives from the build highlighted (`html`, one line of HTML per line of code, written by
 * src/plugins/static-code): this hands its lines to the site's `CodeBlock/Content` and its text to the
 * theme's code block. `<CodeBlock>` written by hand, with the code as children, is the theme's, shown as
 * plain text: no tokenizer ships to the browser.
 */
import { useMemo, type ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';
import { HighlightedLinesProvider, textOfMarkup } from '@site/src/plugins/static-code/highlightedLines';

export type Props = Omit<CodeBlockProps, 'children'> & {
  children?: ReactNode;
  /** The code as highlighted HTML, one line of HTML per line of code. */
  html?: string;
  /** The classes of the code's lines, by index from 0, as the build read them from the fence. */
  lineClassNames?: Record<number, string[]>;
};

export default function CodeBlockWrapper({ html, children, ...props }: Props): ReactNode {
  const lines = useMemo(() => html?.split('\n') ?? null, [html]);
  return (
    <HighlightedLinesProvider value={lines}>
      <CodeBlock {...props}>{html === undefined ? children : textOfMarkup(html)}</CodeBlock>
    </HighlightedLinesProvider>
  );
}

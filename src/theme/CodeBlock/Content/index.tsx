/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Stencil: ejected from @docusaurus/theme-classic 3.10.2: the part of the
// theme's code block that tokenizes in the browser (prism-react-renderer's
// `Highlight`). Each line's tokens come from the build as markup
// (src/plugins/static-code) and go through the theme's `Line` as they are, so
// no tokenizer ships; code far from the viewport renders when the reader nears
// it (src/plugins/offscreen-blocks).

import React, {
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {
  markupOfText,
  useHighlightedLines,
} from '@site/src/plugins/static-code/highlightedLines';
import {measureCode} from '@site/src/plugins/offscreen-blocks/measureCode';

import styles from './styles.module.css';

// TODO Docusaurus v4: remove useless forwardRef
// eslint-disable-next-line react/display-name -- Stencil: as upstream
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>(
  (props, ref) => {
    return (
      <pre
        ref={ref}
        /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
        tabIndex={0}
        {...props}
        className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
      />
    );
  },
);

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined &&
          styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

// Stencil: what `Highlight` hands `Line`, for lines whose one token is the
// line's markup from the build. No inline colours: the code themes are CSS.
function getLineProps({className}: LineInputProps): LineOutputProps {
  return {className: clsx('token-line', className)};
}
function getTokenProps({token}: TokenInputProps): TokenOutputProps {
  // No class of its own: the markup's elements carry the tokens' classes (the
  // type asks for one, as prism-react-renderer always writes `token …`).
  const props = {dangerouslySetInnerHTML: {__html: token.content}};
  return props as unknown as TokenOutputProps;
}

// Stencil: far from the viewport, the browser skips the code's style, layout
// and paint. Lines do not wrap until the reader asks, so lines and columns give
// the code's exact size, which it takes meanwhile. Not with line numbers: the
// code is then a table, which cannot take a size of its own.
function deferredRendering(code: string, showLineNumbers: boolean) {
  if (showLineNumbers) {
    return undefined;
  }
  const {lines, columns} = measureCode(code);
  return {
    className: styles.deferred,
    style: {
      '--code-block-lines': lines,
      '--code-block-columns': columns,
    } as CSSProperties,
  };
}

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // Stencil: the build's markup of each line, in place of `Highlight`'s tokens
  // and inline styles
  const lines = useHighlightedLines() ?? markupOfText(code);
  const deferred = deferredRendering(code, lineNumbersStart !== undefined);
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, 'prism-code', `language-${language}`)}>
      <Code className={deferred?.className} style={deferred?.style}>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={[{types: [], content: line}]}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );
}

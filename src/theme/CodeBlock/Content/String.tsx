/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Stencil: ejected from @docusaurus/theme-classic 3.10.2. The build reads each
// fence's magic comments and `{1,3-4}` range, as the theme's
// `createCodeBlockMetadata` would for every block on every render
// (src/plugins/static-code/codeFence.ts): the code arrives without its magic
// comments and the lines' classes as a prop, so the browser ships no parser.
// Code written in a <CodeBlock> by hand is shown as it is written.

import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  type CodeBlockMetadata,
  getLineNumbersStart,
  parseCodeBlockTitle,
  parseLanguage,
} from '@docusaurus/theme-common/internal';
import type {Props as StringProps} from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';

// Stencil: the classes of the lines, from the build
type Props = StringProps & {
  readonly lineClassNames?: CodeBlockMetadata['lineClassNames'];
};

function useCodeBlockMetadata(props: Props): CodeBlockMetadata {
  const {prism} = useThemeConfig();
  // Stencil: `createCodeBlockMetadata` without its `parseLines`
  const language =
    (
      props.language ??
      parseLanguage(props.className) ??
      prism.defaultLanguage
    )?.toLowerCase() ?? 'text';
  return {
    codeInput: props.children,
    code: props.children.replace(/\r?\n$/, ''),
    className: clsx(
      props.className,
      !props.className?.includes(`language-${language}`) &&
        `language-${language}`,
    ),
    language,
    title: parseCodeBlockTitle(props.metastring) || props.title,
    lineNumbersStart: getLineNumbersStart({
      showLineNumbers: props.showLineNumbers,
      metastring: props.metastring,
    }),
    lineClassNames: props.lineClassNames ?? {},
  };
}

// Stencil: the copy and word-wrap buttons hold no state, so that they also
// work in content kept as server markup (src/theme/CodeBlock/Buttons): this
// only gives `Content` the ref the theme's `useCodeWordWrap` would.
function useCodeWordWrap() {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  return {codeBlockRef, isEnabled: false, isCodeScrollable: false, toggle() {}};
}

// TODO Docusaurus v4: move this component at the root?
export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}

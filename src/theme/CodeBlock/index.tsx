/**
 * Replaces Docusaurus's CodeBlock: fenced code arrives highlighted at build time (the `html` prop, written
 * by src/plugins/static-code), so this component only lays it out (title, scrolling box, copy button) and
 * never tokenizes in the browser. `<CodeBlock>` written by hand in MDX, with the code as children, is
 * shown as plain text in the same frame.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from './styles.module.css';

export interface Props {
  /** The highlighted lines, from the build. */
  html?: string;
  /** Code given as children instead (no highlighting). */
  children?: ReactNode;
  language?: string;
  /** `language-xyz`, as MDX and hand-written blocks pass it. */
  className?: string;
  title?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies with the Clipboard API where the page may use it, else by selecting the text (plain HTTP). */
async function copyText(text: string, element: HTMLElement): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
  const copied = document.execCommand('copy');
  selection?.removeAllRanges();
  if (!copied) throw new Error('copy refused');
}

function CopyButton({ codeRef }: { codeRef: React.RefObject<HTMLElement | null> }): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const label =
    state === 'copied'
      ? translate({
          id: 'theme.CodeBlock.copied',
          message: 'Copied',
          description: 'The copied button label on code blocks',
        })
      : state === 'failed'
        ? translate({
            id: 'theme.CodeBlock.copyFailed',
            message: 'Copy failed: select the code and copy it',
            description: 'The copy button label on code blocks when the browser refused the clipboard',
          })
        : translate({
            id: 'theme.CodeBlock.copyButtonAriaLabel',
            message: 'Copy code to clipboard',
            description: 'The ARIA label for copy code blocks button',
          });
  const copy = () => {
    const code = codeRef.current;
    if (!code) return;
    copyText(code.textContent ?? '', code).then(
      () => setState('copied'),
      () => setState('failed'),
    );
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button
      type="button"
      aria-label={label}
      title={translate({
        id: 'theme.CodeBlock.copy',
        message: 'Copy',
        description: 'The copy button label on code blocks',
      })}
      className={clsx(styles.copyButton, state !== 'idle' && styles[state])}
      onClick={copy}>
      <span className={styles.icon} aria-hidden="true" />
      <span className={styles.status} aria-live="polite">
        {state === 'idle' ? '' : label}
      </span>
    </button>
  );
}

export default function CodeBlock({ html, children, language, className, title }: Props): ReactNode {
  const codeRef = useRef<HTMLElement>(null);
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  return (
    <div className={clsx(ThemeClassNames.common.codeBlock, `language-${lang}`, styles.container)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll long lines */}
        <pre tabIndex={0} className={clsx('prism-code', `language-${lang}`, styles.pre, 'thin-scrollbar')}>
          {html !== undefined ? (
            <code ref={codeRef} className={styles.lines} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <code ref={codeRef} className={styles.lines}>
              {children}
            </code>
          )}
        </pre>
        <CopyButton codeRef={codeRef} />
      </div>
    </div>
  );
}

/**
 * Replaces Docusaurus's CodeBlock: fenced code arrives highlighted at build time (the `html` prop, written
 * by src/plugins/static-code), so this component only lays it out (title, scrolling box, copy button) and
 * never tokenizes in the browser. `<CodeBlock>` written by hand in MDX, with the code as children, is
 * shown as plain text in the same frame.
 */
import type { CSSProperties, ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { translate } from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { measureCode } from '@site/src/plugins/offscreen-blocks/measureCode';
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

const COPY_BUTTON = 'data-copy-code';
const resetTimers = new WeakMap<HTMLElement, number>();

/**
 * One click handler for every copy button on the page. The buttons carry their labels as attributes and
 * hold no state, so they work the same in content rendered by the browser and in content the first load
 * keeps as the server rendered it (`@site/src/components/ServerRendered`).
 */
function onCopyClick(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>(`button[${COPY_BUTTON}]`);
  const code = button?.closest(`.${styles.content}`)?.querySelector<HTMLElement>('code');
  if (!button || !code) return;
  const status = button.querySelector(`.${styles.status}`)!;
  const show = (state: 'copied' | 'failed' | 'idle') => {
    button.classList.toggle(styles.copied, state === 'copied');
    button.classList.toggle(styles.failed, state === 'failed');
    const label = button.dataset[state === 'idle' ? 'labelIdle' : state === 'copied' ? 'labelCopied' : 'labelFailed']!;
    button.setAttribute('aria-label', label);
    status.textContent = state === 'idle' ? '' : label;
  };
  copyText(code.textContent ?? '', code).then(
    () => show('copied'),
    () => show('failed'),
  );
  window.clearTimeout(resetTimers.get(button));
  resetTimers.set(
    button,
    window.setTimeout(() => show('idle'), 2000),
  );
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('click', onCopyClick);

function CopyButton(): ReactNode {
  const idle = translate({
    id: 'theme.CodeBlock.copyButtonAriaLabel',
    message: 'Copy code to clipboard',
    description: 'The ARIA label for copy code blocks button',
  });
  return (
    <button
      type="button"
      {...{ [COPY_BUTTON]: '' }}
      aria-label={idle}
      data-label-idle={idle}
      data-label-copied={translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })}
      data-label-failed={translate({
        id: 'theme.CodeBlock.copyFailed',
        message: 'Copy failed: select the code and copy it',
        description: 'The copy button label on code blocks when the browser refused the clipboard',
      })}
      title={translate({
        id: 'theme.CodeBlock.copy',
        message: 'Copy',
        description: 'The copy button label on code blocks',
      })}
      className={styles.copyButton}>
      <span className={styles.icon} aria-hidden="true" />
      <span className={styles.status} aria-live="polite" />
    </button>
  );
}

export default function CodeBlock({ html, children, language, className, title }: Props): ReactNode {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  // Lines never wrap (the box scrolls sideways), so lines and columns give the code's exact size, which
  // the browser takes while it skips rendering a block far from the viewport.
  const code = html ?? (typeof children === 'string' ? children : undefined);
  const size = code === undefined ? undefined : measureCode(code);
  const deferred = size && {
    className: styles.deferred,
    style: { '--code-block-lines': size.lines, '--code-block-columns': size.columns } as CSSProperties,
  };
  return (
    <div className={clsx(ThemeClassNames.common.codeBlock, `language-${lang}`, styles.container)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll long lines */}
        <pre tabIndex={0} className={clsx('prism-code', `language-${lang}`, styles.pre, 'thin-scrollbar')}>
          {html !== undefined ? (
            <code
              className={clsx(styles.lines, deferred?.className)}
              style={deferred?.style}
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <code className={clsx(styles.lines, deferred?.className)} style={deferred?.style}>
              {children}
            </code>
          )}
        </pre>
        <CopyButton />
      </div>
    </div>
  );
}

/**
 * Stencil: ejected from @docusaurus/theme-classic 3.10 (theme/CodeBlock/Buttons/CopyButton/index.js). The
 * button holds no state: its labels are attributes, and one listener on the document copies the block's
 * code and relabels the button (src/plugins/static-code/codeBlockButtons.ts), so that it works in content
 * no component runs for. Where the browser refuses the clipboard, it says so instead of failing silently.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import { COPY_BUTTON } from '@site/src/plugins/static-code/codeBlockButtons';
import styles from './styles.module.css';

function title() {
  return translate({
    id: 'theme.CodeBlock.copy',
    message: 'Copy',
    description: 'The copy button label on code blocks',
  });
}

function ariaLabel(isCopied: boolean) {
  return isCopied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
}

function failedLabel() {
  return translate({
    id: 'theme.CodeBlock.copyFailed',
    message: 'Copy failed: select the code and copy it',
    description: 'The copy button label on code blocks when the browser refused the clipboard',
  });
}

export default function CopyButton({ className }: Props): ReactNode {
  return (
    <Button
      {...{ [COPY_BUTTON]: '' }}
      aria-label={ariaLabel(false)}
      data-label-idle={ariaLabel(false)}
      data-label-copied={ariaLabel(true)}
      data-label-failed={failedLabel()}
      title={title()}
      className={clsx(className, styles.copyButton)}>
      <span className={styles.copyButtonIcon} aria-hidden="true" />
      <span className={styles.copyButtonStatus} aria-live="polite" />
    </Button>
  );
}

/**
 * Stencil: ejected from @docusaurus/theme-classic 3.10 (theme/CodeBlock/Buttons/WordWrapButton/index.js).
 * The button holds no state: one listener on the document shows it while the code scrolls sideways or is
 * wrapped, and wraps the code (src/plugins/static-code/codeBlockButtons.ts), so that it works in content
 * no component runs for. It is hidden until the pointer or focus enters the block and the code is found
 * to scroll; `aria-pressed` says whether the code is wrapped.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import type { Props } from '@theme/CodeBlock/Buttons/WordWrapButton';
import { WRAP_BUTTON } from '@site/src/plugins/static-code/codeBlockButtons';
import styles from './styles.module.css';

export default function WordWrapButton({ className }: Props): ReactNode {
  const title = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <Button
      {...{ [WRAP_BUTTON]: '' }}
      hidden
      aria-pressed="false"
      className={clsx(className, styles.wordWrapButton)}
      aria-label={title}
      title={title}>
      <span className={styles.wordWrapButtonIcon} aria-hidden="true" />
    </Button>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * Markdown tables scroll sideways on narrow screens; the scrolling box is a labelled group that
 * keyboard users can focus and scroll with the arrow keys (a group, not a region: a page has many).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className={styles.scroller} role="group" aria-label="Scrollable table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

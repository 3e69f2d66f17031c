import { Children, isValidElement, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import styles from './styles.module.css';

/** The rows of a Markdown table: the rows of its head and body. */
function countRows(sections: ReactNode): number {
  let rows = 0;
  Children.forEach(sections, (section) => {
    if (isValidElement<{ children?: ReactNode }>(section)) {
      Children.forEach(section.props.children, (row) => {
        if (isValidElement(row)) rows += 1;
      });
    }
  });
  return rows;
}

/**
 * Markdown tables scroll sideways on narrow screens; the scrolling box is a labelled group that
 * keyboard users can focus and scroll with the arrow keys (a group, not a region: a page has many).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div
      className={styles.scroller}
      role="group"
      aria-label="Scrollable table"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
      tabIndex={0}
      style={{ '--table-rows': countRows(props.children) } as CSSProperties}>
      <table {...props} />
    </div>
  );
}

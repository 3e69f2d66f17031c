import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** Markdown elements rendered by our own components. */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};

import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import CodeBlock from '@theme/CodeBlock';
import TryIt from '@site/src/components/TryIt';

/** Markdown elements rendered by our own components. */
export default {
  ...MDXComponents,
  table: ScrollableTable,
  // Fenced code, which the build hands to `<CodeBlock>` highlighted (src/plugins/static-code).
  CodeBlock,
  // Under runnable component samples (src/plugins/try-it).
  TryIt,
};

import type { ReactNode } from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type { WrapperProps } from '@docusaurus/types';
import PageFooterToggle, { hidesFooter } from '../PageFooterToggle';

type Props = WrapperProps<typeof MDXPageType>;

/** Lets an MDX page turn the site footer off with `hide_footer: true` in its front matter. */
export default function MDXPageWrapper(props: Props): ReactNode {
  return (
    <PageFooterToggle hidden={hidesFooter(props.content.metadata.frontMatter)}>
      <MDXPage {...props} />
    </PageFooterToggle>
  );
}

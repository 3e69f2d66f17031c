import type { ReactNode } from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageFooterToggle, { hidesFooter } from '../../PageFooterToggle';

type Props = WrapperProps<typeof LayoutType>;

/** Lets a doc turn the site footer off with `hide_footer: true` in its front matter. */
export default function LayoutWrapper(props: Props): ReactNode {
  const { frontMatter } = useDoc();
  return (
    <PageFooterToggle hidden={hidesFooter(frontMatter)}>
      <Layout {...props} />
    </PageFooterToggle>
  );
}

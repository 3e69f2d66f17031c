import type { ReactNode } from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type { WrapperProps } from '@docusaurus/types';
import SidebarHeader from '../../../SidebarHeader';

type Props = WrapperProps<typeof ContentType>;

/** Wraps the desktop sidebar to put the product and version dropdowns above the items. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <SidebarHeader />
      <Content {...props} />
    </>
  );
}

/**
 * On the first load, the footer stays as the server rendered it (`ServerRendered`): it is below the fold
 * and holds only links, which work by delegation. Later pages render it normally.
 */
import type { ReactNode } from 'react';
import Footer from '@theme-original/Footer';
import ServerRendered, { useServerMarkup } from '@site/src/components/ServerRendered';

export default function FooterWrapper(): ReactNode {
  const markup = useServerMarkup('#__docusaurus footer.footer');
  return markup ? <ServerRendered markup={markup} /> : <Footer />;
}

import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import IconLink from '../IconLink';
import useDisclosureClose from '../useDisclosureClose';
import { productLinks } from '@site/src/productLinks';
import panelStyles from '../DropdownPanel.module.css';
import styles from './styles.module.css';

/** "Stencil Docs": the product menu at the top of the sidebar, with the forum and the social links. */
export default function ProductDropdown(): ReactNode {
  const { ref, close } = useDisclosureClose();
  const logo = useBaseUrl('/img/logo-mark.svg');
  return (
    <details ref={ref} className={panelStyles.dropdown} data-testid="product-dropdown">
      <summary className={panelStyles.summary}>
        <img src={logo} width={20} height={20} alt="" />
        Stencil Docs
      </summary>
      <div className={panelStyles.panel}>
        <Link href={productLinks.forum} className={panelStyles.item} onClick={close}>
          Forum
        </Link>
        <div className={styles.icons}>
          <IconLink href={productLinks.social} icon="x" label="Stencil on X" />
          <IconLink href={productLinks.chat} icon="discord" label="Stencil chat on Discord" />
          <IconLink href={productLinks.repository} icon="github" label="Stencil source on GitHub" />
        </div>
      </div>
    </details>
  );
}

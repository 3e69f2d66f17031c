import type { ReactNode } from 'react';
import ProductDropdown from '../ProductDropdown';
import VersionDropdown from '../VersionDropdown';
import styles from './styles.module.css';

/** The product and version dropdowns above the docs sidebar, on desktop and in the mobile menu. */
export default function SidebarHeader(): ReactNode {
  return (
    <div className={styles.sidebarHeader}>
      <ProductDropdown />
      <VersionDropdown />
    </div>
  );
}

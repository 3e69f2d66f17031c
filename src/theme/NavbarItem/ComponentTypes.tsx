/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Stencil: ejected from theme-classic 3.10.2 (a swizzle Docusaurus lists as safe) to keep only the item
// types that `themeConfig.navbar.items` uses, so that the others' code stays out of every page's main
// bundle. A navbar item of another type fails the build with "No NavbarItem component found for type":
// add its import and key back here.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';

import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  doc: DocNavbarItem,
} satisfies Partial<ComponentTypesObject>;

export default ComponentTypes;

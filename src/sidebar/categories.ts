import { productLinks } from '../productLinks';

/**
 * The sidebar categories: one folder of docs each, in reading order, with their labels
 * (the facts of ../shared/routes.json). A category shows only in versions that have pages in it.
 */
export interface SidebarCategory {
  /** Folder under docs/ (and under each versioned_docs/version-x/). */
  dir: string;
  label: string;
}

export const sidebarCategories: readonly SidebarCategory[] = [
  { dir: 'introduction', label: 'Introduction' },
  { dir: 'components', label: 'Components' },
  { dir: 'framework-integration', label: 'Framework Integrations' },
  { dir: 'static-site-generation', label: 'Static Site Generation' },
  { dir: 'config', label: 'Config' },
  { dir: 'output-targets', label: 'Output Targets' },
  { dir: 'documentation-generation', label: 'Documentation Generation' },
  { dir: 'guides', label: 'Guides' },
  { dir: 'testing', label: 'Testing' },
  { dir: 'core', label: 'Core Compiler API' },
  { dir: 'reference', label: 'Reference' },
];

/** Docs at the top of the docs folder that the generated part of the sidebar leaves out. */
export const TELEMETRY_DOC_ID = 'telemetry';
export const BUILD_VARIABLES_DOC_ID = 'build-variables';

export const privacyPolicyUrl = productLinks.privacyPolicy;

/** External community links, listed in the sidebar's "Community" category. */
export const communityLinks = [
  { label: 'Discord chat', href: productLinks.chat },
  { label: 'Forum (GitHub Discussions)', href: productLinks.forum },
  { label: 'Stencil on X', href: productLinks.social },
  { label: 'Source on GitHub', href: productLinks.repository },
] as const;

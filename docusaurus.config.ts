import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

import versionsJson from './versions.json';
import {
  includedVersions,
  latestVersion,
  parseVersions,
  releaseAnnouncementId,
  versionsOptions,
  versionRoots,
} from './src/versioning/docsVersions';
import { sidebarItemsGenerator } from './src/sidebar/sidebarItemsGenerator';
import { communityLinks } from './src/sidebar/categories';
import { productLinks } from './src/productLinks';
import { magicComments } from './src/prism/magicComments';
import { additionalLanguages, docsMdxPlugins, staticCodeRemarkPlugin } from './src/docsMdxPlugins';
import storedPreferencesGuard, { type StoredPreferencesGuardOptions } from './src/plugins/stored-preferences-guard';
import chunkReload from './src/plugins/chunk-reload';
import localSearch from './src/plugins/local-search';
import markdownTwins, { MARKDOWN_TWINS_DIR } from './src/plugins/markdown-twins';
import tryIt, { TRY_IT_STATIC_DIR } from './src/plugins/try-it';
import precompress from './src/plugins/precompress';
import contentSecurityPolicy from './src/plugins/content-security-policy';
import offscreenBlocks, { type OffscreenBlocksOptions } from './src/plugins/offscreen-blocks';
import splitRoutes from './src/plugins/split-routes';
import staticCode, { browserCodeTheme } from './src/plugins/static-code';
import versionRootRedirects, { type VersionRootRedirectsOptions } from './src/plugins/version-root-redirects';

// ---------------------------------------------------------------------------------------------
// Environment switches, read once here.
// ---------------------------------------------------------------------------------------------

/** `docusaurus start` sets NODE_ENV=development: the fast mode that builds only Next and the latest version. */
const isDev = process.env.NODE_ENV === 'development';
/**
 * STENCIL_DOCS_ALL_VERSIONS=true (`npm run start:all`) builds every version in development too; `false` builds
 * only Next and the latest release in production too (the hosted-search test build, which needs no more).
 */
const allVersionsSwitch = process.env.STENCIL_DOCS_ALL_VERSIONS;
const buildAllVersions = allVersionsSwitch ? allVersionsSwitch === 'true' : !isDev;
/** Algolia DocSearch (hosted search): on only when all three values are provided at build time. */
const { ALGOLIA_APP_ID: appId, ALGOLIA_API_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName } = process.env;
const hostedSearch = appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined; // apiKey: the search-only key
/** Google Tag Manager: on only when a container id is provided, so a page load contacts no other host by default. */
const tagManagerContainerId = process.env.GTM_CONTAINER_ID;
/**
 * BENCH_WITHOUT=<name>: a build without one of the speed measures that PERFORMANCE.md lists, so that
 * `npm run bench -- --build --without <name>` measures what it saves. Never set for a deploy.
 */
const benchWithout = process.env.BENCH_WITHOUT ?? '';
const withSpeedMeasure = (name: string) => benchWithout !== name;

const versions = parseVersions(versionsJson);
const onlyIncludeVersions = includedVersions(versions, buildAllVersions);
/** The root of every version this build includes, for the version-root redirects. */
const roots = versionRoots(versions, onlyIncludeVersions);

// ---------------------------------------------------------------------------------------------

/**
 * Announces the latest release, derived from versions.json so that a release cut updates it (and its id).
 */
const latest = latestVersion(versions);
const announcementBar = {
  id: releaseAnnouncementId(latest),
  content: `Stencil ${latest} is out: <a href="/docs/introduction">read its documentation</a>, or choose another release in the version menu.`,
  backgroundColor: '#3a2ad9',
  textColor: '#ffffff',
  isCloseable: true,
};

const docsOptions = {
  routeBasePath: '/',
  path: 'docs',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator,
  lastVersion: latest,
  versions: versionsOptions(versions),
  onlyIncludeVersions,
  // Tags are declared per version in tags.yml, so a typo in a page's `tags` fails the build.
  tags: 'tags.yml',
  onInlineTags: 'throw',
  // Build-time code highlighting and the Markdown twins.
  ...docsMdxPlugins,
} satisfies DocsOptions;

const config = {
  title: 'Stencil',
  tagline: 'Build. Customize. Distribute. Adopt.',
  favicon: 'img/favicon.svg',
  url: productLinks.site,
  baseUrl: '/docs/',
  trailingSlash: undefined,

  // In development, the Markdown twins and llms.txt files are written into a folder of their own when the
  // docs load (a production build writes them into the build); the playground's compilers and runtimes
  // are copied into another one.
  staticDirectories: ['static', MARKDOWN_TWINS_DIR, TRY_IT_STATIC_DIR],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: { defaultLocale: 'en', locales: ['en'] },

  // Stored preferences keep their documented, un-namespaced keys (`theme`, `docs-preferred-version-default`,
  // `docusaurus.announcement.*`, `docusaurus.tab.npm2yarn`): `future.v4` would otherwise suffix them with a
  // hash of the site URL.
  storage: { type: 'localStorage', namespace: false },

  // Rspack, SWC and Lightning CSS: a full build of 13 versions takes minutes instead of tens of minutes.
  // Everything `faster: true` turns on except Rspack's persistent cache: writing it made a cold build peak
  // at 3.9 GB instead of 2.9 GB, and reading it back saved no time here (a warm build takes about 93 s with
  // or without it, the Markdown twins having their own cache).
  future: {
    v4: true,
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  markdown: {
    format: 'mdx',
    // Older pages use MDX 1 habits: HTML comments, admonitions without blank lines, {#custom-ids}.
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: false,
        // The test pages' code is highlighted at build time too.
        pages: { beforeDefaultRemarkPlugins: [staticCodeRemarkPlugin] },
        theme: { customCss: './src/css/custom.css' },
        // Pages under /docs/tests/ exist for the browser tests; they are unlisted and kept out of the sitemap.
        // The comparison page is one shell for every comparison, with nothing of its own to find.
        sitemap: { ignorePatterns: ['/docs/tests/**', '/docs/compare', '/docs/playground'] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [storedPreferencesGuard, { announcementBarId: announcementBar.id } satisfies StoredPreferencesGuardOptions],
    // One reload when a script of the app fails to download.
    chunkReload,
    [versionRootRedirects, { roots } satisfies VersionRootRedirectsOptions],
    // Hosted search replaces the embedded one; each brings its own search page at /docs/search.
    ...(hostedSearch ? [] : [localSearch]),
    // Every page in Markdown at its URL plus `.md`, and llms.txt / llms-full.txt per version.
    markdownTwins,
    // "Try it" under component samples: each version's own Stencil release compiles and runs them.
    tryIt,
    // Brotli and gzip copies of every text file, written once so that no server compresses per request.
    ...(withSpeedMeasure('precompress') ? [precompress] : []),
    // The build's Content Security Policy, from its pages' inline scripts and its features, in its _headers.
    contentSecurityPolicy,
    // Code highlighted at build time, coloured by CSS from the code themes of src/prism/themes.ts.
    staticCode,
    // The browser's first load carries the route table of the version being read, not of every version.
    ...(withSpeedMeasure('split-routes') ? [splitRoutes] : []),
    // Code blocks far from the viewport render when the reader nears them or jumps to a fragment.
    [offscreenBlocks, { deferBlocks: withSpeedMeasure('offscreen-blocks') } satisfies OffscreenBlocksOptions],
    ...(tagManagerContainerId
      ? [['@docusaurus/plugin-google-tag-manager', { containerId: tagManagerContainerId }]]
      : []),
  ],

  customFields: {
    // src/components/ServerRendered: a first load keeps the content, footer and hidden sidebar as served.
    keepServerMarkup: withSpeedMeasure('server-markup'),
    // src/theme/Navbar/MobileSidebar: the phone menu's drawer renders when the reader heads for its button.
    deferMobileSidebar: withSpeedMeasure('mobile-sidebar'),
  },

  themeConfig: {
    metadata: [{ name: 'keywords', content: 'stencil, web components, custom elements, compiler, design system' }],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    announcementBar,
    navbar: {
      // Hides on scrolling down and returns on scrolling up, leaving room for the page on small screens.
      hideOnScroll: true,
      logo: {
        alt: 'Stencil',
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        width: 96,
        height: 20,
        href: productLinks.site,
      },
      items: [
        { type: 'search', position: 'right' },
        { type: 'doc', docId: 'introduction/overview', label: 'Docs', position: 'right' },
        { href: productLinks.resources, label: 'Resources', position: 'right' },
        { href: productLinks.chat, label: 'Community', position: 'right' },
        { href: productLinks.blog, label: 'Blog', position: 'right' },
        {
          type: 'localeDropdown',
          position: 'right',
          dropdownItemsAfter: [{ href: productLinks.japanese, label: '日本語', lang: 'ja' }],
        },
        {
          href: productLinks.social,
          position: 'right',
          className: 'icon-link icon-link--x',
          'aria-label': 'Stencil on X',
        },
        {
          href: productLinks.chat,
          position: 'right',
          className: 'icon-link icon-link--discord',
          'aria-label': 'Stencil chat on Discord',
        },
        {
          href: productLinks.repository,
          position: 'right',
          className: 'icon-link icon-link--github',
          'aria-label': 'Stencil source on GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      logo: { alt: 'Stencil', src: 'img/logo-dark.svg', width: 96, height: 20, href: productLinks.site },
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Introduction', to: '/introduction' },
            { label: 'Getting started', to: '/getting-started' },
            { label: 'Components', to: '/component' },
            // A static file, not a route: `pathname://` keeps it out of the router, `_self` in the same tab.
            { label: 'llms.txt', to: 'pathname:///llms.txt', target: '_self' },
          ],
        },
        {
          title: 'Community',
          items: communityLinks.map(({ label, href }) => ({ label, href })),
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', href: productLinks.blog },
            { label: 'Resources', href: productLinks.resources },
            { label: 'Privacy Policy', href: productLinks.privacyPolicy },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Ionic. Stencil is released under the MIT License.`,
    },
    // Code is coloured by CSS made from the code themes at build time (the static-code plugin above): the
    // browser's theme only points at that CSS's colours. The magic comments are read at build time too.
    prism: {
      theme: browserCodeTheme,
      additionalLanguages,
      magicComments,
    },
    ...(hostedSearch && {
      algolia: { ...hostedSearch, contextualSearch: true, searchPagePath: 'search' },
    }),
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;

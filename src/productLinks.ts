/** The product's external addresses, shared by the navbar, the sidebar and the footer. */
export const productLinks = {
  site: 'https://stenciljs.com',
  forum: 'https://github.com/ionic-team/stencil/discussions',
  social: 'https://x.com/stenciljs',
  chat: 'https://chat.stenciljs.com',
  repository: 'https://github.com/ionic-team/stencil',
  resources: 'https://stenciljs.com/resources',
  blog: 'https://stenciljs.com/blog',
  japanese: 'https://ja.stenciljs.com/',
  privacyPolicy: 'https://ionic.io/privacy',
} as const;

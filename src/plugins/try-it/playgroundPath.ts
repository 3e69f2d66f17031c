/**
 * Where the playground lives and how its links name a version: the little of the playground that a doc
 * page's own code needs (the "Try it" link and its click handler), apart from the share-link code.
 */
export const PLAYGROUND_PATH = 'playground';
const CURRENT = 'current';
/** Next is `current` to Docusaurus and `next` in its URLs. */
export const versionParam = (version: string) => (version === CURRENT ? 'next' : version);
export const versionFromParam = (param: string) => (param === 'next' ? CURRENT : param);

/** The attributes of a "Try it" link: the docs version, the sample's file name, and its other files. */
export const TRY_IT_ATTRIBUTE = 'data-try-it';
export const SAMPLE_ATTRIBUTE = 'data-sample';
export const FILES_ATTRIBUTE = 'data-files';
/** The element that holds a "Try it" link, right after its sample's code block. */
export const TRY_IT_BAR_ATTRIBUTE = 'data-try-it-bar';
/** Set on a link once its `href` holds the sample's files (./client/shareLink.ts). */
export const SHARE_READY_ATTRIBUTE = 'data-share-ready';

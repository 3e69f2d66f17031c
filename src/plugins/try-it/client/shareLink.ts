/**
 * Gives a "Try it" link its full share URL (the sample's files in the fragment) once a pointer or the
 * focus reaches it, so that opening it in a new tab or copying it gives the sample. Loaded then, not
 * with the page (./openInPage.ts).
 */
import { SHARE_READY_ATTRIBUTE } from '../playgroundPath';
import { encodeFiles } from '../shareUrl';
import { sampleFiles } from './sampleFiles';

export async function prepareShareLink(link: HTMLAnchorElement): Promise<void> {
  const url = new URL(link.href);
  url.hash = await encodeFiles(sampleFiles(link));
  link.setAttribute('href', `${url.pathname}${url.search}${url.hash}`);
  link.setAttribute(SHARE_READY_ATTRIBUTE, '');
}

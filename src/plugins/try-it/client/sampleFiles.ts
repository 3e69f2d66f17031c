/**
 * The playground files of a "Try it" link, read from the page: the sample's code as the code block above
 * the link shows it (its magic comments already gone), then the files the build gave the link, if any
 * (the stylesheets the sample names, other components of the page it renders, the preview's markup).
 * Keeping the sample's code out of the link keeps a page from carrying every sample twice.
 */
import { FILES_ATTRIBUTE, SAMPLE_ATTRIBUTE, TRY_IT_BAR_ATTRIBUTE } from '../playgroundPath';
import type { PlaygroundFile } from '../samples';

export function sampleFiles(link: Element): PlaygroundFile[] {
  const block = link.closest(`[${TRY_IT_BAR_ATTRIBUTE}]`)?.previousElementSibling;
  const lines = block?.querySelectorAll('pre code .token-line');
  const name = link.getAttribute(SAMPLE_ATTRIBUTE);
  if (!name || !lines?.length) throw new Error('This "Try it" link has no code block above it.');
  const code = Array.from(lines, (line) => line.textContent ?? '').join('\n');
  const others = JSON.parse(link.getAttribute(FILES_ATTRIBUTE) ?? '[]') as [string, string][];
  return [{ name, code }, ...others.map(([other, text]) => ({ name: other, code: text }))];
}

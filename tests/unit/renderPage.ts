/** A page's HTML as Docusaurus writes it from a page template, for the unit tests of the site's template. */
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';

export interface PageParts {
  appHtml: string;
  scripts?: string[];
  headTags?: string;
  preBodyTags?: string;
  postBodyTags?: string;
}

export async function renderPage(template: string, { scripts = [], ...parts }: PageParts): Promise<string> {
  const render = await compileSSGTemplate(template);
  return render({
    baseUrl: '/docs/',
    htmlAttributes: '',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [],
    stylesheets: [],
    noIndex: false,
    version: '3',
    scripts,
    ...parts,
  });
}

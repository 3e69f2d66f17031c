/**
 * On the first load, the doc's content stays as the server rendered it (`ServerRendered`): the browser
 * does not re-run the page's MDX to hydrate markup that is already right. Content holding a component
 * that works only once hydrated (tabs) hydrates as usual. Later pages render normally.
 */
import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { ThemeClassNames } from '@docusaurus/theme-common';
import ServerRendered, { holdsNoInteractiveContent, useServerMarkup } from '@site/src/components/ServerRendered';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const markup = useServerMarkup(`#__docusaurus .${ThemeClassNames.docs.docMarkdown}`, holdsNoInteractiveContent);
  return markup ? <ServerRendered markup={markup} /> : <Content {...props} />;
}

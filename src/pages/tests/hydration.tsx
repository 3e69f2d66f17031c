import type { ReactNode } from 'react';
import TestPageLayout from '@site/src/components/TestPageLayout';

/**
 * Unlisted page for the browser tests: its text differs between the server render and the browser, a
 * hydration mismatch that must end with the browser's text and never with the error screen.
 */
export default function HydrationTestPage(): ReactNode {
  return (
    <TestPageLayout
      title="Hydration test"
      description="A page the site's browser tests use to check hydration recovery."
      heading="Hydration recovery test">
      <p data-testid="render-side">
        {typeof window === 'undefined' ? 'Rendered on the server' : 'Rendered in the browser'}
      </p>
    </TestPageLayout>
  );
}

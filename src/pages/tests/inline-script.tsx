import type { ReactNode } from 'react';
import TestPageLayout from '@site/src/components/TestPageLayout';

/**
 * Unlisted page for the browser tests of the Content Security Policy: its content carries an inline script,
 * as an injection through a page's content would, which the policy must block. If it ran, it would only
 * set `data-injected-script` on `<html>`.
 */
export default function InlineScriptTestPage(): ReactNode {
  return (
    <TestPageLayout
      title="Inline script test"
      description="A page the site's browser tests use to check that the Content Security Policy blocks injected scripts."
      heading="Injected inline script test">
      <p>This page&apos;s content holds an inline script that the site&apos;s Content Security Policy blocks.</p>
      <script
        dangerouslySetInnerHTML={{ __html: "document.documentElement.setAttribute('data-injected-script', 'ran');" }}
      />
    </TestPageLayout>
  );
}

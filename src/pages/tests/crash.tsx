import { useEffect, useState, type ReactNode } from 'react';
import TestPageLayout from '@site/src/components/TestPageLayout';

/** localStorage key that makes this page throw while it renders. */
const CRASH_SWITCH = 'stencil-docs-tests-crash';

function CrashWhenSwitchedOn(): ReactNode {
  const [switchedOn, setSwitchedOn] = useState(false);
  useEffect(() => setSwitchedOn(window.localStorage.getItem(CRASH_SWITCH) === 'on'), []);
  if (switchedOn) {
    throw new Error('The test page was asked to crash', {
      cause: new Error('localStorage holds the crash switch'),
    });
  }
  return <p>The crash switch is off: this page renders normally.</p>;
}

/**
 * Unlisted page for the browser tests of the error screen: it throws during render while the
 * `stencil-docs-tests-crash` localStorage entry is "on", and renders normally once it is removed.
 */
export default function CrashTestPage(): ReactNode {
  return (
    <TestPageLayout
      title="Crash test"
      description="A page the site's browser tests use to check the error screen."
      heading="Error screen test">
      <CrashWhenSwitchedOn />
    </TestPageLayout>
  );
}

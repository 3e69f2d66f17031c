import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Behaviour shared by the sidebar's `<details>` dropdowns: Escape closes and returns focus to the
 * summary; focus moving out of the dropdown closes it; `close()` closes it after a choice.
 */
export default function useDisclosureClose(): { ref: RefObject<HTMLDetailsElement | null>; close: () => void } {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, []);
  useEffect(() => {
    const details = ref.current;
    if (!details) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !details.contains(next)) details.open = false;
    };
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return { ref, close };
}

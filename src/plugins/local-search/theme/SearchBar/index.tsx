import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { SearchDialogProps } from '../../client/SearchDialog';
import styles from '../../client/search.module.css';

/**
 * The dialog's code (results, scopes, highlighting): loaded when the reader heads for the button (points
 * at, touches or focuses it), so that a first load of a page carries only the button.
 */
const loadDialog = () => import('../../client/SearchDialog');

/** Ctrl+K or ⌘+K, without Alt. */
const isShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;

/**
 * The navbar search: a button (and Ctrl/⌘+K) opens a modal dialog (`client/SearchDialog`) that searches
 * the version being read as the reader types. What the reader types while the dialog's code is still on
 * its way becomes the dialog's first query, so no keystroke is lost. If the code cannot be fetched
 * (offline, a new deployment), the search page opens instead.
 */
export default function SearchBar(): ReactNode {
  const searchPageUrl = useBaseUrl('/search');
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  /** What the reader has typed since asking for the dialog, until it opens for the first time; else null. */
  const typedAhead = useRef<string | null>(null);
  const takeTypedAhead = useCallback(() => {
    const typed = typedAhead.current ?? '';
    typedAhead.current = null;
    return typed;
  }, []);

  const openDialog = useCallback(() => {
    if (Dialog) {
      setOpen(true);
      return;
    }
    typedAhead.current ??= '';
    loadDialog().then(
      ({ default: loaded }) => {
        setDialog(() => loaded);
        // Escape while the code loaded: the reader no longer wants the dialog.
        if (typedAhead.current !== null) setOpen(true);
      },
      () => {
        typedAhead.current = null;
        window.location.assign(searchPageUrl);
      },
    );
  }, [Dialog, searchPageUrl]);
  const prefetch = useCallback(() => {
    loadDialog().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      if (open) setOpen(false);
      else openDialog();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, openDialog]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (typedAhead.current === null || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.key === 'Escape') typedAhead.current = null;
      else if (event.key.length === 1) typedAhead.current += event.key;
      else if (event.key === 'Backspace') typedAhead.current = typedAhead.current.slice(0, -1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.searchButton}
        onClick={openDialog}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        // No aria-label: the accessible name is the visible text ("Search Ctrl K", WCAG 2.5.3).
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog">
        <svg className={styles.searchIcon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path
            d="M14.4 12.9 19 17.5 17.5 19l-4.6-4.6a7.5 7.5 0 1 1 1.5-1.5ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z"
            fill="currentColor"
          />
        </svg>
        <span>Search</span>
        <kbd className={styles.shortcut}>Ctrl K</kbd>
      </button>
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} takeTypedAhead={takeTypedAhead} />}
    </>
  );
}

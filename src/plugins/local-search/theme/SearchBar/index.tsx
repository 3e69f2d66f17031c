import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import { loadPagefind } from '../../client/pagefind';
import useSearch from '../../client/useSearch';
import { ALL_VERSIONS, scopeText, useSearchScope, versionsToSearch } from '../../client/useSearchScope';
import SearchHitList, { hitTargets } from '../../client/SearchHitList';
import SearchStatus from '../../client/SearchStatus';
import ScopeChoice from '../../client/ScopeChoice';
import styles from '../../client/search.module.css';

/** Pages the modal shows (each costs a fragment download); the search page shows them all. */
const MODAL_RESULTS = 6;

/**
 * The navbar search: a button (and Ctrl/⌘+K) opens a modal dialog that searches the version being read
 * as the reader types. Arrow keys move through the results, Enter opens one, Escape closes.
 */
export default function SearchBar(): ReactNode {
  const { indexBaseUrl, versions, contextVersion } = useSearchScope();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const searchPageUrl = useBaseUrl('/search');
  const idPrefix = useId().replace(/:/g, '');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState(contextVersion.name);
  const [activeIndex, setActiveIndex] = useState(-1);

  useEffect(
    () => setScope((current) => (current === ALL_VERSIONS ? current : contextVersion.name)),
    [contextVersion.name],
  );

  const searched = useMemo(() => versionsToSearch(scope, versions), [scope, versions]);
  const state = useSearch(indexBaseUrl, open ? searched : [], open ? query : '', MODAL_RESULTS);
  const hits = useMemo(() => (state.status === 'done' ? state.hits : []), [state]);
  const targets = useMemo(() => hitTargets(hits, idPrefix), [hits, idPrefix]);
  useEffect(() => setActiveIndex(targets.length ? 0 : -1), [targets]);

  const openModal = useCallback(() => {
    setOpen(true);
    dialogRef.current?.showModal();
    inputRef.current?.select();
    // Start fetching the index of the version being read while the reader types.
    loadPagefind(indexBaseUrl, contextVersion.name).catch(() => undefined);
  }, [indexBaseUrl, contextVersion.name]);
  const closeModal = useCallback(() => dialogRef.current?.close(), []);

  // A click on the backdrop (the dialog element itself, outside its panel) closes the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) closeModal();
    };
    dialog?.addEventListener('click', onClick);
    return () => dialog?.removeEventListener('click', onClick);
  }, [closeModal]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        if (dialogRef.current?.open) closeModal();
        else openModal();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openModal, closeModal]);

  const go = (url: string) => {
    closeModal();
    history.push(url);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!targets.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (activeIndex + step + targets.length) % targets.length;
      setActiveIndex(next);
      document.getElementById(targets[next]!.id)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Escape') {
      // A search input would only clear itself: Escape always closes the dialog.
      event.preventDefault();
      closeModal();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const target = targets[activeIndex];
      if (target) go(target.url);
      else if (query.trim()) go(`${searchPageUrl}?q=${encodeURIComponent(query.trim())}`);
    }
  };

  const activeId = targets[activeIndex]?.id;
  return (
    <>
      <button
        type="button"
        className={styles.searchButton}
        onClick={openModal}
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
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label="Search the documentation"
        onClose={() => setOpen(false)}>
        <div className={styles.panel}>
          <div className={styles.inputRow}>
            <input
              ref={inputRef}
              className={styles.input}
              type="search"
              role="combobox"
              aria-label="Search the documentation"
              aria-expanded={targets.length > 0}
              aria-controls={`${idPrefix}-list`}
              aria-activedescendant={activeId}
              aria-autocomplete="list"
              placeholder={`Search the ${contextVersion.label} docs`}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onInputKeyDown}
              autoComplete="off"
              spellCheck={false}
            />
            <button type="button" className={styles.closeButton} onClick={closeModal}>
              Close
            </button>
          </div>
          <ScopeChoice
            name={`${idPrefix}-scope`}
            value={scope}
            versions={versions}
            primary={contextVersion}
            onChange={setScope}
          />
          <SearchStatus state={state} query={query} scopeText={scopeText(scope, versions)} />
          <SearchHitList
            hits={hits}
            idPrefix={idPrefix}
            activeId={activeId}
            contextVersion={contextVersion.name}
            versions={versions}
            onNavigate={closeModal}
            interactive
          />
          <footer className={styles.footer}>
            {query.trim() ? (
              <Link to={`${searchPageUrl}?q=${encodeURIComponent(query.trim())}&version=${scope}`} onClick={closeModal}>
                See all results
              </Link>
            ) : (
              <span />
            )}
            <span className={styles.keys}>
              <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
            </span>
          </footer>
        </div>
      </dialog>
    </>
  );
}

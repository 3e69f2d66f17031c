import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import { loadPagefind } from './pagefind';
import useSearch from './useSearch';
import { ALL_VERSIONS, scopeText, useSearchScope, versionsToSearch } from './useSearchScope';
import SearchHitList, { hitTargets } from './SearchHitList';
import SearchStatus from './SearchStatus';
import ScopeChoice from './ScopeChoice';
import styles from './search.module.css';

/** Pages the modal shows (each costs a fragment download); the search page shows them all. */
const MODAL_RESULTS = 6;

export interface SearchDialogProps {
  /** Whether the dialog is open; it opens and closes as this changes. */
  open: boolean;
  /** Called once the dialog has closed, whatever closed it. */
  onClose: () => void;
  /** What the reader typed while the dialog's code loaded (taken once, as the dialog opens). */
  takeTypedAhead?: () => string;
}

/**
 * The navbar search's modal dialog, loaded the first time the reader heads for the search button
 * (theme/SearchBar): it searches the version being read as the reader types. Arrow keys move through the
 * results, Enter opens one, Escape closes. It stays mounted once loaded, so a query survives closing it.
 */
export default function SearchDialog({ open, onClose, takeTypedAhead }: SearchDialogProps): ReactNode {
  const { indexBaseUrl, versions, contextVersion } = useSearchScope();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const searchPageUrl = useBaseUrl('/search');
  const idPrefix = useId().replace(/:/g, '');
  const [query, setQuery] = useState('');
  /** Set when the query was typed ahead: the caret goes after it once it is in the input. */
  const caretToEnd = useRef(false);
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

  // Before the browser paints: the dialog shows in the same frame as the click or shortcut that opened it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.select();
      const typed = takeTypedAhead?.();
      if (typed) {
        caretToEnd.current = true;
        setQuery(typed);
      }
      // Start fetching the index of the version being read while the reader types.
      loadPagefind(indexBaseUrl, contextVersion.name).catch(() => undefined);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, indexBaseUrl, contextVersion.name, takeTypedAhead]);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!caretToEnd.current || !input) return;
    caretToEnd.current = false;
    input.setSelectionRange(input.value.length, input.value.length);
  }, [query]);
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
    <dialog ref={dialogRef} className={styles.dialog} aria-label="Search the documentation" onClose={onClose}>
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
  );
}

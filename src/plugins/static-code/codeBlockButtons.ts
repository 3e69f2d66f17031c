/**
 * What the code blocks' copy and word-wrap buttons do (src/theme/CodeBlock/Buttons), as one set of
 * listeners on the document: the buttons hold no state, so they work the same in content React renders
 * and in content a first load keeps as the server rendered it (src/components/ServerRendered), where no
 * component runs. A client module: the listeners are in place before the reader can click.
 *
 * As the theme's buttons: copy puts the code on the clipboard without its magic comments and says
 * "Copied" for a second; word wrap wraps the code's lines (`white-space: pre-wrap`) and shows only while
 * the code scrolls sideways or is wrapped, which is measured when the pointer or focus enters the block
 * (the buttons are hidden until then) instead of for every block at load.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { ThemeClassNames } from '@docusaurus/theme-common';

/** Marks a copy button; its `data-label-*` attributes hold its label in each state. */
export const COPY_BUTTON = 'data-copy-code';
/** Marks a word-wrap button. */
export const WRAP_BUTTON = 'data-wrap-code';
/** A copy button's state after a click, `copied` or `failed`, which its CSS reads. */
const COPY_STATE = 'data-state';

const COPIED_FOR_MS = 1000;
const FAILED_FOR_MS = 4000;

const BLOCK = `.${ThemeClassNames.common.codeBlock}`;

/** The code a block shows, line by line (the line numbers are drawn by CSS). */
function codeOf(block: Element): string {
  const code = block.querySelector('pre > code');
  const lines = code?.querySelectorAll(':scope > .token-line');
  return lines?.length ? Array.from(lines, (line) => line.textContent).join('\n') : (code?.textContent ?? '');
}

/** The Clipboard API where the page may use it; else a selected text field (pages served over HTTP). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const field = Object.assign(document.createElement('textarea'), { value: text, readOnly: true });
  field.style.cssText = 'position:fixed;opacity:0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}

const resetTimers = new WeakMap<Element, number>();

function copy(button: HTMLButtonElement, block: Element): void {
  const show = (state: 'copied' | 'failed' | 'idle') => {
    const label = button.getAttribute(`data-label-${state}`) ?? '';
    button.setAttribute('aria-label', label);
    if (state === 'idle') button.removeAttribute(COPY_STATE);
    else button.setAttribute(COPY_STATE, state);
    const status = button.querySelector('[aria-live]');
    if (status) status.textContent = state === 'idle' ? '' : label;
    window.clearTimeout(resetTimers.get(button));
    if (state !== 'idle') {
      resetTimers.set(
        button,
        window.setTimeout(() => show('idle'), state === 'copied' ? COPIED_FOR_MS : FAILED_FOR_MS),
      );
    }
  };
  copyText(codeOf(block)).then(
    () => show('copied'),
    () => show('failed'),
  );
}

const isPressed = (button: Element) => button.getAttribute('aria-pressed') === 'true';

/** Shows a block's word-wrap button while its code scrolls sideways or is wrapped. */
function updateWrapButton(block: Element): void {
  const button = block.querySelector<HTMLButtonElement>(`button[${WRAP_BUTTON}]`);
  const pre = block.querySelector('pre');
  if (button && pre) button.hidden = !isPressed(button) && pre.scrollWidth <= pre.clientWidth;
}

function toggleWrap(button: HTMLButtonElement, block: Element): void {
  const code = block.querySelector<HTMLElement>('pre > code');
  if (!code) return;
  const wrap = !isPressed(button);
  // Where a long word would still overflow, it breaks anywhere: wrapped code never scrolls sideways.
  code.style.whiteSpace = wrap ? 'pre-wrap' : '';
  code.style.overflowWrap = wrap ? 'anywhere' : '';
  button.setAttribute('aria-pressed', String(wrap));
  updateWrapButton(block);
}

function onClick(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(
    `button[${COPY_BUTTON}], button[${WRAP_BUTTON}]`,
  );
  const block = button?.closest(BLOCK);
  if (!button || !block) return;
  if (button.hasAttribute(COPY_BUTTON)) copy(button, block);
  else toggleWrap(button, block);
}

/** Measures a block when the pointer or the focus comes into it from outside. */
function onEnter(event: PointerEvent | FocusEvent): void {
  const block = (event.target as Element | null)?.closest?.(BLOCK);
  if (block && !block.contains(event.relatedTarget as Node | null)) updateWrapButton(block);
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onEnter);
  document.addEventListener('focusin', onEnter);
}

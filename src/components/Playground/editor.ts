/**
 * The playground's editor: CodeMirror 6 with the TypeScript/JSX, CSS or HTML mode of the file shown, in
 * the site's colour mode. Tab indents; as CodeMirror documents, Escape then Tab moves focus on, so the
 * keyboard never stays trapped in the editor.
 *
 * The editor lives in a shadow root of its host element: CodeMirror writes its styles at run time, into
 * a `<style>` element in a document (which the site's Content Security Policy refuses: `style-src-elem
 * 'self'`) but into a constructed stylesheet in a shadow root (`adoptedStyleSheets`), which the policy
 * does not govern. The site's custom properties still reach it, inherited through the host.
 */
import { EditorState, Compartment, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, highlightActiveLine, drawSelection } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { javascript } from '@codemirror/lang-javascript';
import { css } from '@codemirror/lang-css';
import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';

const isDark = () => document.documentElement.dataset.theme === 'dark';

/** Token colours for the dark mode, each at least 4.5:1 against the editor's background (WCAG AA). */
const darkHighlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.modifier, tags.operatorKeyword], color: '#ff9ad5' },
  { tag: [tags.string, tags.special(tags.string)], color: '#a8e6a1' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: '#ffc777' },
  { tag: [tags.comment, tags.meta], color: '#b4bccb', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.className, tags.tagName], color: '#8fd3ff' },
  { tag: [tags.propertyName, tags.attributeName], color: '#d7c2ff' },
  { tag: [tags.function(tags.variableName), tags.definition(tags.variableName)], color: '#9ee7ff' },
  { tag: tags.invalid, color: '#ffb4b4' },
]);
const darkTheme = EditorView.theme(
  {
    '&': { color: '#e6e6e6', backgroundColor: '#1b1b1d' },
    '.cm-content': { caretColor: '#ffffff' },
    '.cm-gutters': { backgroundColor: '#1b1b1d', color: '#b4bccb', border: 'none' },
    '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: '#2a2a2e' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: '#3d4a66' },
  },
  { dark: true },
);
const lightTheme = EditorView.theme({ '.cm-gutters': { color: '#595959' } });
/** The frame of the editor in both modes (the site's stylesheets do not reach into the shadow root). */
const frame = EditorView.theme({
  '&': { minHeight: '12rem' },
  '&.cm-focused': { outline: '2px solid var(--ifm-color-primary)' },
});
const colours = (): Extension =>
  isDark()
    ? [darkTheme, syntaxHighlighting(darkHighlight)]
    : [lightTheme, syntaxHighlighting(defaultHighlightStyle, { fallback: true })];

function languageOf(fileName: string): Extension {
  if (fileName.endsWith('.css')) return css();
  if (fileName.endsWith('.html')) return [];
  return javascript({ typescript: true, jsx: true });
}

export interface PlaygroundEditor {
  view: EditorView;
  /** Shows another file (its own text and undo history). */
  show(fileName: string, text: string): void;
  destroy(): void;
}

export function createEditor(
  parent: HTMLElement,
  fileName: string,
  text: string,
  label: string,
  onChange: (text: string) => void,
): PlaygroundEditor {
  const theme = new Compartment();
  const stateFor = (name: string, doc: string) =>
    EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        // Long lines wrap: the editor never scrolls sideways, so it holds no scrolling region without focus.
        EditorView.lineWrapping,
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        languageOf(name),
        frame,
        theme.of(colours()),
        EditorView.contentAttributes.of({ 'aria-label': `${label}: ${name}` }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    });
  const root = parent.shadowRoot ?? parent.attachShadow({ mode: 'open' });
  const view = new EditorView({ state: stateFor(fileName, text), parent: root, root });
  // The site's colour mode is an attribute of <html>, switched without a reload.
  const observer = new MutationObserver(() => view.dispatch({ effects: theme.reconfigure(colours()) }));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return {
    view,
    show: (name, doc) => view.setState(stateFor(name, doc)),
    destroy() {
      observer.disconnect();
      view.destroy();
    },
  };
}

/**
 * The lifecycle paths the diagram draws, kept apart from the drawing so that the Markdown twin of a page
 * (src/plugins/markdown-twins) can write the same steps as ordered lists.
 */

/** One step of a lifecycle path. */
export interface Step {
  /** Name of the method, as written in a component class. */
  readonly name: string;
  /** Drawn with the accent outline (used for `render()`). */
  readonly accent?: boolean;
}

/** A column of the diagram: what starts it, and the methods called in order. */
export interface LifecyclePath {
  readonly heading: string;
  /** What starts the path. */
  readonly note: string;
  readonly steps: readonly Step[];
  /** What happens once the last step has run, when that needs saying. */
  readonly after?: string;
}

export const FIRST_LOAD: LifecyclePath = {
  heading: 'First load',
  note: 'element attached to the document',
  steps: [
    { name: 'connectedCallback()' },
    { name: 'componentWillLoad()' },
    { name: 'componentWillRender()' },
    { name: 'render()', accent: true },
    { name: 'componentDidRender()' },
    { name: 'componentDidLoad()' },
  ],
};

export const UPDATE: LifecyclePath = {
  heading: 'Update',
  note: 'a @Prop() or @State() value changed',
  steps: [
    { name: 'componentShouldUpdate()' },
    { name: 'componentWillUpdate()' },
    { name: 'componentWillRender()' },
    { name: 'render()', accent: true },
    { name: 'componentDidRender()' },
    { name: 'componentDidUpdate()' },
  ],
  after: 'repeats on every later change',
};

export const REMOVAL: LifecyclePath = {
  heading: 'Removal',
  note: 'element detached; re-attaching runs connectedCallback() again',
  steps: [{ name: 'disconnectedCallback()' }],
};

/** The three paths in reading order. */
export const LIFECYCLE_PATHS: readonly LifecyclePath[] = [FIRST_LOAD, UPDATE, REMOVAL];

import type { ReactNode } from 'react';

import styles from './styles.module.css';

import { FIRST_LOAD, REMOVAL, UPDATE, type Step } from './steps';

const TITLE_ID = 'stencil-lifecycle-diagram-title';
const DESC_ID = 'stencil-lifecycle-diagram-desc';
const ARROW_ID = 'stencil-lifecycle-diagram-arrow';

const BOX_WIDTH = 260;
const BOX_HEIGHT = 40;
const STEP = 64;
const TOP = 84;
const LEFT_X = 40;
const RIGHT_X = 420;

function boxTop(index: number): number {
  return TOP + index * STEP;
}

function Column({ steps, x }: { readonly steps: readonly Step[]; readonly x: number }): ReactNode {
  const centre = x + BOX_WIDTH / 2;
  return (
    <g>
      {steps.map((step, index) => (
        <g key={`${step.name}-${index}`}>
          <rect
            className={step.accent ? `${styles.box} ${styles.accent}` : styles.box}
            x={x}
            y={boxTop(index)}
            width={BOX_WIDTH}
            height={BOX_HEIGHT}
            rx={8}
          />
          <text className={styles.method} x={centre} y={boxTop(index) + BOX_HEIGHT / 2}>
            {step.name}
          </text>
          {index < steps.length - 1 && (
            <line
              className={styles.arrow}
              x1={centre}
              y1={boxTop(index) + BOX_HEIGHT}
              x2={centre}
              y2={boxTop(index + 1) - 4}
              markerEnd={`url(#${ARROW_ID})`}
            />
          )}
        </g>
      ))}
    </g>
  );
}

/**
 * Diagram of the order in which Stencil calls the lifecycle methods of a component:
 * the first load, every update caused by a `@Prop()` or `@State()` change, and removal.
 * Static markup only, so the server render and the client render are identical.
 */
export default function LifecycleDiagram(): ReactNode {
  const lastTop = boxTop(FIRST_LOAD.steps.length - 1);
  const loopX = (LEFT_X + BOX_WIDTH + RIGHT_X) / 2;
  const removalTop = lastTop + BOX_HEIGHT + 72;
  const removalX = (LEFT_X + RIGHT_X + BOX_WIDTH) / 2 - BOX_WIDTH / 2;

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.diagram}
        viewBox="0 0 720 600"
        role="img"
        aria-labelledby={`${TITLE_ID} ${DESC_ID}`}
        xmlns="http://www.w3.org/2000/svg">
        <title id={TITLE_ID}>Order of the Stencil component lifecycle methods</title>
        <desc id={DESC_ID}>
          First load, top to bottom: connectedCallback, componentWillLoad, componentWillRender, render,
          componentDidRender, componentDidLoad. After that, every change of a Prop or State value starts an update:
          componentShouldUpdate (returning false skips the re-render), componentWillUpdate, componentWillRender, render,
          componentDidRender, componentDidUpdate. When the element is removed from the document, disconnectedCallback
          runs; if it is attached again, only connectedCallback runs again, not the load methods.
        </desc>
        <defs>
          <marker
            id={ARROW_ID}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={5}
            markerHeight={5}
            orient="auto-start-reverse">
            <path className={styles.arrowHead} d="M 0 0 L 10 5 L 0 10 z" />
          </marker>
        </defs>

        <text className={styles.heading} x={LEFT_X + BOX_WIDTH / 2} y={36}>
          {FIRST_LOAD.heading}
        </text>
        <text className={styles.note} x={LEFT_X + BOX_WIDTH / 2} y={60}>
          {FIRST_LOAD.note}
        </text>
        <text className={styles.heading} x={RIGHT_X + BOX_WIDTH / 2} y={36}>
          {UPDATE.heading}
        </text>
        <text className={styles.note} x={RIGHT_X + BOX_WIDTH / 2} y={60}>
          {UPDATE.note}
        </text>

        <Column steps={FIRST_LOAD.steps} x={LEFT_X} />
        <Column steps={UPDATE.steps} x={RIGHT_X} />

        <path
          className={`${styles.arrow} ${styles.dashed}`}
          d={`M ${LEFT_X + BOX_WIDTH} ${lastTop + BOX_HEIGHT / 2} H ${loopX} V ${TOP + BOX_HEIGHT / 2} H ${RIGHT_X - 4}`}
          fill="none"
          markerEnd={`url(#${ARROW_ID})`}
        />
        <path
          className={`${styles.arrow} ${styles.dashed}`}
          d={`M ${RIGHT_X + BOX_WIDTH} ${lastTop + BOX_HEIGHT / 2} H ${RIGHT_X + BOX_WIDTH + 16} V ${TOP + BOX_HEIGHT / 2} H ${RIGHT_X + BOX_WIDTH + 4}`}
          fill="none"
          markerEnd={`url(#${ARROW_ID})`}
        />
        <text className={styles.note} x={RIGHT_X + BOX_WIDTH / 2} y={lastTop + BOX_HEIGHT + 24}>
          {UPDATE.after}
        </text>

        <text className={styles.heading} x={removalX + BOX_WIDTH / 2} y={removalTop - 14}>
          {REMOVAL.heading}
        </text>
        <rect className={styles.box} x={removalX} y={removalTop} width={BOX_WIDTH} height={BOX_HEIGHT} rx={8} />
        <text className={styles.method} x={removalX + BOX_WIDTH / 2} y={removalTop + BOX_HEIGHT / 2}>
          {REMOVAL.steps[0]!.name}
        </text>
        <text className={styles.note} x={removalX + BOX_WIDTH / 2} y={removalTop + BOX_HEIGHT + 22}>
          {REMOVAL.note}
        </text>
      </svg>
    </figure>
  );
}

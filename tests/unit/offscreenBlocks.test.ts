import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ALL_BLOCKS_ATTRIBUTE, offscreenBlocksScript } from '../../src/plugins/offscreen-blocks';
import { measureCode } from '../../src/plugins/offscreen-blocks/measureCode';

type Listener = (event: { target: unknown }) => void;

/** Runs the early script on a page at `hash`; returns the root's attributes and a way to click. */
function load(hash: string) {
  const attributes = new Map<string, string>();
  const listeners: Listener[] = [];
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) },
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      expect(type).toBe('click');
      // Capture: it runs before the browser follows the link.
      expect(capture).toBe(true);
      listeners.push(listener);
    },
  };
  vm.runInNewContext(offscreenBlocksScript(), { document, location: { hash } });
  /** A click on a target: any object, or an element inside a link with the given `href` (none: not in a link). */
  const dispatch = (target: unknown) => listeners.forEach((listener) => listener({ target }));
  const click = (href?: string) =>
    dispatch({
      closest: (selector: string) => {
        expect(selector).toBe('a[href*="#"]');
        return href?.includes('#') ? { href } : null;
      },
    });
  return { attributes, click, dispatch };
}

describe('the early script of offscreen blocks', () => {
  it('renders every block of a page loaded with a fragment', () => {
    expect(load('#pitfalls').attributes.has(ALL_BLOCKS_ATTRIBUTE)).toBe(true);
  });

  it('leaves blocks to the browser on a page loaded without one', () => {
    expect(load('').attributes.size).toBe(0);
  });

  it('renders every block when a link with a fragment is clicked, before the browser scrolls', () => {
    const page = load('');
    page.click('/docs/introduction');
    page.click();
    expect(page.attributes.size).toBe(0);
    page.click('#pitfalls');
    expect(page.attributes.has(ALL_BLOCKS_ATTRIBUTE)).toBe(true);
  });

  it('ignores a click whose target is not an element', () => {
    const page = load('');
    // The document itself, or nothing (a click synthesized on the window).
    expect(() => page.dispatch(null)).not.toThrow();
    expect(() => page.dispatch({})).not.toThrow();
    expect(page.attributes.size).toBe(0);
  });
});

describe('the size of a code block, from its code', () => {
  it('counts lines and the columns of the longest line, markup characters included', () => {
    expect(measureCode('const a = <b>1</b>;\nb')).toEqual({ lines: 2, columns: 'const a = <b>1</b>;'.length });
  });

  it('counts a tab up to the next 8-column stop', () => {
    expect(measureCode('\tx\nab\tx')).toEqual({ lines: 2, columns: 9 });
  });

  it('does not count a final line feed as another line', () => {
    expect(measureCode('one\ntwo\n')).toEqual({ lines: 2, columns: 3 });
  });
});

import type { Locator, Page } from '@playwright/test';
import { test, expect, openPage, markNotReloaded, notReloaded } from './fixtures';

/** A page with many code blocks, and the title of its first one. */
const EVENTS = '/docs/v2/events';
const FIRST_TITLE = 'src/components/todo-list/todo-list.tsx';
/** The test page with a block for each feature of Docusaurus's code blocks (src/pages/tests/code-blocks.mdx). */
const FEATURES = '/docs/tests/code-blocks';

/** The code block under a heading of the test page. */
const blockUnder = (page: Page, headingId: string) => page.locator(`h2#${headingId} + .theme-code-block`);

/** The lines of code a block shows. */
const linesOf = (block: Locator) => block.locator('.token-line').allTextContents();

/**
 * The line numbers a block shows. They are CSS counters, in no element's text: the browser's
 * accessibility tree holds the text it generates for them.
 */
async function lineNumbersOf(page: Page, block: Locator): Promise<string[]> {
  await block.evaluate((element) => element.setAttribute('data-numbered-block', ''));
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    // With line numbers, a line holds the number's element, then the code's.
    selector: '[data-numbered-block] .token-line > span:first-child:has(+ span)',
  });
  const { nodes } = await cdp.send('Accessibility.getFullAXTree', {});
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const textOf = (id: string): string => {
    const node = byId.get(id);
    if (!node) return '';
    if (node.role?.value === 'StaticText') return String(node.name?.value ?? '');
    return (node.childIds ?? []).map(textOf).join('');
  };
  const numbers: string[] = [];
  for (const nodeId of nodeIds) {
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    const axNode = nodes.find((candidate) => candidate.backendDOMNodeId === node.backendNodeId);
    numbers.push(axNode ? textOf(axNode.nodeId) : '');
  }
  await cdp.detach();
  await block.evaluate((element) => element.removeAttribute('data-numbered-block'));
  return numbers;
}

/** The lines a block highlights, as the reader sees them: their text, with the highlight's background. */
async function highlightedLinesOf(block: Locator): Promise<string[]> {
  const lines = await block.locator('.token-line').evaluateAll((elements) =>
    elements.map((line) => ({
      text: line.textContent ?? '',
      highlighted: line.classList.contains('theme-code-block-highlighted-line'),
      background: getComputedStyle(line).backgroundColor,
    })),
  );
  // The highlight's background (src/css/custom.css), and no other line's.
  for (const line of lines) expect(line.background).toBe(line.highlighted ? 'rgba(0, 0, 0, 0.05)' : 'rgba(0, 0, 0, 0)');
  return lines.filter((line) => line.highlighted).map((line) => line.text);
}

test('code arrives highlighted in the HTML, and no tokenizer ships to the browser', async ({ page }) => {
  const html = await (await page.request.get(EVENTS)).text();
  expect(html).toContain('<span class="token keyword">import</span>');
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await openPage(page, EVENTS);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // Prism's grammar registry and its Bash grammar, which the browser used to download.
  for (const source of scripts) {
    expect(source).not.toContain('BASH_ALIASES');
    expect(source).not.toContain('insertBefore:function');
  }
});

for (const mode of ['light', 'dark'] as const) {
  test(`code keeps the ${mode} code theme, its title and its text`, async ({ page }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await openPage(page, EVENTS);
    const block = page.locator('article .theme-code-block').first();
    await expect(block.getByText(FIRST_TITLE, { exact: true })).toBeVisible();
    const keyword = block.locator('.token.keyword').first();
    await expect(keyword).toHaveText('import');
    // Visual Studio's keyword blue, light or dark (src/prism/themes.ts).
    await expect(keyword).toHaveCSS('color', mode === 'light' ? 'rgb(0, 0, 255)' : 'rgb(86, 156, 214)');
    await expect(block.locator('pre')).toHaveCSS(
      'background-color',
      mode === 'light' ? 'rgb(255, 255, 255)' : 'rgb(30, 30, 30)',
    );
    // The text is the code, line by line.
    expect((await linesOf(block)).slice(0, 3)).toEqual([
      "import { Component, Event, EventEmitter, Prop, h } from '@stencil/core';",
      '',
      'export interface Todo {',
    ]);
  });
}

test('a title names the block', async ({ page }) => {
  await openPage(page, FEATURES);
  const block = blockUnder(page, 'line-numbers');
  await expect(block.getByText('src/components/my-button/my-button.tsx', { exact: true })).toBeVisible();
  // Above the code.
  const title = (await block.getByText('src/components/my-button/my-button.tsx').boundingBox())!;
  expect(title.y + title.height).toBeLessThanOrEqual((await block.locator('pre').boundingBox())!.y + 1);
});

test('showLineNumbers numbers the lines, from 1 or from the number given', async ({ page }) => {
  await openPage(page, FEATURES);
  const block = blockUnder(page, 'line-numbers');
  await expect(block.locator('.token-line > span:first-child:has(+ span)').first()).toBeVisible();
  expect(await lineNumbersOf(page, block)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  expect((await linesOf(block))[0]).toBe("import { Component, h } from '@stencil/core';");
  // The numbers stand left of the code.
  const number = (await block.locator('.token-line > span:first-child:has(+ span)').first().boundingBox())!;
  const code = (await block.locator('.token.keyword').first().boundingBox())!;
  expect(number.x + number.width).toBeLessThanOrEqual(code.x);

  expect(await lineNumbersOf(page, blockUnder(page, 'line-numbers-from-another-line'))).toEqual(['12', '13']);
  // A block without showLineNumbers has none.
  expect(await lineNumbersOf(page, blockUnder(page, 'a-long-line'))).toEqual([]);
});

test('a range beside the language highlights those lines', async ({ page }) => {
  await openPage(page, FEATURES);
  const block = blockUnder(page, 'highlighted-lines-named-beside-the-language');
  expect(await highlightedLinesOf(block)).toEqual(['const one = 1;', 'const three = 3;', 'const four = 4;']);
  expect(await linesOf(block)).toHaveLength(5);
});

test('magic comments highlight lines and are left out of the code', async ({ page }) => {
  await openPage(page, FEATURES);
  const block = blockUnder(page, 'highlighted-lines-from-magic-comments');
  expect(await highlightedLinesOf(block)).toEqual([
    '  @Prop() name: string;',
    '    const text = `Hello, ${this.name}`;',
    '    return <p>{text}</p>;',
  ]);
  expect((await linesOf(block)).join('\n')).not.toContain('highlight-');

  // In Bash, with line numbers: the numbers count the lines shown.
  const bash = blockUnder(page, 'magic-comments-with-line-numbers');
  expect(await linesOf(bash)).toEqual(['npm init stencil', 'cd my-project', 'npm start']);
  expect(await highlightedLinesOf(bash)).toEqual(['cd my-project']);
  expect(await lineNumbersOf(page, bash)).toEqual(['1', '2', '3']);
});

test.describe('copying', () => {
  test.beforeEach(({ context }) => context.grantPermissions(['clipboard-read', 'clipboard-write']));

  test('copies the code as shown, without its magic comments, and says so', async ({ page }) => {
    await openPage(page, FEATURES);
    const block = blockUnder(page, 'highlighted-lines-from-magic-comments');
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      [
        "import { Component, Prop, h } from '@stencil/core';",
        '',
        "@Component({ tag: 'my-greeting' })",
        'export class MyGreeting {',
        '  @Prop() name: string;',
        '',
        '  render() {',
        '    const text = `Hello, ${this.name}`;',
        '    return <p>{text}</p>;',
        '  }',
        '}',
      ].join('\n'),
    );
    // The label returns to its resting state.
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible({ timeout: 5000 });
  });

  test('copies without the line numbers', async ({ page }) => {
    await openPage(page, FEATURES);
    const block = blockUnder(page, 'line-numbers-from-another-line');
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const first = 12;\nconst second = 13;');
  });

  test('on a first load, where the page’s content is the server’s markup', async ({ page }) => {
    await openPage(page, EVENTS);
    const block = page.locator('article .theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe((await linesOf(block)).join('\n'));
    expect(clipboard).toMatch(/^import \{ Component, Event, EventEmitter, Prop, h \} from '@stencil\/core';\n\n/);
  });

  test('on a page the browser renders after the first', async ({ page }) => {
    await openPage(page, '/docs/introduction');
    await markNotReloaded(page);
    await openInPlace(page, EVENTS);
    const block = page.locator('article .theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await linesOf(block)).join('\n'));
    expect(await notReloaded(page)).toBe(true);
  });
});

test('where the clipboard is refused, the copy button says so instead of failing silently', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await openPage(page, EVENTS);
  const block = page.locator('article .theme-code-block').first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByText('Copy failed: select the code and copy it')).toBeVisible();
});

/** Opens a page by a link in the current page's content, so that the router renders it in place. */
async function openInPlace(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('a'), { href, textContent: 'Open the page in place' });
    document.querySelector('article .markdown')!.prepend(link);
  }, path);
  await page.getByRole('link', { name: 'Open the page in place' }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('article .theme-code-block').first()).toBeVisible();
}

/** Whether a block's code scrolls sideways. */
const scrollsSideways = (block: Locator) => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);

/** Wraps a block's code with its word-wrap button, checks what the reader sees, then unwraps it. */
async function expectWordWrapToggles(block: Locator): Promise<void> {
  const code = block.locator('pre > code');
  const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
  await block.hover();
  await expect(wrap).toBeVisible();
  await expect(wrap).toHaveAttribute('aria-pressed', 'false');
  await expect(code).toHaveCSS('white-space', 'pre');
  // Read until the page's layout has settled (a page rendered in place may still be laying out).
  await expect.poll(() => scrollsSideways(block)).toBe(true);
  const height = (await block.boundingBox())!.height;

  await wrap.click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  await expect(wrap).toHaveAttribute('aria-pressed', 'true');
  expect(await scrollsSideways(block)).toBe(false);
  expect((await block.boundingBox())!.height).toBeGreaterThan(height);
  // Still offered, to unwrap, though nothing scrolls now.
  await block.page().mouse.move(0, 0);
  await block.hover();
  await expect(wrap).toBeVisible();

  await wrap.click();
  await expect(code).toHaveCSS('white-space', 'pre');
  await expect(wrap).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => scrollsSideways(block)).toBe(true);
}

test.describe('word wrap', () => {
  test('wraps and unwraps a block whose lines run past its width', async ({ page }) => {
    await openPage(page, FEATURES);
    await expectWordWrapToggles(blockUnder(page, 'a-long-line'));
  });

  test('is offered only while the code scrolls sideways', async ({ page }) => {
    await openPage(page, FEATURES);
    const block = blockUnder(page, 'highlighted-lines-from-magic-comments');
    const wrap = block.getByRole('button', { name: 'Toggle word wrap', includeHidden: true });
    // Too narrow for the code: the button shows when the pointer comes to the block.
    await page.setViewportSize({ width: 320, height: 800 });
    await block.hover();
    expect(await scrollsSideways(block)).toBe(true);
    await expect(wrap).toBeVisible();
    // Wide enough again: measured anew the next time the pointer comes, it is gone.
    await page.mouse.move(0, 0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await block.hover();
    expect(await scrollsSideways(block)).toBe(false);
    await expect(wrap).toBeHidden();
    await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
  });

  test('is reached from the keyboard once the focus comes to the block', async ({ page }) => {
    await openPage(page, FEATURES);
    const block = blockUnder(page, 'a-long-line');
    await page.locator('h2#a-long-line a').focus();
    await page.keyboard.press('Tab');
    await expect(block.locator('pre')).toBeFocused();
    await page.keyboard.press('Tab');
    const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
    await expect(wrap).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(block.locator('pre > code')).toHaveCSS('white-space', 'pre-wrap');
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 900 } });

    test('on a first load, where the page’s content is the server’s markup', async ({ page }) => {
      await openPage(page, EVENTS);
      await expectWordWrapToggles(page.locator('article .theme-code-block').first());
    });

    test('on a page the browser renders after the first', async ({ page }) => {
      await openPage(page, '/docs/introduction');
      await markNotReloaded(page);
      await openInPlace(page, EVENTS);
      await expectWordWrapToggles(page.locator('article .theme-code-block').first());
      expect(await notReloaded(page)).toBe(true);
    });
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, openPage, markNotReloaded, notReloaded } from './fixtures';
import { latestVersion, pinnedRelease } from './docsRoutes';

/** The release a version documents, from the one release map, as the build takes it. */
const releaseOf = (version: string): string => pinnedRelease('stencil-core-', version);

/** The same status-badge sample opens the Component page of every version (the latest from versions.json). */
const versions = [
  { name: `${latestVersion} (latest)`, version: latestVersion, path: '/docs/component' },
  { name: 'v2', version: 'v2', path: '/docs/v2/component' },
  { name: 'Next', version: 'current', path: '/docs/next/component' },
];

const playground = (page: Page) => page.getByTestId('playground');
const preview = (page: Page) => page.frameLocator('iframe[title="Preview of the component"]');
const editor = (page: Page) => playground(page).locator('.cm-content');

/** Replaces the editor's text the way a reader would: select all, then type (as one input). */
async function replaceCode(page: Page, edit: (code: string) => string): Promise<void> {
  const content = editor(page);
  const code = await content.evaluate((element) =>
    Array.from(element.querySelectorAll('.cm-line'))
      .map((line) => line.textContent)
      .join('\n'),
  );
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(edit(code));
}

async function openFirstSample(page: Page, at: string): Promise<void> {
  await openPage(page, at);
  await markNotReloaded(page);
  await page.getByRole('link', { name: 'Try it' }).first().click();
  await expect(playground(page)).toBeVisible();
}

const badge = (page: Page): Locator => preview(page).locator('status-badge .badge');
/** The first open loads a compiler of about 1 MB (Brotli) and parses it: seconds on a busy 2-core machine. */
const FIRST_RENDER = { timeout: 30_000 };

for (const { name, version, path: at } of versions) {
  test(`${name}: a sample runs in the page, compiled and run by ${version}'s release, and follows edits`, async ({
    page,
  }) => {
    test.slow(); // the first open loads a compiler of about 1 MB (Brotli)
    const release = releaseOf(version);
    await openFirstSample(page, at);
    await expect(badge(page)).toHaveText('new', FIRST_RENDER);
    await expect(page.getByTestId('playground-compiler')).toHaveText(`Compiler ${release}`);
    await expect(page.getByTestId('playground-runtime')).toHaveText(`· runtime ${release}`);
    await replaceCode(page, (code) => code.replace("label = 'new'", "label = 'edited in the playground'"));
    await expect(badge(page)).toHaveText('edited in the playground');
    expect(new URL(page.url()).pathname).toBe(at);
    expect(await notReloaded(page)).toBe(true);
  });
}

test('a doc page loads no playground code until "Try it" is clicked', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPage(page, '/docs/component');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.includes('/playground'))).toEqual([]);
  await page.getByRole('link', { name: 'Try it' }).first().click();
  await expect(badge(page)).toHaveText('new', FIRST_RENDER);
  expect(requested.filter((p) => p.startsWith('/docs/assets/playground/stencil-'))).toHaveLength(1);
});

test('a syntax error shows the release’s diagnostic with its line; fixing it brings the preview back', async ({
  page,
}) => {
  test.slow();
  await openFirstSample(page, '/docs/component');
  await expect(badge(page)).toHaveText('new', FIRST_RENDER);
  let line = 0;
  await replaceCode(page, (code) => {
    line = code.split('\n').findIndex((text) => text.includes('return <span')) + 1;
    return code.replace('return <span', 'return <<span');
  });
  const diagnostics = page.getByTestId('playground-diagnostics');
  await expect(diagnostics).toContainText(`status-badge.tsx:${line}:`);
  await expect(page.locator('iframe[title="Preview of the component"]')).toHaveCount(0);
  await replaceCode(page, (code) => code.replace('return <<span', 'return <span'));
  await expect(diagnostics).toHaveCount(0);
  await expect(badge(page)).toHaveText('new', FIRST_RENDER);
});

test('an exception thrown in render() appears in the console panel; the page and the editor keep working', async ({
  page,
}) => {
  test.slow();
  await openFirstSample(page, '/docs/component');
  await expect(badge(page)).toHaveText('new', FIRST_RENDER);
  await replaceCode(page, (code) =>
    code.replace(
      'render() {',
      "render() {\n    console.log('rendering the badge');\n    throw new Error('broken in render');",
    ),
  );
  const panel = page.getByTestId('playground-console');
  await expect(panel).toContainText('rendering the badge');
  await expect(panel).toContainText('broken in render');
  // The page still answers: its colour-mode switch works, and the editor still compiles. The navbar hides
  // while the page scrolls down (the playground scrolled into view); the reader scrolls up to reach it.
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ }).first();
  await page.mouse.wheel(0, -100_000);
  await expect(toggle).toBeInViewport({ ratio: 1 });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await replaceCode(page, (code) => code.replace("    throw new Error('broken in render');\n", ''));
  await expect(badge(page)).toHaveText('new', FIRST_RENDER);
});

test('readers’ code runs sandboxed: no storage, cookies, navigation of the page or requests', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const requested: string[] = [];
  await openPage(page, '/docs/component');
  await page.evaluate(() => {
    window.localStorage.setItem('playground-secret', 'kept');
    document.cookie = 'session=site-only; path=/';
  });
  await markNotReloaded(page);
  await page.getByRole('link', { name: 'Try it' }).first().click();
  await expect(badge(page)).toHaveText('new', FIRST_RENDER);
  page.on('request', (request) => requested.push(request.url()));
  await replaceCode(page, (code) =>
    code.replace(
      'render() {',
      `async componentDidLoad() {
    const attempts: string[] = [];
    const attempt = async (name: string, action: () => unknown) => {
      try {
        const value = await action();
        attempts.push(name + ' read ' + String(value));
      } catch {
        attempts.push(name + ' blocked');
      }
    };
    await attempt('parent storage', () => (parent as Window).localStorage.getItem('playground-secret'));
    await attempt('own storage', () => localStorage.length);
    await attempt('cookie', () => document.cookie);
    await attempt('parent DOM', () => parent.document.title);
    await attempt('navigation', () => { (top as Window).location.href = '/docs/hacked'; });
    await attempt('request', () => fetch('/docs/introduction'));
    console.log(attempts.join('; '));
  }

  render() {`,
    ),
  );
  const panel = page.getByTestId('playground-console');
  await expect(panel).toContainText(
    'parent storage blocked; own storage blocked; cookie blocked; parent DOM blocked; navigation blocked; request blocked',
  );
  // The site is untouched and still works.
  expect(await notReloaded(page)).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/docs/component');
  expect(await page.evaluate(() => window.localStorage.getItem('playground-secret'))).toBe('kept');
  expect(requested.filter((url) => /\/docs\/(hacked|introduction)/.test(url))).toEqual([]);
  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/events$/);
  // The browser reports what the frame's policy and sandbox refused: those are the test's expectations.
  const refused = consoleErrors.filter((text) =>
    /Content Security Policy|sandbox|Unsafe attempt to initiate navigation|SecurityError/i.test(text),
  );
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !refused.includes(text)));
});

test('a shared link reopens the same code and version on the playground page', async ({ page, context }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // What the page writes to the clipboard, kept in the page: the system clipboard is shared with the
  // tests running beside this one, whose copy buttons may write to it in between.
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      (window as unknown as { copiedText: string }).copiedText = text;
      return write(text);
    };
  });
  await openFirstSample(page, '/docs/v2/component');
  await replaceCode(page, (code) => code.replace("label = 'new'", "label = 'shared'"));
  await expect(badge(page)).toHaveText('shared');
  await playground(page).getByRole('button', { name: 'Share link' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText)).toBeTruthy();
  const link = await page.evaluate(() => (window as unknown as { copiedText: string }).copiedText);
  expect(link).toMatch(/\/docs\/playground\?v=v2#code=/);
  const other = await context.newPage();
  await openPage(other, link);
  await expect(preview(other).locator('status-badge .badge')).toHaveText('shared', FIRST_RENDER);
  await expect(other.getByTestId('playground-compiler')).toHaveText(`Compiler ${releaseOf('v2')}`);
  await expect(other.locator('.cm-content')).toContainText("label = 'shared'");
});

test('a "Try it" link opened in a new tab gives the playground page with the sample', async ({ page, context }) => {
  test.slow();
  await openPage(page, '/docs/component');
  const link = page.getByRole('link', { name: 'Try it' }).first();
  // The link holds the sample once a pointer reaches it, before any click.
  await link.hover();
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^/docs/playground\\?v=${latestVersion.replace('.', '\\.')}#code=[\\w-]+$`),
  );
  const sample = await page
    .locator('[data-try-it-bar]')
    .first()
    .evaluate((bar) =>
      Array.from(bar.previousElementSibling!.querySelectorAll('pre code .token-line'), (line) => line.textContent).join(
        '\n',
      ),
    );
  const other = await context.newPage();
  await openPage(other, (await link.getAttribute('href'))!);
  await expect(preview(other).locator('status-badge .badge')).toHaveText('new', FIRST_RENDER);
  const opened = await other
    .locator('.cm-content .cm-line')
    .evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
  expect(opened).toBe(sample);
});

test('search and the Markdown twins leave "Try it" and the playground out', async ({ page, request }) => {
  // The twin keeps the sample's plain fence and no control.
  const twin = await (await request.get('/docs/component.md')).text();
  expect(twin).toContain('```tsx');
  expect(twin).toContain('@Component(');
  expect(twin).not.toMatch(/Try it|\/playground/);
  // The playground page is not in the index: searching its name finds the docs that mention playgrounds.
  await openPage(page, '/docs/search?q=playground');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('link');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.some((href) => href.includes('/compiler-api'))).toBe(true);
  expect(hrefs.filter((href) => href.includes('/playground'))).toEqual([]);
});

test('a damaged shared link says so and breaks nothing', async ({ page }) => {
  await openPage(page, '/docs/playground?v=v4.9#code=not-really-code');
  await expect(page.getByRole('alert')).toContainText('damaged');
});

test('the playground works from the keyboard alone', async ({ page }) => {
  test.slow();
  await openPage(page, '/docs/component');
  await page.getByRole('link', { name: 'Try it' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(badge(page)).toHaveText('new', FIRST_RENDER);
  // Focus lands in the editor; Tab indents there, and Escape then Tab leaves it.
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(editor(page)).not.toBeFocused();
  // Every control is a named button reached with Tab.
  const names = await playground(page)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim()));
  expect(names).toEqual(expect.arrayContaining(['Run', 'Reset', 'Copy code', 'Share link', 'Close playground']));
  const reset = playground(page).getByRole('button', { name: 'Reset' });
  await editor(page).click();
  await page.keyboard.type('// an edit ');
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(editor(page)).not.toContainText('an edit');
  await playground(page).getByRole('button', { name: 'Close playground' }).focus();
  await page.keyboard.press('Enter');
  await expect(playground(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Try it' }).first()).toBeFocused();
});

for (const mode of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test.describe(`${mode} mode at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      test('the open playground has no axe violations', async ({ page }) => {
        test.slow();
        // The stored colour mode, as a reader's earlier choice leaves it (an init script would run in the
        // sandboxed preview too, where storage throws).
        await openPage(page, '/docs/introduction');
        await page.evaluate((theme) => window.localStorage.setItem('theme', theme), mode);
        await openFirstSample(page, '/docs/component');
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // Chromium holds back the rendering of a cross-origin frame out of view; a reader looks at it.
        await page.locator('iframe[title="Preview of the component"]').scrollIntoViewIfNeeded();
        await expect(badge(page)).toHaveText('new', FIRST_RENDER);
        const { violations } = await new AxeBuilder({ page }).include('[data-testid="playground"]').analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    });
  }
}

import { test, expect, openPage } from './fixtures';

/** A page with many code blocks, and the title of its first one. */
const EVENTS = '/docs/v2/events';
const FIRST_TITLE = 'src/components/todo-list/todo-list.tsx';

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
    // The text is the code, line by line, with no markup.
    const text = await block.locator('code').textContent();
    expect(text).toMatch(
      /^import \{ Component, Event, EventEmitter, Prop, h \} from '@stencil\/core';\n\nexport interface Todo \{\n/,
    );
    expect(text).not.toContain('<span');
  });
}

test('the copy button puts the code on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, EVENTS);
  const block = page.locator('article .theme-code-block').first();
  const code = await block.locator('code').textContent();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // The label returns to its resting state.
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible({ timeout: 5000 });
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

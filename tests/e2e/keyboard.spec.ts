import { test, expect, openPage, versionDropdown } from './fixtures';
import versionsJson from '../../versions.json';

/** Keyboard use of the page's controls, with the version list from versions.json. */
test.describe('keyboard', () => {
  test('every control of the page is reachable with Tab', async ({ page }) => {
    await openPage(page, '/docs/events');
    const reached = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      reached.add(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return `${el?.tagName.toLowerCase()}:${el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 40)}`;
        }),
      );
    }
    const names = [...reached].join('\n');
    for (const expected of [
      /^a:Skip to main content/m,
      /^button:.*Search/m,
      /^a:Docs$/m,
      /^a:Stencil source on GitHub$/m,
      /^button:Switch between dark and light mode/m,
      /^summary:.*Stencil Docs/m,
      new RegExp(`^summary:Docs version: ${versionsJson[0].replace(/\./g, '\\.')}`, 'm'),
    ]) {
      expect(names).toMatch(expected);
    }
  });

  test('the version dropdown, the colour toggle and search work from the keyboard', async ({ page }) => {
    await openPage(page, '/docs/events');
    const summary = versionDropdown(page).locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Next, then the released versions newest first.
    const [latest, previous] = versionsJson;
    await expect(versionDropdown(page).getByRole('link', { name: latest, exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/docs/${previous}/events`);
    // The URL changes before the page has rendered; once it has, Docusaurus moves the focus to the page top.
    await expect(page.locator('html')).toHaveClass(new RegExp(`docs-version-${previous.replace(/\./g, '\\.')}( |$)`));

    await page.getByRole('button', { name: /switch between dark and light mode/i }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', { name: /search/i }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('EventEmitter');
    const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await expect(first).toBeVisible();
    // Enter opens the active result; with none active yet, it opens the search page instead.
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/docs/${previous}/events`);
  });
});

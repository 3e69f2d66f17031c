import { test, expect, openPage, docsSidebar } from './fixtures';
import { docsVersions, pagesOf, pinnedRelease, routesFile } from './docsRoutes';

const sidebar = docsSidebar;
for (const version of docsVersions) {
  test(`${version.label}: the sidebar lists the framework pages, and documentation generation where the release has it`, async ({
    page,
  }) => {
    const frameworks = pagesOf(version, ['framework-integration']);
    const overview = frameworks.find((doc) => doc.docId === 'framework-integration/overview')!;
    await openPage(page, overview.url);
    await expect(page.locator('article h1')).toHaveText(overview.title);
    for (const doc of frameworks) {
      await expect(sidebar(page).locator(`a[href="${doc.url}"]`)).toBeVisible();
    }
    const docsCategory = sidebar(page).getByRole('button', {
      name: routesFile.sidebarCategories['documentation-generation'].label,
    });
    const generation = pagesOf(version, ['documentation-generation']);
    if (generation.length) {
      await docsCategory.click();
      for (const doc of generation) {
        await expect(sidebar(page).locator(`a[href="${doc.url}"]`)).toBeVisible();
      }
    } else {
      await expect(docsCategory).toHaveCount(0);
    }
  });
}

const pinnedVersions = [
  docsVersions[0],
  docsVersions[1],
  docsVersions.find((v) => v.name === 'v4.0'),
  docsVersions.at(-1),
];
for (const version of pinnedVersions.filter((v) => v !== undefined)) {
  for (const framework of ['angular', 'react', 'vue']) {
    test(`${version.label}: the ${framework} page names the output target release pinned beside its Stencil release`, async ({
      page,
    }) => {
      const doc = pagesOf(version, ['framework-integration']).find(
        (candidate) => candidate.docId === `framework-integration/${framework}`,
      )!;
      await openPage(page, doc.url);
      const release = pinnedRelease(`${framework}-output-target-`, version.name);
      await expect(page.locator('article')).toContainText(`@stencil/${framework}-output-target ${release}`);
    });
  }
}

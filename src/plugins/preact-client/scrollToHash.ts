/**
 * Opening another page at one of its headings (a link to `/docs/testing-config#pitfalls`, a search result)
 * must show that heading. Docusaurus scrolls to it in a layout effect of the route change, but under Preact
 * the new page's content renders in a later pass: the components that read the route re-render from
 * Preact's render queue, a microtask after that effect. The effect then finds the heading of the page
 * being left when both pages have one of that name, or nothing, and the new page opens wherever the old one
 * was scrolled. A microtask queued here runs after that render, and scrolls to the new page's heading.
 */
import type { ClientModule } from '@docusaurus/types';

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    // A fragment of the same page is the browser's own navigation; a page without one opens at the top.
    if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname) return;
    const id = decodeURIComponent(location.hash.slice(1));
    queueMicrotask(() => document.getElementById(id)?.scrollIntoView());
  },
};

export default clientModule;

/**
 * A navigation by the router to a fragment renders every block before the new page renders and the
 * router scrolls to the fragment (see ./index.ts).
 */
import type { ClientModule } from '@docusaurus/types';
import { ALL_BLOCKS_ATTRIBUTE } from './constants';

const clientModule: ClientModule = {
  onRouteUpdate({ location }) {
    if (location.hash) document.documentElement.setAttribute(ALL_BLOCKS_ATTRIBUTE, '');
  },
};

export default clientModule;

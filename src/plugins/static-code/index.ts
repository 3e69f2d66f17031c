/**
 * Static code blocks: fenced code is highlighted once at build time (./highlight.ts, a remark plugin the
 * docs and pages plugins run), the code themes become CSS (./themeCss.ts), and the browser bundle carries
 * no tokenizer (./prismClientModule.ts). The theme's code block does the rest in the page, with the
 * site's `CodeBlock/Content` showing the build's markup (src/theme/CodeBlock); the copy and word-wrap
 * buttons work through one set of listeners (./codeBlockButtons.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../prism/themes';
import { codeThemesCss, THEME_VARIABLES } from './themeCss';
import { prismClientModuleRule } from './prismClientModule';

/**
 * The code theme for `themeConfig.prism.theme`, which the theme's components read in the browser: its
 * plain colours are the variables the CSS of the code themes sets for the colour mode, so code rendered
 * once on the server follows the mode (the theme's container writes them into each block's `style`), and
 * the themes' token colours, which only that CSS uses, stay out of the browser's copy of the config.
 */
export const browserCodeTheme: PrismTheme = {
  plain: { color: `var(${THEME_VARIABLES.color})`, backgroundColor: `var(${THEME_VARIABLES.backgroundColor})` },
  styles: [],
};

/**
 * The plugin. It takes the code themes from src/prism/themes.ts rather than as options: the browser gets
 * a copy of every plugin's options with the site's config, and needs none of the themes' colours.
 */
export default function staticCodePlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'static-code', 'code-themes.css');
  fs.mkdirSync(path.dirname(cssFile), { recursive: true });
  fs.writeFileSync(cssFile, codeThemesCss(lightCodeTheme, darkCodeTheme));
  const prismRule = prismClientModuleRule();
  return {
    name: 'static-code',
    getClientModules() {
      return [cssFile, path.join(__dirname, 'codeBlockButtons.ts')];
    },
    configureWebpack() {
      return { module: { rules: [prismRule] } };
    },
  };
}

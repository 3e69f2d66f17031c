/**
 * Static code blocks: fenced code is highlighted once at build time (./highlight.ts, a remark plugin the
 * docs plugin runs), the code themes become CSS (./themeCss.ts), and the browser bundle carries no
 * tokenizer: `prism-react-renderer` resolves to an empty stand-in there (./prismStub.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { codeThemesCss } from './themeCss';

export interface StaticCodeThemes {
  theme: PrismTheme;
  darkTheme: PrismTheme;
}

export default function staticCodePlugin(context: LoadContext, options: unknown): Plugin {
  const { theme, darkTheme } = options as StaticCodeThemes;
  const cssFile = path.join(context.generatedFilesDir, 'static-code', 'code-themes.css');
  fs.mkdirSync(path.dirname(cssFile), { recursive: true });
  fs.writeFileSync(cssFile, codeThemesCss(theme, darkTheme));
  return {
    name: 'static-code',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack() {
      return {
        resolve: { alias: { 'prism-react-renderer$': path.join(__dirname, 'prismStub.ts') } },
      };
    },
  };
}

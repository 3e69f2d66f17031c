/**
 * The light and dark code themes as CSS: each Prism theme's token styles become rules under its colour
 * mode, so the highlighted markup written at build time follows the mode without any script.
 */
import type { PrismTheme } from 'prism-react-renderer';

/**
 * The variables holding the plain colours of the mode's code theme, which the theme's code blocks take
 * as their `--prism-color` and `--prism-background-color` (see `browserCodeTheme` in ./index.ts).
 */
export const THEME_VARIABLES = { color: '--code-theme-color', backgroundColor: '--code-theme-background-color' };

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: object): string {
  return Object.entries(style)
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');
}

/** The rules of one theme, each scoped to `[data-theme='<mode>']`. */
export function themeRules(theme: PrismTheme, mode: 'light' | 'dark'): string {
  const scope = `[data-theme='${mode}']`;
  const rules = [
    `${scope}{${THEME_VARIABLES.color}:${theme.plain.color ?? 'inherit'};` +
      `${THEME_VARIABLES.backgroundColor}:${theme.plain.backgroundColor ?? 'transparent'}}`,
  ];
  for (const { types, style, languages } of theme.styles) {
    const selectors = types.flatMap((type) =>
      (languages ?? [undefined]).map((language) =>
        language ? `${scope} .language-${language} .token.${type}` : `${scope} .token.${type}`,
      ),
    );
    rules.push(`${selectors.join(',')}{${declarations(style)}}`);
  }
  return rules.join('\n');
}

export function codeThemesCss(light: PrismTheme, dark: PrismTheme): string {
  return `/* Generated from the code themes of docusaurus.config.ts (src/plugins/static-code). */\n${themeRules(light, 'light')}\n${themeRules(dark, 'dark')}\n`;
}

/**
 * Code highlighting themes: Visual Studio's light and dark palettes, with the few token colours that
 * fall below the WCAG AA contrast ratio (4.5:1) against their background, or a highlighted line's,
 * darkened or lightened.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

function withColours(base: PrismTheme, overrides: Record<string, string>): PrismTheme {
  return {
    ...base,
    styles: [
      ...base.styles,
      ...Object.entries(overrides).map(([type, color]) => ({ types: [type], style: { color } })),
    ],
  };
}

// Light mode's highlighted lines (src/css/custom.css) are #f2f2f2: these colours pass on it too.
export const lightCodeTheme = withColours(themes.vsLight, {
  'attr-name': '#b00000', // was #ff0000: 4.0:1 on white
  number: '#087e53', // was #098658: 4.1:1 on a highlighted line
  variable: '#087e53',
  inserted: '#087e53',
  'class-name': '#247790', // was #267f99: 4.1:1 on a highlighted line
});

export const darkCodeTheme = withColours(themes.vsDark, {
  punctuation: '#a9a9a9', // was #808080: 4.2:1 on #1e1e1e
  constant: '#a5a8e0', // was #646695
  prolog: '#7aa6da', // was #000080
});

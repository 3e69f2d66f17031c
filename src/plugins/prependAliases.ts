/**
 * Puts module aliases ahead of the ones Docusaurus configures: the bundler takes the first alias that
 * matches, and Docusaurus's own (`@generated`, `react`, `react-dom`) would otherwise win over a more
 * specific one added by a plugin's returned configuration.
 */
import type { Configuration } from 'webpack';

export function prependAliases(config: Configuration, aliases: Record<string, string>): void {
  config.resolve = {
    ...config.resolve,
    alias: { ...aliases, ...(config.resolve?.alias as Record<string, string>) },
  };
}

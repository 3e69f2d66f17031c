import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { storedThemeGuardScript } from '../../src/plugins/stored-preferences-guard';

function runWithStoredTheme(value: string | null): string | null {
  const store = new Map<string, string>(value === null ? [] : [['theme', value]]);
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    removeItem: (key: string) => void store.delete(key),
  };
  vm.runInNewContext(storedThemeGuardScript(), { window: { localStorage } });
  return store.get('theme') ?? null;
}

describe('stored theme guard', () => {
  it('keeps a valid stored mode', () => {
    expect(runWithStoredTheme('dark')).toBe('dark');
    expect(runWithStoredTheme('light')).toBe('light');
  });

  it('drops anything else, so the default mode applies', () => {
    expect(runWithStoredTheme('{not a mode')).toBeNull();
    expect(runWithStoredTheme('')).toBeNull();
    expect(runWithStoredTheme('"><script>')).toBeNull();
  });

  it('leaves an empty store alone and survives a store that throws', () => {
    expect(runWithStoredTheme(null)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => vm.runInNewContext(storedThemeGuardScript(), { window: { localStorage: throwing } })).not.toThrow();
  });
});

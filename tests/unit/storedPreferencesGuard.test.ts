import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { storedPreferencesGuardScript } from '../../src/plugins/stored-preferences-guard';

function run(stored: Record<string, string>, announcementBarId?: string): Record<string, string> {
  const store = new Map(Object.entries(stored));
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  vm.runInNewContext(storedPreferencesGuardScript({ announcementBarId }), { window: { localStorage } });
  return Object.fromEntries(store);
}

describe('stored colour mode', () => {
  it('keeps a valid stored mode', () => {
    expect(run({ theme: 'dark' })).toEqual({ theme: 'dark' });
    expect(run({ theme: 'light' })).toEqual({ theme: 'light' });
  });

  it('drops anything else, so the default mode applies', () => {
    for (const value of ['{not a mode', '', '"><script>', 'DARK']) expect(run({ theme: value })).toEqual({});
  });

  it('leaves an empty store alone and survives a store that throws', () => {
    expect(run({})).toEqual({});
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(() =>
      vm.runInNewContext(storedPreferencesGuardScript(), { window: { localStorage: throwing } }),
    ).not.toThrow();
  });
});

describe('announcement bar', () => {
  const dismissedFirst = { 'docusaurus.announcement.id': 'first', 'docusaurus.announcement.dismiss': 'true' };

  it('keeps the dismissal of the configured announcement', () => {
    expect(run(dismissedFirst, 'first')['docusaurus.announcement.dismiss']).toBe('true');
  });

  it('shows an announcement with a new id to a reader who dismissed the previous one', () => {
    expect(run(dismissedFirst, 'second')['docusaurus.announcement.dismiss']).toBe('false');
  });

  it('does nothing to the announcement keys when no bar is configured', () => {
    expect(run(dismissedFirst)).toEqual(dismissedFirst);
  });
});

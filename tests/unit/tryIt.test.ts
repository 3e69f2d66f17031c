import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { frameDocument } from '../../src/plugins/try-it';
import { ineligibility, playgroundFiles, styleUrls, definesComponent } from '../../src/plugins/try-it/samples';
import { decodeFiles, encodeFiles } from '../../src/plugins/try-it/shareUrl';
import { versionOfSource } from '../../src/plugins/try-it/remarkTryIt';

const badge = `import { Component, h } from '@stencil/core';
@Component({ tag: 'status-badge', styleUrl: 'status-badge.css', shadow: true })
export class StatusBadge { render() { return <span>new</span>; } }`;
const card = `import { Component, h } from '@stencil/core';
@Component({ tag: 'info-card' })
export class InfoCard { render() { return <div><status-badge></status-badge></div>; } }`;

describe('try-it samples', () => {
  it('gives a control to component samples that import only @stencil/core, and says why not to others', () => {
    expect(definesComponent({ lang: 'tsx', code: badge })).toBe(true);
    expect(definesComponent({ lang: 'css', code: badge })).toBe(false);
    expect(ineligibility({ lang: 'tsx', code: badge })).toBeNull();
    expect(ineligibility({ lang: 'tsx', code: `import { format } from 'date-fns';\n${badge}` })).toEqual({
      reason: 'imports date-fns',
    });
    expect(ineligibility({ lang: 'tsx', code: `import type { X } from './types';\n${badge}` })).toBeNull();
    expect(ineligibility({ lang: 'tsx', code: `${badge}\nconst home = process.env.HOME;` })).toEqual({
      reason: 'uses a Node.js API',
    });
  });

  it('takes the stylesheet from the CSS fence next to the sample, and the components it renders', () => {
    const fences = [
      { lang: 'tsx', code: card },
      { lang: 'tsx', code: badge },
      { lang: 'css', code: '.badge { color: red; }' },
    ];
    expect(styleUrls(badge)).toEqual(['status-badge.css']);
    expect(playgroundFiles(fences, 0)).toEqual([
      { name: 'info-card.tsx', code: card },
      { name: 'status-badge.tsx', code: badge },
      { name: 'status-badge.css', code: '.badge { color: red; }' },
      { name: 'index.html', code: '<info-card></info-card>' },
    ]);
    // No CSS fence near it: an empty stylesheet for the reader to fill.
    expect(playgroundFiles([{ lang: 'tsx', code: badge }], 0)[1]).toEqual({ name: 'status-badge.css', code: '' });
  });

  it('reads the version of a page from its source path', () => {
    expect(versionOfSource('/site/docs/components/component.md')).toBe('current');
    expect(versionOfSource('/site/versioned_docs/version-v4.9/components/component.md')).toBe('v4.9');
  });
});

describe('try-it share links', () => {
  it('round-trips the files through the fragment', async () => {
    const files = [
      { name: 'status-badge.tsx', code: badge },
      { name: 'index.html', code: '<status-badge></status-badge>' },
    ];
    const fragment = await encodeFiles(files);
    expect(fragment).toMatch(/^code=[\w-]+$/);
    expect(await decodeFiles(`#${fragment}`)).toEqual(files);
  });

  it('rejects damaged and foreign fragments with a message', async () => {
    await expect(decodeFiles('#')).rejects.toThrow('holds no code');
    await expect(decodeFiles('#code=AAAA')).rejects.toThrow('damaged');
    const notFiles = await encodeFiles([{ name: '../../etc', code: '' }]);
    await expect(decodeFiles(notFiles)).rejects.toThrow('not a playground');
  });
});

describe('try-it preview document', () => {
  it('allows exactly its own inline script by hash, and no network, in the document and in its header', async () => {
    const { html, headerPolicy } = await frameDocument();
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    const hash = crypto.createHash('sha256').update(script).digest('base64');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html)![1]!;
    for (const policy of [meta, headerPolicy]) {
      expect(policy).toContain(`script-src 'sha256-${hash}' blob:`);
      expect(policy).toMatch(/^default-src 'none';/);
      expect(policy).not.toMatch(/connect-src|https?:/);
    }
    // Nothing of the site's own: the frame's code can load no file of the site either.
    expect(meta).not.toContain("'self'");
    expect(headerPolicy).toBe(`${meta}; frame-ancestors 'self'`);
  });
});

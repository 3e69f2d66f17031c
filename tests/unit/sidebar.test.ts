import { describe, expect, it } from 'vitest';
import { buildSidebar, type SidebarDoc } from '../../src/sidebar/sidebarItemsGenerator';

const docs: SidebarDoc[] = [
  { id: 'components/events', sourceDirName: 'components', sidebarPosition: 7 },
  { id: 'components/api', sourceDirName: 'components', sidebarPosition: 1 },
  { id: 'introduction/getting-started', sourceDirName: 'introduction', sidebarPosition: 3 },
  { id: 'introduction/overview', sourceDirName: 'introduction', sidebarPosition: 1 },
  { id: 'build-variables', sourceDirName: '.' },
  { id: 'telemetry', sourceDirName: '.' },
];

describe('sidebar', () => {
  const sidebar = buildSidebar(docs);
  const labels = sidebar.map((item) => ('label' in item ? item.label : undefined));

  it('has the categories in reading order, then Legal and Community', () => {
    expect(labels).toEqual(['Introduction', 'Components', 'Legal', 'Community']);
  });

  it('starts each category with its first page by position', () => {
    const introduction = sidebar[0];
    expect(introduction).toMatchObject({
      type: 'category',
      items: [
        { type: 'doc', id: 'introduction/overview' },
        { type: 'doc', id: 'introduction/getting-started' },
      ],
    });
    expect(sidebar[1]).toMatchObject({ items: [{ id: 'components/api' }, { id: 'components/events' }] });
  });

  it('leaves build-variables out and lists telemetry under Legal with the privacy policy', () => {
    const ids = JSON.stringify(sidebar);
    expect(ids).not.toContain('build-variables');
    expect(sidebar[2]).toMatchObject({
      label: 'Legal',
      items: [
        { type: 'doc', id: 'telemetry' },
        { type: 'link', label: 'Privacy Policy' },
      ],
    });
  });

  it('omits categories without pages and telemetry where a version lacks it', () => {
    const sidebarWithoutTelemetry = buildSidebar(docs.filter((doc) => doc.id !== 'telemetry'));
    expect(sidebarWithoutTelemetry[2]).toMatchObject({ label: 'Legal', items: [{ type: 'link' }] });
    expect(JSON.stringify(sidebarWithoutTelemetry)).not.toContain('Output Targets');
  });

  it('lists the external community links', () => {
    expect(sidebar[3]).toMatchObject({ label: 'Community' });
    const community = sidebar[3] as { items: { type: string; href: string }[] };
    expect(community.items.every((item) => item.type === 'link' && item.href.startsWith('https://'))).toBe(true);
  });
});

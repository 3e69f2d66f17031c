#!/usr/bin/env node
// Prints the members of a declared interface in the @stencil/core release of each docs version (or in the
// companion packages' releases beside it), for writing and checking reference tables.
//
// Usage: node scripts/print-declaration.mjs <InterfaceName> [version ...]   (default: every version)
import { declaredMembers } from './lib/declarations.mjs';
import { COMPANIONS, PACKAGES, releaseVersionOf, releasesOf, stencilReleases } from './stencil-releases.mjs';

const [name, ...only] = process.argv.slice(2);
if (!name) {
  console.error('Usage: node scripts/print-declaration.mjs <InterfaceName> [version ...]');
  process.exit(2);
}
for (const version of only.length ? only : Object.keys(stencilReleases)) {
  const members = declaredMembers(version, name);
  const companions = COMPANIONS.map((pkg) => {
    const releases = releasesOf(pkg);
    return `${PACKAGES[pkg].name} ${releases[version] ?? releases.current}`;
  });
  console.log(`## ${version} (@stencil/core ${stencilReleases[releaseVersionOf(version)]}; ${companions.join(', ')})`);
  if (!members) {
    console.log('  not declared\n');
    continue;
  }
  for (const member of members) {
    const flags = [member.optional ? 'optional' : 'required', member.deprecated ? 'deprecated' : ''].filter(Boolean);
    console.log(`- ${member.name}: ${member.type} (${flags.join(', ')})`);
    if (member.doc) console.log(`    ${member.doc.replace(/\n/g, '\n    ')}`);
    for (const tag of member.tags) console.log(`    ${tag.replace(/\n/g, '\n    ')}`);
  }
  console.log('');
}

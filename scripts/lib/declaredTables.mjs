// Reads the option tables that a page ties to a declaration, and compares them with that declaration.
// A table is tied to a declaration by an HTML comment on the line before it: <!-- declaration: Name -->.
// The first code span of each row's first cell names the member; several tables with the same marker on
// one page are read together.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';

// The name may follow its package (`<!-- declaration: @stencil/vue-output-target OutputTargetVue -->`).
const markerPattern = /^<!--\s*declaration:\s*((?:@[\w-]+\/[\w-]+\s+)?[A-Za-z]\w*)\s*-->$/;
const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * The first inline code of a table cell.
 * @param {import('mdast').TableCell} cell
 * @returns {string | undefined}
 */
function memberNameOf(cell) {
  /** @type {import('mdast').Node[]} */
  const stack = [...cell.children];
  while (stack.length) {
    const node = stack.shift();
    if (!node) break;
    if (node.type === 'inlineCode') return /** @type {import('mdast').InlineCode} */ (node).value.trim();
    if ('children' in node) stack.unshift(.../** @type {import('mdast').Parent} */ (node).children);
  }
  return undefined;
}

/**
 * The declarations a page's tables document (name → documented member names), and markers that are not
 * followed by a table.
 * @param {string} markdown the page, front matter included or not
 */
export function documentedTables(markdown) {
  const tree = parser.parse(markdown.replace(/^---\n[\s\S]*?\n---\n/, ''));
  /** @type {Map<string, Set<string>>} */
  const tables = new Map();
  /** @type {string[]} */
  const errors = [];
  tree.children.forEach((node, index) => {
    if (node.type !== 'html') return;
    const name = markerPattern.exec(node.value.trim())?.[1]?.replace(/\s+/g, ' ');
    if (!name) return;
    const members = tables.get(name) ?? new Set();
    tables.set(name, members);
    const table = tree.children[index + 1];
    if (table?.type !== 'table') {
      errors.push(`the ${name} marker is not followed by a table`);
      return;
    }
    for (const row of table.children.slice(1)) {
      const member = memberNameOf(row.children[0]);
      if (member) members.add(member);
    }
  });
  return { tables, errors };
}

/**
 * Problems of a page's declared tables against a release.
 * @param {string} markdown the page
 * @param {(name: string) => { name: string }[] | undefined} membersOf the members a release declares for a name
 * @param {string[]} required declarations the page must document (when the release declares them)
 * @returns {{ problems: string[], tablesChecked: number }}
 */
export function compareWithDeclarations(markdown, membersOf, required = []) {
  const { tables, errors } = documentedTables(markdown);
  const problems = [...errors];
  let tablesChecked = 0;
  for (const name of required) {
    if (!tables.has(name) && membersOf(name)) problems.push(`no table marked <!-- declaration: ${name} -->`);
  }
  for (const [name, documented] of tables) {
    const declared = membersOf(name);
    if (!declared) {
      problems.push(`${name} is not declared in this release`);
      continue;
    }
    tablesChecked++;
    const declaredNames = new Set(declared.map((member) => member.name));
    for (const member of declaredNames) {
      if (!documented.has(member)) problems.push(`${name}.${member} is declared but not documented`);
    }
    for (const member of documented) {
      if (!declaredNames.has(member)) problems.push(`${name}.${member} is documented but not declared in this release`);
    }
  }
  return { problems, tablesChecked };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Finds the tables a source file names, for the table-ownership test. A table is named by a
 * Kysely builder call (selectFrom, insertInto, updateTable, deleteFrom, the joins, also the
 * expression builder's selectFrom), by a qualified column string ('users.idx'), by sql.table /
 * sql.ref / sql.id, or by a word of a sql`...` template's text (`from goods`, `vacuum x`).
 */

const BUILDER_CALL =
  /\b(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|innerJoinLateral|leftJoinLateral|crossJoin|crossJoinLateral|using|sql\.table|sql\.ref|sql\.id)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*"|`[^`]*`)/g;
const STRING_LITERAL = /'([^'\\\n]*)'|"([^"\\\n]*)"/g;
const SQL_TAG = /\bsql(?:\s*<[^`;]*?>)?\s*`/g;

/** The table an argument names: `'goods as g'` and `'goods.idx'` both name goods. */
function tableOf(argument: string): string {
  return argument
    .trim()
    .split(/\s+as\s+|\s+/)[0]!
    .split('.')[0]!;
}

/** Index just past the template literal whose text starts at `start` (after its backtick). */
function skipTemplate(source: string, start: number, onText?: (text: string) => void): number {
  let i = start;
  let text = '';
  while (i < source.length) {
    const char = source[i]!;
    if (char === '\\') {
      text += source.slice(i, i + 2);
      i += 2;
    } else if (char === '`') {
      onText?.(text);
      return i + 1;
    } else if (char === '$' && source[i + 1] === '{') {
      text += ' ';
      i = skipExpression(source, i + 2);
    } else {
      text += char;
      i += 1;
    }
  }
  onText?.(text);
  return i;
}

/** Index just past the `}` closing a `${` expression that starts at `start`. */
function skipExpression(source: string, start: number): number {
  let depth = 1;
  let i = start;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '`') i = skipTemplate(source, i + 1);
    else if (char === "'" || char === '"') {
      const end = source.indexOf(char, i + 1);
      i = end === -1 ? source.length : end + 1;
    } else {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      i += 1;
      if (depth === 0) return i;
    }
  }
  return i;
}

/** The literal text of every sql`...` template (the `${...}` parts left out). */
export function sqlTexts(source: string): string[] {
  const texts: string[] = [];
  for (const match of source.matchAll(SQL_TAG)) {
    skipTemplate(source, match.index + match[0].length, (text) => texts.push(text));
  }
  return texts;
}

/** The known tables a piece of source names, each once. */
export function tablesNamedIn(source: string, tables: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const add = (name: string) => {
    if (tables.has(name)) found.add(name);
  };
  for (const match of source.matchAll(BUILDER_CALL)) {
    const argument = match[1]!;
    if (argument.startsWith('[')) {
      for (const item of argument.matchAll(STRING_LITERAL)) add(tableOf(item[1] ?? item[2] ?? ''));
    } else {
      add(tableOf(argument.slice(1, -1)));
    }
  }
  for (const match of source.matchAll(STRING_LITERAL)) {
    const text = match[1] ?? match[2] ?? '';
    const qualified = /^([a-z_]+)\.[a-z_*]+(?:\s+as\s+\w+)?$/.exec(text.trim());
    if (qualified) add(qualified[1]!);
  }
  for (const text of sqlTexts(source)) {
    for (const word of text.matchAll(/(?<![\w.$])([a-z_]+)(?!\w)/g)) add(word[1]!);
  }
  return found;
}

/** The tables of the `Database` interface of db/schema.ts, read from its source. */
export function schemaTables(schemaSource: string): string[] {
  const body = /export interface Database \{([^}]*)\}/.exec(schemaSource)?.[1] ?? '';
  return [...body.matchAll(/^\s*([a-z_]+)\s*:/gm)].map((match) => match[1]!);
}

/** Every .ts file under `dir` that is not a test or a test helper, as paths relative to `root`. */
export function productionFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .filter((entry) => !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test-helpers.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The module a file belongs to: `modules/<name>/...` is <name>; realtime and http own no table. */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'modules' ? parts[1]! : parts[0]!;
}

export const readSource = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

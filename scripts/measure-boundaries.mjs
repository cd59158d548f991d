#!/usr/bin/env node
// Counts the web's imports that cross layer boundaries (issue 11 point 2): imports from one
// feature into another (and which file of the other they reach), imports from shared code
// (api, lib, components) into features, pages or the app, and from features into pages or the
// app. Static, re-export and dynamic imports and vi.mock paths all count; tests included.
// Usage: node scripts/measure-boundaries.mjs [--list]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps/web/src');
const list = process.argv.includes('--list');

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The layer of a file under src: `features/<name>`, `pages`, `app`, `api`, `lib`, `components`, … */
function layerOf(file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'features') return `features/${parts[1]}`;
  return parts.length > 1 ? parts[0] : 'root';
}

const SHARED = new Set(['api', 'lib', 'components', 'chat']);
const crossFeature = [];
const upward = [];
for (const file of sourceFiles(src)) {
  const text = readFileSync(file, 'utf8');
  const from = layerOf(file);
  for (const match of text.matchAll(SPECIFIER)) {
    const target = path.resolve(path.dirname(file), match[1]);
    if (!target.startsWith(src + path.sep)) continue;
    const to = layerOf(target);
    const where = `${path.relative(src, file)} -> ${path.relative(src, target)}`;
    if (from.startsWith('features/') && to.startsWith('features/') && from !== to) {
      crossFeature.push({ pair: `${from} -> ${to}`, where });
    } else if (
      (SHARED.has(from) && (to.startsWith('features/') || to === 'pages' || to === 'app')) ||
      (from.startsWith('features/') && (to === 'pages' || to === 'app')) ||
      (from === 'pages' && to === 'app')
    ) {
      upward.push({ pair: `${from} -> ${to}`, where });
    }
  }
}

const pairs = new Map();
for (const { pair } of crossFeature) pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
console.log(`cross-feature imports: ${crossFeature.length} across ${pairs.size} pairs`);
for (const [pair, count] of [...pairs].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(count).padStart(3)}  ${pair}`);
console.log(`upward imports (shared -> features/pages/app, features -> pages/app, pages -> app): ${upward.length}`);
if (list) {
  console.log('\ncross-feature:');
  for (const { where } of crossFeature) console.log(`  ${where}`);
}
for (const { where } of upward) console.log(`  ${where}`);

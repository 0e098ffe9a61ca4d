// The one-way import rule of ARCHITECTURE.md: client → shared, machines; server → shared, machines;
// machines → xstate and types from shared; shared → nothing of ours and no DOM, Node or database.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const layers = ['src/shared', 'src/server', 'src/client', 'machines'] as const;
type Layer = (typeof layers)[number];

const nodeBuiltins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const sharedPackages = new Set(['decimal.js', 'luxon', 'yup']);
const forbidden: Record<Layer, Layer[]> = {
  'src/shared': ['src/server', 'src/client', 'machines'],
  'src/server': ['src/client'],
  'src/client': ['src/server'],
  machines: ['src/server', 'src/client'],
};

function files(dir: string): string[] {
  const full = join(root, dir);
  if (dir.split('/').length <= 2 && !existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const importRe = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function layerOf(path: string): Layer | null {
  return layers.find((l) => path === l || path.startsWith(`${l}/`)) ?? null;
}

const problems: string[] = [];
for (const layer of layers) {
  for (const file of files(layer)) {
    if (layer === 'machines' && file === 'machines/export.ts') continue; // the visualizer export tool
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(importRe)) {
      const typeOnly = Boolean(m[2]);
      const spec = m[3] ?? m[4] ?? m[5];
      if (!spec) continue;
      const target = spec.startsWith('.') ? layerOf(relative(root, resolve(dirname(join(root, file)), spec))) : null;
      const where = `${file}: '${spec}'`;
      if (target && target !== layer && forbidden[layer].includes(target)) {
        problems.push(`${where} — ${layer} must not import ${target}`);
      }
      if (layer === 'machines' && target === 'src/shared' && !typeOnly) {
        problems.push(`${where} — machines import only types from src/shared`);
      }
      if (layer === 'machines' && !spec.startsWith('.') && spec !== 'xstate') {
        problems.push(`${where} — machines import only xstate`);
      }
      if (layer === 'src/shared' && !spec.startsWith('.')) {
        const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
        if (nodeBuiltins.has(spec) || !sharedPackages.has(pkg)) {
          problems.push(`${where} — src/shared may use only ${[...sharedPackages].join(', ')}`);
        }
      }
    }
  }
}

if (problems.length) {
  console.error(`Import boundaries broken (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries hold.');

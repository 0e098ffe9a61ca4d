// machines/json is what `npm run machines:export` writes: a chart changed without re-running the
// export fails here. And every guard and action is named, so the exported JSON (which keeps names,
// not functions) shows each transition's guard in the visualizer.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedMachines, JSON_DIR, MACHINES_DIR } from '../../machines/export';

let exported: Awaited<ReturnType<typeof exportedMachines>>;
beforeAll(async () => {
  exported = await exportedMachines();
});

test('machines/json holds exactly the exported machines (run npm run machines:export)', () => {
  expect(readdirSync(JSON_DIR).sort()).toEqual(exported.map((m) => m.file).sort());
});

test('each file is what machines:export writes (run npm run machines:export)', () => {
  for (const { file, json } of exported) {
    expect([file, readFileSync(join(JSON_DIR, file), 'utf8')]).toEqual([file, json]);
  }
});

/** Guards and actions given as functions in a config: JSON drops them. */
function inline(value: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(value)) value.forEach((item, i) => inline(item, `${path}[${i}]`, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (['guard', 'actions', 'entry', 'exit'].includes(key)) {
        const items: unknown[] = Array.isArray(child) ? child : [child];
        if (items.some((item) => typeof item === 'function')) found.push(`${path}.${key}`);
      }
      inline(child, `${path}.${key}`, found);
    }
  }
  return found;
}

test('every guard and action in every chart is named (setup), none inline', async () => {
  const machines = readdirSync(MACHINES_DIR).filter((f) => f.endsWith('.machine.ts'));
  for (const source of machines) {
    const mod = (await import(join(MACHINES_DIR, source))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (typeof value === 'object' && value !== null && 'config' in value && 'provide' in value) {
        expect([source, inline(value.config, '', [])]).toEqual([source, []]);
      }
    }
  }
});

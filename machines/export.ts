// Writes every machines/*.machine.ts as JSON into machines/json/ for the Stately visualizer
// (npm run machines:export). Each file is the machine's config as JSON: states, transitions and the
// names of its actions, guards and invoked actors (the implementations are functions and stay out).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { AnyStateMachine } from 'xstate';

const dir = __dirname;
const outDir = join(dir, 'json');

async function main() {
  mkdirSync(outDir, { recursive: true });
  const files = readdirSync(dir).filter((f) => f.endsWith('.machine.ts'));
  for (const file of files) {
    const mod = (await import(join(dir, file))) as Record<string, unknown>;
    const machines = Object.values(mod).filter(
      (v): v is AnyStateMachine => typeof v === 'object' && v !== null && 'config' in v && 'provide' in v,
    );
    for (const machine of machines) {
      const target = join(outDir, `${machine.id}.json`);
      // Formatted as prettier would, so `npm run format` leaves the exported files alone.
      writeFileSync(
        target,
        await format(JSON.stringify(machine.config), {
          ...(await resolveConfig(target)),
          filepath: target,
        }),
      );
      console.log(`${file} → machines/json/${machine.id}.json`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Writes every machines/*.machine.ts as JSON into machines/json/ for the Stately visualizer
// (npm run machines:export). Each file is the machine's config as JSON: states, transitions and the
// names of its actions, guards and invoked actors (the implementations are functions and stay out, so
// every guard and action is named in the machine's setup). `exportedMachines` produces the files;
// test/machines/export.test.ts checks that machines/json holds what it produces.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import type { Options } from 'prettier';
import { format } from 'prettier/standalone';
import type { AnyStateMachine } from 'xstate';

export const MACHINES_DIR = __dirname;
export const JSON_DIR = join(MACHINES_DIR, 'json');

export interface ExportedMachine {
  /** The machine module, e.g. `deletion.machine.ts`. */
  source: string;
  /** The file under machines/json/, e.g. `deletion.json`. */
  file: string;
  /** Its contents, formatted as Prettier would, so `npm run format` leaves the file alone. */
  json: string;
}

const isMachine = (v: unknown): v is AnyStateMachine =>
  typeof v === 'object' && v !== null && 'config' in v && 'provide' in v;

/**
 * The repository's Prettier options (.prettierrc.json). Prettier's standalone build formats
 * here: the Node API loads its plugins with dynamic imports, which jest's CommonJS runtime refuses.
 */
function prettierOptions(): Options {
  return JSON.parse(readFileSync(join(MACHINES_DIR, '..', '.prettierrc.json'), 'utf8')) as Options;
}

/** The JSON of every machine exported by a machines/*.machine.ts module, in file order. */
export async function exportedMachines(): Promise<ExportedMachine[]> {
  const sources = readdirSync(MACHINES_DIR)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();
  const exported: ExportedMachine[] = [];
  for (const source of sources) {
    const mod = (await import(join(MACHINES_DIR, source))) as Record<string, unknown>;
    for (const machine of Object.values(mod).filter(isMachine)) {
      const file = `${machine.id}.json`;
      const json = await format(JSON.stringify(machine.config), {
        ...prettierOptions(),
        parser: 'json',
        plugins: [babel, estree],
      });
      exported.push({ source, file, json });
    }
  }
  return exported;
}

async function main() {
  mkdirSync(JSON_DIR, { recursive: true });
  for (const { source, file, json } of await exportedMachines()) {
    writeFileSync(join(JSON_DIR, file), json);
    console.log(`${source} → machines/json/${file}`);
  }
}

// Run as a script (npm run machines:export), not when a test imports it.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

// `npm run aba:import -- <file>`: the monthly FedACH directory replaces the one lookups read. The whole
// file is parsed before anything is written, so a malformed download never replaces a good directory.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { importFedAchFile } from './fedach-file';

/** Where the imported directory is kept; createAbaDirectory reads it when present. */
export const IMPORTED_FEDACH_FILE = resolve('data', 'fedach.txt');

export interface DirectoryImport {
  records: number;
  /** Routing numbers the directory says were replaced, with the number to use instead. */
  replaced: { routing_number: string; new_routing_number: string }[];
}

/** Validates the FedACH file at `source` and stores it as the directory; throws FedAchFormatError. */
export function importAbaDirectory(source: string, target = IMPORTED_FEDACH_FILE): DirectoryImport {
  const text = readFileSync(source, 'latin1');
  const records = importFedAchFile(text);
  if (records.length === 0) throw new Error(`${source} has no FedACH records.`);
  mkdirSync(dirname(target), { recursive: true });
  // Written beside the target and renamed, so a running server never reads half a file.
  const partial = `${target}.partial`;
  writeFileSync(partial, text, 'latin1');
  renameSync(partial, target);
  const replaced = records.flatMap((r) =>
    r.record_type_code === '2' && r.new_routing_number !== null
      ? [{ routing_number: r.routing_number, new_routing_number: r.new_routing_number }]
      : [],
  );
  return { records: records.length, replaced };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FileAbaDirectory, type AbaDirectory } from './aba-directory';
import { IMPORTED_FEDACH_FILE } from './directory-import';

export {
  FileAbaDirectory,
  InMemoryAbaDirectory,
  loadAbaDirectoryFile,
  type AbaDirectory,
  type AbaLookup,
} from './aba-directory';
export { IMPORTED_FEDACH_FILE, importAbaDirectory, type DirectoryImport } from './directory-import';
export { FedAchFormatError, importFedAchFile, type AbaRecord, type RecordTypeCode } from './fedach-file';

/** The sample directory shipped for development and tests (README.md lists its numbers). */
export const SAMPLE_FEDACH_FILE = join(__dirname, 'sample-fedach.txt');

export interface AbaDirectoryConfig {
  /** A FedACH directory file; else the one `npm run aba:import` stored, else the sample file. */
  fedAchDirectoryFile?: string | null;
  /** Where `npm run aba:import` stores the directory (IMPORTED_FEDACH_FILE). */
  importedFile?: string;
}

export function createAbaDirectory(config: AbaDirectoryConfig = {}): AbaDirectory {
  const imported = config.importedFile ?? IMPORTED_FEDACH_FILE;
  const fallback = existsSync(imported) ? imported : SAMPLE_FEDACH_FILE;
  return new FileAbaDirectory(config.fedAchDirectoryFile || fallback);
}

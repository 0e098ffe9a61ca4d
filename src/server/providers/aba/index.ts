import { join } from 'node:path';
import { FileAbaDirectory, type AbaDirectory } from './aba-directory';

export {
  FileAbaDirectory,
  InMemoryAbaDirectory,
  loadAbaDirectoryFile,
  type AbaDirectory,
  type AbaLookup,
} from './aba-directory';
export { FedAchFormatError, importFedAchFile, type AbaRecord, type RecordTypeCode } from './fedach-file';

/** The sample directory shipped for development and tests (README.md lists its numbers). */
export const SAMPLE_FEDACH_FILE = join(__dirname, 'sample-fedach.txt');

export interface AbaDirectoryConfig {
  /** A FedACH directory file; the sample file when absent. */
  fedAchDirectoryFile?: string | null;
}

export function createAbaDirectory(config: AbaDirectoryConfig = {}): AbaDirectory {
  return new FileAbaDirectory(config.fedAchDirectoryFile || SAMPLE_FEDACH_FILE);
}

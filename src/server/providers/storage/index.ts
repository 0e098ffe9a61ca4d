import type { DocumentStorage } from './document-storage';
import { LocalDiskStorage } from './local-disk-storage';

export { documentKeySegments, InvalidDocumentKeyError, type DocumentStorage } from './document-storage';
export { LocalDiskStorage } from './local-disk-storage';

export interface DocumentStorageConfig {
  /** Default ./data/documents (resolved from the working directory). */
  documentsDir?: string;
}

export function createDocumentStorage(config: DocumentStorageConfig = {}): DocumentStorage {
  return new LocalDiskStorage(config.documentsDir ?? './data/documents');
}

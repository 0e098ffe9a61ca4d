// Where the product keeps its documents (contract PDFs, signed copies, adverse letters, uploads).
// Keys are relative names such as 'contracts/42/signed.pdf'; the interface lets an object store
// replace the local disk when several servers share the documents (ARCHITECTURE.md "Runtime picture").
export interface DocumentStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class InvalidDocumentKeyError extends Error {
  constructor(key: string) {
    super(`Not a valid document key: ${JSON.stringify(key)}`);
    this.name = 'InvalidDocumentKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * The key's segments when every one is a plain name: letters, digits, '.', '_' and '-', not starting
 * with a dot. So no '..', no absolute path, no backslash and no hidden file can escape the base folder.
 */
export function documentKeySegments(key: string): string[] {
  const segments = key.split('/');
  const valid = key.length <= MAX_KEY_LENGTH && segments.every((segment) => SEGMENT.test(segment));
  if (!valid) throw new InvalidDocumentKeyError(key);
  return segments;
}

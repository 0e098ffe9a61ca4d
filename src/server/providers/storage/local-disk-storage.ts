// Documents as files under a base folder (default ./data/documents, beside the SQLite file).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { documentKeySegments, InvalidDocumentKeyError, type DocumentStorage } from './document-storage';

export class LocalDiskStorage implements DocumentStorage {
  readonly baseDir: string;

  constructor(baseDir: string) {
    this.baseDir = resolve(baseDir);
  }

  /** The file of a key; the containment check backs up the key rule. */
  private pathOf(key: string): string {
    const path = resolve(join(this.baseDir, ...documentKeySegments(key)));
    if (!path.startsWith(this.baseDir + sep)) throw new InvalidDocumentKeyError(key);
    return path;
  }

  // The content type is implied by the key's extension on disk; an object store would keep it.
  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a document.
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, path);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

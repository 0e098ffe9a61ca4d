// argon2id password hashes (ARCHITECTURE.md security model), with the library's recommended costs.
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum (unusable with isolatedModules): 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Verifies against a throw-away hash so an unknown email costs the same time as a wrong password. */
export async function spendVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
}

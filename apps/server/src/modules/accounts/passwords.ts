import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;
const options: Options = { algorithm: ARGON2ID };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verifying against this when the account does not exist keeps the answer's timing the same.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('timing-equaliser-not-a-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

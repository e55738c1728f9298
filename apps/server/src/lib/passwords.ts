import { hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane.
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable under verbatimModuleSyntax */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// Verifying against this keeps a login for an unknown e-mail as slow as one for a known e-mail.
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('senha-que-nao-existe');
  await verifyPassword(await dummyHash, password);
}

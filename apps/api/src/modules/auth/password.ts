import argon2 from 'argon2';

/**
 * argon2id at one of OWASP's equivalent minimum costs: 9 MiB, 4 passes, 1 lane. It resists
 * guessing as well as 19 MiB × 2 passes, and since each of libuv's four worker threads keeps the
 * memory of its last hash, it holds 37 MB of the server's memory after a burst of sign-ins
 * instead of 77 MB. Hashes made with other costs still verify (the cost is stored in the hash).
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 9_216, timeCost: 4, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/** Verifies a password; without a stored hash it still spends the same time, so timing reveals nothing. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('no-such-user-placeholder');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

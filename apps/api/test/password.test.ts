import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/modules/auth/password.js';

describe('password hashing', () => {
  it('hashes with argon2id at 9 MiB and 4 passes, and verifies only the right password', async () => {
    const hash = await hashPassword('a-long-secret');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=9216,p=1,t=4\$/);
    expect(await verifyPassword(hash, 'a-long-secret')).toBe(true);
    expect(await verifyPassword(hash, 'a-long-secreT')).toBe(false);
  });

  it('still verifies hashes made with other costs', async () => {
    const older = await argon2.hash('farmai-farmer', { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2 });
    expect(await verifyPassword(older, 'farmai-farmer')).toBe(true);
  });

  it('answers false without a stored hash', async () => {
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
  });
});

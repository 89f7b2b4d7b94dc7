/**
 * argon2id password hashing. Production uses OWASP's minimum parameters (19 MiB, t=2, p=1); the
 * cost is a build option only so that tests, which hash hundreds of passwords, can pass a cheap
 * one. A check reads the cost from the stored hash, so it costs what the hash cost to make.
 */
import argon2 from 'argon2';

/** argon2's memory (KiB) and passes for each new hash. */
export type PasswordHashCost = { memoryCost: number; timeCost: number };

export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

export const verifyPassword = (hash: string, password: string): Promise<boolean> =>
  argon2.verify(hash, password).catch(() => false);

export type Passwords = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, so unknown e-mails can't be told apart by timing. */
  verifyAgainstDummy(password: string): Promise<false>;
};

export function createPasswords(cost: PasswordHashCost = PASSWORD_HASH_COST): Passwords {
  const options = { type: argon2.argon2id, parallelism: 1, ...cost } as const;
  const hash = (password: string) => argon2.hash(password, options);
  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    verify: verifyPassword,
    async verifyAgainstDummy(password) {
      dummyHash ??= hash('not-a-real-password');
      await verifyPassword(await dummyHash, password);
      return false;
    },
  };
}

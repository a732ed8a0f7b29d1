import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with the library's defaults (19 MiB, 2 passes, about 20 ms here).
 * The parameters travel inside the PHC string, so raising them later keeps old hashes working.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` matches an argon2 `hashed` string; false (never a throw) for a malformed hash. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification against a throwaway hash. Called for an unknown user id so
 * that answer takes as long as a wrong password and does not reveal which ids exist.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummy ??= hash('timing-equaliser-not-a-password');
  await verifyPassword(await dummy, password);
}

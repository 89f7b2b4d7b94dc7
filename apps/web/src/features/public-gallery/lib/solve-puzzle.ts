/**
 * Solves a gallery password puzzle (ALTCHA's PBKDF2/SHA-256 proof of work) in the browser, with
 * the browser's own crypto: about a second on a phone at the first level. The library is loaded
 * only when a gallery asks for a puzzle, so no visitor's first load carries it.
 */
import type { GalleryPasswordChallenge, GalleryPasswordProof } from '@boothdeck/contract';

/** The longest a puzzle is worked on before the guest is asked to try again. */
const SOLVE_TIMEOUT_MS = 60_000;

export async function solvePuzzle(challenge: GalleryPasswordChallenge): Promise<GalleryPasswordProof | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  return solution && { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

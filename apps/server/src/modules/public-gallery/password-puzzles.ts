/**
 * The proof-of-work puzzles that slow down guessing at a gallery's password (ALTCHA, its
 * PBKDF2/SHA-256 form). Once a gallery, or one address at it, has had its share of wrong guesses
 * checked freely, every further guess must bring a solved puzzle: the browser tries counters
 * until one derives the key the puzzle names, which takes a phone about a second at level 1 and
 * doubles with each level; the server checks a solution with one derivation.
 *
 * A puzzle is stateless: it carries its gallery, level and expiry, signed with a key derived from
 * the install's signing key, so any API process can check one another made. Each solved puzzle
 * opens one guess: its signature is spent in the shared rate-limit store, so a replay is refused
 * whichever process it reaches.
 */
import type { GalleryPasswordChallenge, GalleryPasswordProof } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { admittedOrNull, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { LinkSigner } from '../../platform/signed-links/signed-links.ts';
import { AppError } from '../../shared/app-error.ts';
import { MINUTE_MS } from '../../shared/clock.ts';

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per counter tried: the server's cost to make or check a puzzle is one such derivation. */
export const PUZZLE_ITERATIONS = 1_000;
/** The largest counter of a level-1 puzzle; each level doubles it. The counter is drawn from the upper half. */
export const PUZZLE_BASE_COUNTER = 1_000;
/** The dearest level: about four seconds on a phone, so a guest with the right password is in within seconds. */
export const PUZZLE_TOP_LEVEL = 3;
/** Wrong guesses that came with a solved puzzle, per step of level. */
export const PUZZLE_FAILURES_PER_LEVEL = 100;
export const PUZZLE_LIFETIME_MS = 10 * MINUTE_MS;

export const PUZZLE_RULES = {
  /** Wrong guesses with a solved puzzle at one gallery: their count sets the level of new puzzles. */
  failuresWithPuzzle: {
    name: 'gallery-password-puzzle-failures',
    limit: PUZZLE_FAILURES_PER_LEVEL * PUZZLE_TOP_LEVEL,
    windowMs: 15 * MINUTE_MS,
    ifStoreUnreachable: 'fail-closed',
  },
  /** Each solved puzzle opens one guess: its signature, spent once. */
  spent: {
    name: 'gallery-password-puzzle-spent',
    limit: 1,
    windowMs: PUZZLE_LIFETIME_MS,
    ifStoreUnreachable: 'fail-closed',
  },
} as const satisfies Record<string, RateLimitRule>;

/** The largest counter of a puzzle of `level`: the average work is three quarters of it, in derivations. */
export const puzzleCounterCeiling = (level: number) => PUZZLE_BASE_COUNTER * 2 ** (level - 1);

export const puzzleRequired = () => new AppError('puzzle_required', MESSAGES.puzzleRequired);

type Dependencies = { signer: LinkSigner; rateLimiter: RateLimiter; now?: () => number };

export type PasswordPuzzles = ReturnType<typeof createPasswordPuzzles>;

export function createPasswordPuzzles({ signer, rateLimiter, now = Date.now }: Dependencies) {
  const secrets = async () => ({
    hmacSignatureSecret: await signer.secretFor('gallery-password-puzzle'),
    hmacKeySignatureSecret: await signer.secretFor('gallery-password-puzzle-key'),
  });
  /** The level new puzzles of this gallery are set at: it rises with the wrong guesses that solved one. */
  async function levelOf(gallery: string): Promise<number> {
    const failures = await rateLimiter.count(PUZZLE_RULES.failuresWithPuzzle, gallery);
    return Math.min(PUZZLE_TOP_LEVEL, 1 + Math.floor(failures / PUZZLE_FAILURES_PER_LEVEL));
  }

  return {
    /** A fresh puzzle for the gallery (its event's uuid), at the gallery's current level. */
    async issue(gallery: string): Promise<GalleryPasswordChallenge> {
      const level = await levelOf(gallery);
      const ceiling = puzzleCounterCeiling(level);
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: PUZZLE_ITERATIONS,
        counter: randomInt(ceiling, ceiling / 2),
        deriveKey,
        data: { gallery, level },
        expiresAt: new Date(now() + PUZZLE_LIFETIME_MS),
        ...(await secrets()),
      });
      return challenge as GalleryPasswordChallenge;
    },

    /**
     * Spends a solved puzzle on one guess at the gallery, or refuses (428) one that is forged,
     * expired, of another gallery, cheaper than the level before the current one (a guest who
     * was solving while the level rose is not sent back), or spent already.
     */
    async redeem(gallery: string, proof: GalleryPasswordProof): Promise<void> {
      const { parameters } = proof.challenge;
      if (parameters.data.gallery !== gallery || parameters.cost !== PUZZLE_ITERATIONS) throw puzzleRequired();
      const result = await verifySolution({ ...proof, deriveKey, ...(await secrets()) });
      if (!result.verified) throw puzzleRequired();
      if (parameters.data.level < (await levelOf(gallery)) - 1) throw puzzleRequired();
      if (!(await admittedOrNull(rateLimiter.consume(PUZZLE_RULES.spent, proof.challenge.signature)))) {
        throw puzzleRequired();
      }
    },

    /** Counts a wrong guess that came with a solved puzzle: enough of them raise the level. */
    async countFailure(gallery: string): Promise<void> {
      // Refused at the top level: the count no longer matters there.
      await admittedOrNull(rateLimiter.consume(PUZZLE_RULES.failuresWithPuzzle, gallery));
    },
  };
}

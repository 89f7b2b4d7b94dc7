/**
 * A gallery password under a distributed guess: clients that drop their cookie, each from an
 * address of its own. Past the gallery's free guesses every guess must bring a solved puzzle,
 * refused (428) before the password is checked, each puzzle opens one guess, and puzzles grow
 * dearer with the wrong guesses; a guest with the right password solves one and is in. With
 * production's numbers, on the database store of each dialect and on Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admittedOrNull } from '../../platform/rate-limit/rate-limiter.ts';
import { errorOf } from '../../test/call-app.ts';
import { type Gallery, publicGalleryApp, solvePuzzle } from '../../test/public-gallery-setup.ts';
import { rateLimitStoreConfig, TEST_RATE_LIMIT_SETUPS } from '../../test/test-app.ts';
import { GALLERY_PASSWORD_RULES } from './gallery-access.ts';
import { PUZZLE_FAILURES_PER_LEVEL, PUZZLE_RULES, PUZZLE_TOP_LEVEL, puzzleCounterCeiling } from './password-puzzles.ts';

describe.each(TEST_RATE_LIMIT_SETUPS)(
  'gallery password puzzles on $dialect with the $store store',
  ({ dialect, store }) => {
    let setup: Awaited<ReturnType<typeof publicGalleryApp>>;
    let target: Gallery;
    let other: Gallery;
    /** Each guess from an address of its own, with no cookie: a distributed guesser. */
    let next = 0;
    const stranger = () => `10.${Math.floor(next / 250) % 250}.${next % 250}.${(next++ % 200) + 1}`;
    const puzzleOf = (gallery: Gallery) => setup.puzzleOf(gallery);
    /** Counts wrong guesses that solved a puzzle, as many guessers would have, without solving them here. */
    const failWithPuzzles = async (gallery: Gallery, count: number) => {
      for (let failure = 0; failure < count; failure++) {
        // Past the top level the count stops: the rule's limit is the top.
        await admittedOrNull(setup.t.app.platform.rateLimiter.consume(PUZZLE_RULES.failuresWithPuzzle, gallery.uuid));
      }
    };

    beforeAll(async () => {
      setup = await publicGalleryApp(dialect, {}, rateLimitStoreConfig(store));
      target = await setup.gallery({ gallery_password: 'open sesame' });
      other = await setup.gallery({ gallery_password: 'open sesame' });
    });
    afterAll(() => setup.t.close());

    it('checks the free guesses, then refuses every guess without a solved puzzle before checking it', {
      timeout: 60_000,
    }, async () => {
      for (let attempt = 0; attempt < GALLERY_PASSWORD_RULES.freePerGallery.limit; attempt++) {
        expect((await setup.guess(target, 'wrong', stranger())).statusCode).toBe(422);
      }
      // Even the right password is refused unchecked: a 428, never a 200 or a 422.
      const refused = await setup.guess(target, 'open sesame', stranger());
      expect(errorOf(refused, 428)).toEqual({ message: expect.stringContaining('puzzle') });
      // Another gallery still checks its own free guesses.
      expect((await setup.guess(other, 'open sesame', stranger())).statusCode).toBe(200);
    });

    it('opens one guess per solved puzzle, of at least the level’s work, and refuses replays, forgeries and other galleries’ puzzles', {
      timeout: 60_000,
    }, async () => {
      const puzzle = await puzzleOf(target);
      expect(puzzle.challenge.parameters.data).toEqual({ gallery: target.uuid, level: 1 });
      const proof = await solvePuzzle(puzzle);
      // The counter the server chose, in the upper half of level 1: at least that many derivations to find it.
      expect(proof.solution.counter).toBeGreaterThanOrEqual(puzzleCounterCeiling(1) / 2);
      expect(proof.solution.counter).toBeLessThanOrEqual(puzzleCounterCeiling(1));
      expect((await setup.guess(target, 'wrong', stranger(), undefined, proof)).statusCode).toBe(422);
      // Spent: the same proof again, right password or not, from anywhere.
      expect((await setup.guess(target, 'open sesame', stranger(), undefined, proof)).statusCode).toBe(428);
      // A forged counter, or a puzzle of another gallery.
      const forged = { ...proof, solution: { ...proof.solution, counter: proof.solution.counter + 1 } };
      expect((await setup.guess(target, 'open sesame', stranger(), undefined, forged)).statusCode).toBe(428);
      const elsewhere = await solvePuzzle(await puzzleOf(other));
      expect((await setup.guess(target, 'open sesame', stranger(), undefined, elsewhere)).statusCode).toBe(428);
    });

    it('makes puzzles dearer as wrong guesses solve them, up to a top level a guest still solves in seconds', {
      timeout: 60_000,
    }, async () => {
      const early = await solvePuzzle(await puzzleOf(target));
      await failWithPuzzles(target, PUZZLE_FAILURES_PER_LEVEL);
      expect((await puzzleOf(target)).challenge.parameters.data.level).toBe(2);
      await failWithPuzzles(target, PUZZLE_FAILURES_PER_LEVEL * PUZZLE_TOP_LEVEL);
      const dearest = await puzzleOf(target);
      expect(dearest.challenge.parameters.data.level).toBe(PUZZLE_TOP_LEVEL);
      // A puzzle solved two levels ago buys no guess now.
      expect((await setup.guess(target, 'open sesame', stranger(), undefined, early)).statusCode).toBe(428);
      // A new guest with the right password, asked for a puzzle, solves the dearest and is in.
      const guest = stranger();
      expect((await setup.guess(target, 'open sesame', guest)).statusCode).toBe(428);
      const proof = await solvePuzzle(dearest);
      expect(proof.solution.counter).toBeGreaterThanOrEqual(puzzleCounterCeiling(PUZZLE_TOP_LEVEL) / 2);
      const admitted = await setup.guess(target, 'open sesame', guest, undefined, proof);
      expect(admitted.statusCode).toBe(200);
      expect(String(admitted.headers['set-cookie'])).toContain('gallery_access_');
    });
  },
);

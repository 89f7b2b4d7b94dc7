import { describe, expect, it } from 'vitest';
import { photo, shot } from './flow-fixtures.ts';
import { ATTRACT, type GuestAction, type GuestScreen, guestFlow } from './guest-flow.ts';

const kept = { clientId: 'c_abcdefgh', mediaType: 'photo' as const };
const ada = { leadClientId: 'l_1', email: 'ada@example.com', phone: null };
const grace = { leadClientId: 'l_2', email: null, phone: '+44 7700 900123' };

const walk = (actions: GuestAction[]) => actions.reduce<GuestScreen>(guestFlow, ATTRACT);

describe("the guest's way through the booth", () => {
  it('without a form: attract, capture, review, share, and back to the start', () => {
    const screens = [
      { type: 'choose-mode', mode: photo, askForm: null },
      { type: 'shot', shot, look: {} },
      { type: 'kept', kept, askForm: null },
      { type: 'shared', hasOffer: false },
    ] satisfies GuestAction[];
    const names = screens.map((_, index) => walk(screens.slice(0, index + 1)).name);
    expect(names).toEqual(['capture', 'review', 'share', 'attract']);
  });

  it("with an offer: the voucher follows the share screen, with the guest's lead", () => {
    const offer = walk([
      { type: 'choose-mode', mode: photo, askForm: 'before' },
      { type: 'lead-done', lead: ada },
      { type: 'shot', shot, look: {} },
      { type: 'kept', kept, askForm: 'before' },
      { type: 'shared', hasOffer: true },
    ]);
    expect(offer).toEqual({ name: 'offer', lead: ada });
    expect(guestFlow(offer, { type: 'finish' })).toEqual(ATTRACT);
  });

  it('a guest may skip the form and still take their capture', () => {
    const screen = walk([{ type: 'choose-mode', mode: photo, askForm: 'before' }, { type: 'lead-done' }]);
    expect(screen).toEqual({ name: 'capture', mode: photo });
  });

  it('with the form before: the form comes first, and its lead goes along to the share screen', () => {
    const screen = walk([
      { type: 'choose-mode', mode: photo, askForm: 'before' },
      { type: 'lead-done', lead: ada },
      { type: 'shot', shot, look: {} },
      { type: 'retake' },
      { type: 'shot', shot, look: {} },
      { type: 'kept', kept, askForm: 'before' },
    ]);
    expect(screen).toMatchObject({ name: 'share', kept, lead: ada });
  });

  it('with the form after: the form follows the kept capture, then the share screen', () => {
    const afterKeep = walk([
      { type: 'choose-mode', mode: photo, askForm: 'after' },
      { type: 'shot', shot, look: {} },
      { type: 'kept', kept, askForm: 'after' },
    ]);
    expect(afterKeep).toMatchObject({ name: 'lead', kept });
    expect(guestFlow(afterKeep, { type: 'lead-done', lead: grace })).toMatchObject({
      name: 'share',
      kept,
      lead: grace,
    });
  });

  it('a retake goes back to the camera; back from the camera goes to the start', () => {
    const review = walk([
      { type: 'choose-mode', mode: photo, askForm: null },
      { type: 'shot', shot, look: {} },
    ]);
    expect(guestFlow(review, { type: 'retake' }).name).toBe('capture');
    expect(guestFlow(guestFlow(review, { type: 'retake' }), { type: 'back' })).toEqual(ATTRACT);
  });

  it('a retake keeps the frame, filter, prop and backdrop the guest chose', () => {
    const look = { frameId: 4, filterId: 7, propId: 2, backdropId: 9 };
    const review = walk([
      { type: 'choose-mode', mode: photo, askForm: 'before' },
      { type: 'lead-done', lead: ada },
      { type: 'shot', shot, look },
    ]);
    expect(guestFlow(review, { type: 'retake' })).toEqual({ name: 'capture', mode: photo, look, lead: ada });
  });

  it('ignores an action that does not belong to the screen (a late reply, a double tap)', () => {
    expect(guestFlow(ATTRACT, { type: 'shot', shot, look: {} })).toBe(ATTRACT);
    expect(guestFlow(ATTRACT, { type: 'kept', kept, askForm: null })).toBe(ATTRACT);
  });
});

import { describe, expect, it } from 'vitest';
import { photo, shot } from './flow-fixtures.ts';
import { initialKioskState, type KioskEvent, type KioskState, kioskFlow, screenOf } from './kiosk-flow.ts';

const walk = (events: KioskEvent[], from = initialKioskState(true)) => events.reduce<KioskState>(kioskFlow, from);
const screensOf = (events: KioskEvent[], from = initialKioskState(true)) =>
  events.map((_, index) => screenOf(walk(events.slice(0, index + 1), from)));
const onReview: KioskEvent[] = [
  { type: 'choose-mode', mode: photo, askForm: null },
  { type: 'shot', shot, look: {} },
];

describe('the kiosk, one state machine', () => {
  it('opens on set-up until the booth has been started, and on the start screen after', () => {
    expect(screenOf(initialKioskState(false))).toBe('setup');
    expect(screenOf(initialKioskState(true))).toBe('attract');
    expect(screenOf(walk([{ type: 'start' }], initialKioskState(false)))).toBe('attract');
  });

  it('takes staff from a guest screen through the PIN to the operator screen and back to that guest screen', () => {
    expect(
      screensOf([
        ...onReview,
        { type: 'open-operator' },
        { type: 'pin-cancel' },
        { type: 'open-operator' },
        { type: 'pin-valid' },
        { type: 'start' },
      ]),
    ).toEqual(['capture', 'review', 'pin', 'review', 'pin', 'operator', 'review']);
  });

  it('leaves kiosk mode to the paused booth, whose corner and PIN go back to it', () => {
    const paused = walk([{ type: 'open-operator' }, { type: 'pin-valid' }, { type: 'leave-kiosk' }]);
    expect(screenOf(paused)).toBe('stopped');
    expect(screensOf([{ type: 'open-operator' }, { type: 'pin-cancel' }, { type: 'start' }], paused)).toEqual([
      'pin',
      'stopped',
      'attract',
    ]);
  });

  it('reaches set-up only from the operator screen', () => {
    expect(screenOf(walk([{ type: 'open-setup' }]))).toBe('attract');
    expect(screenOf(walk([{ type: 'open-operator' }, { type: 'pin-valid' }, { type: 'open-setup' }]))).toBe('setup');
  });

  it('ignores the corner where it is not shown (set-up, the PIN pad, the operator screen)', () => {
    const setup = initialKioskState(false);
    expect(kioskFlow(setup, { type: 'open-operator' })).toBe(setup);
    const pin = walk([{ type: 'open-operator' }]);
    expect(kioskFlow(pin, { type: 'open-operator' })).toBe(pin);
  });

  it('after the idle timeout goes back to the start, from a guest screen and from the PIN pad opened on one', () => {
    expect(screenOf(walk([...onReview, { type: 'idle' }]))).toBe('attract');
    expect(screenOf(walk([...onReview, { type: 'open-operator' }, { type: 'idle' }]))).toBe('attract');
    const paused = walk([{ type: 'open-operator' }, { type: 'pin-valid' }, { type: 'leave-kiosk' }]);
    expect(screenOf(walk([{ type: 'open-operator' }, { type: 'idle' }], paused))).toBe('stopped');
  });

  it('sends the guest back to the start when a screen breaks, and staff to where they came from', () => {
    expect(screenOf(walk([...onReview, { type: 'screen-failed' }]))).toBe('attract');
    expect(
      screenOf(walk([...onReview, { type: 'open-operator' }, { type: 'pin-valid' }, { type: 'screen-failed' }])),
    ).toBe('attract');
    const paused = walk([{ type: 'open-operator' }, { type: 'pin-valid' }, { type: 'leave-kiosk' }]);
    expect(screenOf(walk([{ type: 'open-operator' }, { type: 'screen-failed' }], paused))).toBe('stopped');
  });

  it('stays put when the start screen or set-up itself breaks (the screen offers to try again)', () => {
    const attract = initialKioskState(true);
    expect(kioskFlow(attract, { type: 'screen-failed' })).toBe(attract);
    const setup = initialKioskState(false);
    expect(kioskFlow(setup, { type: 'screen-failed' })).toBe(setup);
  });
});

describe('the guest’s language', () => {
  const atStart = initialKioskState(true);

  it('is chosen on the attract screen and lasts through the guest’s screens', () => {
    const chosen = kioskFlow(atStart, { type: 'choose-language', language: 'es' });
    expect(chosen.language).toBe('es');
    const capturing = kioskFlow(chosen, { type: 'choose-mode', mode: photo, askForm: null });
    expect(screenOf(capturing)).toBe('capture');
    expect(capturing.language).toBe('es');
    // A language is chosen only at the start, never half-way through a guest's session.
    expect(kioskFlow(capturing, { type: 'choose-language', language: 'fr' }).language).toBe('es');
  });

  it('goes back to the event’s default for the next guest, however the session ended', () => {
    const capturing = kioskFlow(kioskFlow(atStart, { type: 'choose-language', language: 'ar' }), {
      type: 'choose-mode',
      mode: photo,
      askForm: null,
    });
    for (const ending of [{ type: 'idle' }, { type: 'back' }, { type: 'screen-failed' }] as KioskEvent[]) {
      const after = kioskFlow(capturing, ending);
      expect(screenOf(after)).toBe('attract');
      expect(after.language).toBeNull();
    }
  });
});

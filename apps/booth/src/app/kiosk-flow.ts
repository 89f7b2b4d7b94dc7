/**
 * The kiosk's one state machine, as a reducer: who has the booth (the operator at set-up, a
 * guest, staff at the PIN pad or the operator screen, or nobody while it is paused) and, for the
 * guest, which of their screens shows (guest-flow.ts). booth-app.tsx runs it and kiosk-screens.tsx
 * draws each state's screen; the side effects (kiosk mode, keeping a shot) stay there. The
 * language a guest picks on the attract screen lasts until their session ends (the booth back at
 * the start, by their finishing, the idle timeout or a failure), then the event's default again.
 */
import type { GuestLanguage } from '@boothdeck/contract';
import { ATTRACT, type GuestAction, type GuestScreen, guestFlow } from './guest-flow.ts';

export type Phase = 'setup' | 'guest' | 'pin' | 'operator' | 'stopped';

export type KioskState = {
  phase: Phase;
  /** The guest's screen, kept while staff look in (the PIN pad cancelled goes back to it). */
  guest: GuestScreen;
  /** Where the PIN pad goes back to when cancelled or left idle, and the operator screen when it fails. */
  pinFrom: 'guest' | 'stopped';
  /** The guest's chosen language; null is the event's default. */
  language: GuestLanguage | null;
};

export type KioskEvent =
  | GuestAction
  /** The operator starts the booth (or starts it again): the guest screens, in kiosk mode. */
  | { type: 'start' }
  /** The hidden corner, on a guest screen or the paused booth. */
  | { type: 'open-operator' }
  | { type: 'pin-valid' }
  | { type: 'pin-cancel' }
  | { type: 'open-setup' }
  | { type: 'leave-kiosk' }
  /** Nobody touched the screen for the idle timeout. */
  | { type: 'idle' }
  /** The screen showing broke (an error while drawing it, or its code would not load). */
  | { type: 'screen-failed' }
  /** The guest picks a language on the attract screen. */
  | { type: 'choose-language'; language: GuestLanguage };

/** Once started, a reload or a crash opens the guest screens: set-up is then behind the PIN. */
export const initialKioskState = (started: boolean): KioskState => ({
  phase: started ? 'guest' : 'setup',
  guest: ATTRACT,
  pinFrom: 'guest',
  language: null,
});

/** The screen a state shows: a guest screen by its name, else the phase's own. */
export type KioskScreenName = Exclude<Phase, 'guest'> | GuestScreen['name'];
export const screenOf = (state: KioskState): KioskScreenName =>
  state.phase === 'guest' ? state.guest.name : state.phase;

const toGuest = (state: KioskState, guest: GuestScreen): KioskState =>
  guest === state.guest ? state : { ...state, guest };

export function kioskFlow(state: KioskState, event: KioskEvent): KioskState {
  const next = nextState(state, event);
  // Back at the start: the next guest begins in the event's default language.
  if (next.guest === ATTRACT && state.guest !== ATTRACT && next.language !== null) return { ...next, language: null };
  return next;
}

function nextState(state: KioskState, event: KioskEvent): KioskState {
  switch (event.type) {
    case 'choose-language':
      return state.phase === 'guest' && state.guest === ATTRACT ? { ...state, language: event.language } : state;
    case 'start':
      return { ...state, phase: 'guest' };
    case 'open-operator':
      if (state.phase !== 'guest' && state.phase !== 'stopped') return state;
      return { ...state, phase: 'pin', pinFrom: state.phase };
    case 'pin-valid':
      return state.phase === 'pin' ? { ...state, phase: 'operator' } : state;
    case 'pin-cancel':
      return state.phase === 'pin' ? { ...state, phase: state.pinFrom } : state;
    case 'open-setup':
      return state.phase === 'operator' ? { ...state, phase: 'setup' } : state;
    case 'leave-kiosk':
      return state.phase === 'operator' ? { ...state, phase: 'stopped' } : state;
    case 'idle': {
      if (state.phase !== 'guest' && state.phase !== 'pin') return state;
      const guest = guestFlow(state.guest, { type: 'finish' });
      return { ...toGuest(state, guest), phase: state.phase === 'pin' ? state.pinFrom : state.phase };
    }
    case 'screen-failed':
      // The guest (or staff) go back to the start with the queue as it was; a failing set-up or
      // paused screen, or the start itself, stays where it is and offers to try again.
      if (state.phase === 'guest') return toGuest(state, ATTRACT);
      if (state.phase === 'pin' || state.phase === 'operator')
        return { ...state, phase: state.pinFrom, guest: ATTRACT };
      return state;
    default:
      return toGuest(state, guestFlow(state.guest, event));
  }
}

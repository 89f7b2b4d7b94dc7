/**
 * The guest's way through the booth, as a reducer: attract → [form] → capture → review →
 * [form] → share/offer → attract. The form comes before the capture or after it is kept, as the
 * booth was set up; a retake goes back to the camera; an idle timeout goes back to the start.
 */
import type { BoothMode } from '../attract/booth-modes.ts';
import type { Shot } from '../capture/shot.ts';
import type { LeadTiming } from '../session/kiosk-record.ts';

/** A capture the guest kept, as the queue holds it. */
export type KeptCapture = { clientId: string; mediaType: Shot['mediaType'] };

export type GuestScreen =
  | { name: 'attract' }
  | { name: 'lead'; mode: BoothMode; kept?: KeptCapture }
  | { name: 'capture'; mode: BoothMode; leadId?: string }
  | { name: 'review'; mode: BoothMode; shot: Shot; leadId?: string }
  | { name: 'share'; mode: BoothMode; kept: KeptCapture; leadId?: string };

export type GuestAction =
  | { type: 'choose-mode'; mode: BoothMode; askForm: LeadTiming | null }
  | { type: 'lead-done'; leadId?: string }
  | { type: 'shot'; shot: Shot }
  | { type: 'retake' }
  | { type: 'kept'; kept: KeptCapture; askForm: LeadTiming | null }
  | { type: 'back' }
  | { type: 'finish' };

export const ATTRACT: GuestScreen = { name: 'attract' };

export function guestFlow(screen: GuestScreen, action: GuestAction): GuestScreen {
  switch (action.type) {
    case 'choose-mode':
      if (screen.name !== 'attract') return screen;
      return action.askForm === 'before' ? { name: 'lead', mode: action.mode } : { name: 'capture', mode: action.mode };
    case 'lead-done': {
      if (screen.name !== 'lead') return screen;
      const leadId = action.leadId ? { leadId: action.leadId } : {};
      return screen.kept
        ? { name: 'share', mode: screen.mode, kept: screen.kept, ...leadId }
        : { name: 'capture', mode: screen.mode, ...leadId };
    }
    case 'shot':
      if (screen.name !== 'capture') return screen;
      return { ...screen, name: 'review', shot: action.shot };
    case 'retake':
      if (screen.name !== 'review') return screen;
      return { name: 'capture', mode: screen.mode, ...(screen.leadId ? { leadId: screen.leadId } : {}) };
    case 'kept': {
      if (screen.name !== 'review') return screen;
      if (action.askForm === 'after' && !screen.leadId) return { name: 'lead', mode: screen.mode, kept: action.kept };
      return {
        name: 'share',
        mode: screen.mode,
        kept: action.kept,
        ...(screen.leadId ? { leadId: screen.leadId } : {}),
      };
    }
    case 'back':
      return screen.name === 'capture' || screen.name === 'lead' ? ATTRACT : screen;
    case 'finish':
      return ATTRACT;
  }
}

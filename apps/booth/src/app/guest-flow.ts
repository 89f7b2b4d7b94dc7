/**
 * The guest's way through the booth, as a reducer: attract → [form] → capture → review →
 * [form] → share → [offer] → attract. The form comes before the capture or after it is kept, as
 * the booth was set up; a retake goes back to the camera with the guest's frame, filter, prop and
 * backdrop still chosen; an idle timeout goes back to the start (a shot left on the review screen
 * is kept first, see booth-app.tsx).
 */
import type { BoothMode } from '../attract/index.ts';
import type { LookChoice, Shot } from '../capture/index.ts';
import type { LeadResult } from '../leads/index.ts';
import type { LeadTiming } from '../session/index.ts';

/** A capture the guest kept, as the queue holds it. */
/** A kept capture: its outbox client_id, its type and, while the guest is at the booth, its file (to print). */
export type KeptCapture = { clientId: string; mediaType: Shot['mediaType']; file?: Blob };

export type GuestScreen =
  | { name: 'attract' }
  | { name: 'lead'; mode: BoothMode; kept?: KeptCapture }
  | { name: 'capture'; mode: BoothMode; lead?: LeadResult; look?: LookChoice }
  | { name: 'review'; mode: BoothMode; shot: Shot; look: LookChoice; lead?: LeadResult }
  | { name: 'share'; mode: BoothMode; kept: KeptCapture; lead?: LeadResult }
  | { name: 'offer'; lead?: LeadResult };

export type GuestAction =
  | { type: 'choose-mode'; mode: BoothMode; askForm: LeadTiming | null }
  /** The form is sent (with its lead) or skipped (without). */
  | { type: 'lead-done'; lead?: LeadResult }
  | { type: 'shot'; shot: Shot; look: LookChoice }
  | { type: 'retake' }
  | { type: 'kept'; kept: KeptCapture; askForm: LeadTiming | null }
  /** Done with sharing; the event's offer follows when it has one. */
  | { type: 'shared'; hasOffer: boolean }
  | { type: 'back' }
  | { type: 'finish' };

export const ATTRACT: GuestScreen = { name: 'attract' };

const withLead = (lead: LeadResult | undefined) => (lead ? { lead } : {});

export function guestFlow(screen: GuestScreen, action: GuestAction): GuestScreen {
  switch (action.type) {
    case 'choose-mode':
      if (screen.name !== 'attract') return screen;
      return action.askForm === 'before' ? { name: 'lead', mode: action.mode } : { name: 'capture', mode: action.mode };
    case 'lead-done':
      if (screen.name !== 'lead') return screen;
      return screen.kept
        ? { name: 'share', mode: screen.mode, kept: screen.kept, ...withLead(action.lead) }
        : { name: 'capture', mode: screen.mode, ...withLead(action.lead) };
    case 'shot':
      if (screen.name !== 'capture') return screen;
      return { name: 'review', mode: screen.mode, shot: action.shot, look: action.look, ...withLead(screen.lead) };
    case 'retake':
      if (screen.name !== 'review') return screen;
      return { name: 'capture', mode: screen.mode, look: screen.look, ...withLead(screen.lead) };
    case 'kept':
      if (screen.name !== 'review') return screen;
      if (action.askForm === 'after' && !screen.lead) return { name: 'lead', mode: screen.mode, kept: action.kept };
      return { name: 'share', mode: screen.mode, kept: action.kept, ...withLead(screen.lead) };
    case 'shared':
      if (screen.name !== 'share') return screen;
      return action.hasOffer ? { name: 'offer', ...withLead(screen.lead) } : ATTRACT;
    case 'back':
      return screen.name === 'capture' || screen.name === 'lead' ? ATTRACT : screen;
    case 'finish':
      return ATTRACT;
  }
}

/**
 * The event being built in the wizard, kept in local storage so it
 * survives a reload; cleared when the event is finalised, when a new one is started and on sign-out.
 */
import type { FeatureKey, OptionKey, OptionStepId } from '@boothdeck/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { onSessionEnd } from '@/shared/session/end-session';
import { PERSIST_KEY_PREFIX } from '@/shared/session/session-store';

export type EventInfoDraft = {
  event_name: string;
  event_details: string;
  event_venue_name: string;
  event_time_zone: string;
  /** Wall times 'YYYY-MM-DD HH:mm' in the event's zone; the end is '' for an ongoing event. */
  event_start_date: string;
  event_end_date: string;
  life_time: boolean;
  /** A newly chosen image as a data URL. Kept in memory only: it can outgrow local storage. */
  fileURL: string | null;
};

export type FeatureDraft = Record<FeatureKey, boolean>;

export type OptionsDraft = Record<OptionKey, boolean> & {
  /** The four digits of the admin password. */
  adminPassword: string;
};

/** What each option step (filters, frames, props…) saved, under the step's id; absent until it is saved. */
export type OptionStepDrafts = Partial<Record<OptionStepId, unknown>>;

export type DraftEvent = {
  /** Set once the Event Info step has created the event on the server. */
  eventId: number | null;
  event_info: EventInfoDraft | null;
  feature: FeatureDraft | null;
  event_option: OptionsDraft | null;
  optionSteps: OptionStepDrafts;
};

type DraftActions = {
  saveEventInfo: (eventInfo: EventInfoDraft, eventId: number) => void;
  /** The options come along: turning a feature off can turn options off. */
  saveFeature: (feature: FeatureDraft, eventOption: OptionsDraft | null) => void;
  saveEventOption: (options: OptionsDraft) => void;
  replaceDraft: (draft: DraftEvent) => void;
  resetDraft: () => void;
};

export const EMPTY_DRAFT: DraftEvent = {
  eventId: null,
  event_info: null,
  feature: null,
  event_option: null,
  optionSteps: {},
};

/** The names versions 1 and 2 kept the option steps' settings under, at the draft's top, and each step's id. */
const STEP_OF_STORED_NAME: Readonly<Record<string, OptionStepId>> = {
  social: 'social',
  event_gif: 'gif',
  burst_gifs: 'burst-gif',
  brust_gifs: 'burst-gif',
  email: 'email',
  sms_sharing: 'sms',
  digital_prop: 'digital-props',
  watermark: 'custom-branding',
  micro_site: 'microsite',
  photo_template_frame: 'frames',
  incentive_offer: 'incentive-offers',
  filters: 'filters',
  form_builder: 'form-builder',
};

/**
 * A draft stored by an earlier version, which kept each option step's settings at its top under a
 * name of its own (version 1 the 3 in 1 fast step's as 'brust_gifs', beside keys no step filled).
 */
function fromStoredVersion(stored: unknown): DraftEvent {
  const { eventId, event_info, feature, event_option, ...rest } = { ...EMPTY_DRAFT, ...(stored as object) };
  const optionSteps: OptionStepDrafts = {};
  for (const [name, saved] of Object.entries(rest)) {
    const id = STEP_OF_STORED_NAME[name];
    if (id && saved != null) optionSteps[id] = saved;
  }
  return { eventId, event_info, feature, event_option, optionSteps };
}

export const useDraftStore = create<DraftEvent & DraftActions>()(
  persist(
    (set) => ({
      ...EMPTY_DRAFT,
      saveEventInfo: (eventInfo, eventId) => set({ event_info: eventInfo, eventId }),
      saveFeature: (feature, eventOption) => set({ feature, event_option: eventOption }),
      saveEventOption: (options) => set({ event_option: options }),
      replaceDraft: (draft) => set({ ...EMPTY_DRAFT, ...draft }),
      resetDraft: () => set(EMPTY_DRAFT),
    }),
    {
      name: `${PERSIST_KEY_PREFIX}event-draft`,
      version: 3,
      migrate: fromStoredVersion,
      partialize: ({ saveEventInfo, saveFeature, saveEventOption, replaceDraft, resetDraft, ...draft }) => ({
        ...draft,
        event_info: draft.event_info && { ...draft.event_info, fileURL: null },
      }),
    },
  ),
);

onSessionEnd(() => useDraftStore.getState().resetDraft());

/**
 * The event being built in the wizard, kept in local storage so it
 * survives a reload; cleared when the event is finalised, when a new one is started and on sign-out.
 */
import type { FeatureKey, OptionKey } from '@boothdeck/contract';
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

/** Settings of the option sub-steps (filters, frames, props…), each filled by its own step. */
export const OPTION_STEP_DRAFT_KEYS = [
  'filters',
  'digital_prop',
  'watermark',
  'social',
  'email',
  'sms_sharing',
  'micro_site',
  'photo_template_frame',
  'burst_gifs',
  'event_gif',
  'incentive_offer',
  'form_builder',
] as const;
export type OptionStepDraftKey = (typeof OPTION_STEP_DRAFT_KEYS)[number];

export type DraftEvent = {
  /** Set once the Event Info step has created the event on the server. */
  eventId: number | null;
  event_info: EventInfoDraft | null;
  feature: FeatureDraft | null;
  event_option: OptionsDraft | null;
} & Record<OptionStepDraftKey, unknown>;

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
  ...(Object.fromEntries(OPTION_STEP_DRAFT_KEYS.map((key) => [key, null])) as Record<OptionStepDraftKey, null>),
};

/**
 * A draft stored by an earlier version: version 1 kept the 3 in 1 fast step under the API's
 * spelling, 'brust_gifs', and two keys no step ever filled.
 */
function fromStoredVersion(stored: unknown, version: number): DraftEvent {
  const draft = { ...EMPTY_DRAFT, ...(stored as Partial<DraftEvent>) };
  if (version >= 2) return draft;
  const { brust_gifs, data_capture, app_experience_branding, ...kept } = draft as DraftEvent & Record<string, unknown>;
  return { ...kept, burst_gifs: brust_gifs ?? null };
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
      version: 2,
      migrate: fromStoredVersion,
      partialize: ({ saveEventInfo, saveFeature, saveEventOption, replaceDraft, resetDraft, ...draft }) => ({
        ...draft,
        event_info: draft.event_info && { ...draft.event_info, fileURL: null },
      }),
    },
  ),
);

onSessionEnd(() => useDraftStore.getState().resetDraft());

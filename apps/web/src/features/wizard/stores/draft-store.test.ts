import { beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '@/shared/session/end-session';
import { buildEventInfoDraft } from '@/testing/build-event';
import { EMPTY_DRAFT, useDraftStore } from './draft-store';

const INFO = buildEventInfoDraft({ fileURL: 'data:image/png;base64,AAAA' });

const stored = () => JSON.parse(window.localStorage.getItem('boothdeck-event-draft') ?? 'null')?.state;

describe('draft event state', () => {
  beforeEach(() => useDraftStore.getState().resetDraft());

  it('is kept in local storage, without the image, which can outgrow it', () => {
    useDraftStore.getState().saveEventInfo(INFO, 12);
    expect(stored()).toMatchObject({ eventId: 12, event_info: { event_name: 'Harbour lights', fileURL: null } });
    expect(useDraftStore.getState().event_info?.fileURL).toBe(INFO.fileURL);
  });

  it('reads a draft stored by the first version, 3 in 1 fast settings included', async () => {
    const burst = [{ brust_gif_id: 3 }];
    const old = { eventId: 9, event_info: null, brust_gifs: burst, data_capture: null, app_experience_branding: null };
    window.localStorage.setItem('boothdeck-event-draft', JSON.stringify({ state: old, version: 1 }));
    await useDraftStore.persist.rehydrate();
    const draft = useDraftStore.getState();
    expect(draft).toMatchObject({ eventId: 9, optionSteps: { 'burst-gif': burst } });
    expect(draft).not.toHaveProperty('brust_gifs');
    expect(draft).not.toHaveProperty('app_experience_branding');
  });

  it('reads a draft stored by the second version, each saved step under its id', async () => {
    const frames = [{ frame_id: 3 }];
    const props = [{ prop_id: 5 }];
    const old = { eventId: 9, photo_template_frame: frames, digital_prop: props, sms_sharing: null, burst_gifs: null };
    window.localStorage.setItem('boothdeck-event-draft', JSON.stringify({ state: old, version: 2 }));
    await useDraftStore.persist.rehydrate();
    const draft = useDraftStore.getState();
    expect(draft.eventId).toBe(9);
    expect(draft.optionSteps).toEqual({ frames, 'digital-props': props });
    expect(draft).not.toHaveProperty('photo_template_frame');
  });

  it('is forgotten on sign-out, in memory and in storage', () => {
    useDraftStore.getState().saveEventInfo(INFO, 12);
    endSession();
    expect(useDraftStore.getState()).toMatchObject(EMPTY_DRAFT);
    expect(window.localStorage.getItem('boothdeck-event-draft')).toBeNull();
  });
});

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

  it('is forgotten on sign-out, in memory and in storage', () => {
    useDraftStore.getState().saveEventInfo(INFO, 12);
    endSession();
    expect(useDraftStore.getState()).toMatchObject(EMPTY_DRAFT);
    expect(window.localStorage.getItem('boothdeck-event-draft')).toBeNull();
  });
});

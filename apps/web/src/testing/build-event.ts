import {
  type Event,
  type EventOption,
  type EventSummary,
  type Feature,
  galleryEndpoints,
  NO_OPTION_SETTINGS,
  OPTION_KEYS,
  type OptionKey,
} from '@boothdeck/contract';
import type { EventInfoDraft } from '@/features/wizard/stores/draft-store';
import { callAddress } from '@/shared/api/api-client';

/** The request for one page of an event list as the lists ask for it (six a page, no search). */
export const eventListRequest = (page = 1) => ({ query: { per_page: 6, page, search: '' } });

/** A live event as the lists show it; override what a test is about. */
export function buildEventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    uuid: `uuid-${id}`,
    event_name: `Event ${id}`,
    venue_name: 'Town Hall',
    event_details: 'Bring a friend',
    time_zone: 'UTC',
    event_start_date: '2099-06-01T18:00:00.000Z',
    event_end_date: '2099-06-02T02:00:00.000Z',
    event_start_local: '2099-06-01 18:00',
    event_end_local: '2099-06-02 02:00',
    life_time: 0,
    event_info_image: null,
    state: 'upcoming',
    media_link: `${window.location.origin}${callAddress(galleryEndpoints.downloadAll)}?type=all&event_id=uuid-${id}`,
    created_at: '2099-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const entry = (isOn: boolean) => [{ status: isOn ? 1 : 0, lock: isOn ? 'enable' : 'disable' }] as Feature['video'];

export function buildFeature(on: Partial<Record<keyof Feature, boolean>> = {}): Feature {
  return {
    still_photo: entry(true),
    three_in_one: entry(on.three_in_one ?? false),
    video: entry(on.video ?? false),
    boomerang: entry(on.boomerang ?? false),
    gallery: entry(on.gallery ?? false),
    sharing: entry(on.sharing ?? false),
    data_capture: entry(on.data_capture ?? false),
    offer: entry(on.offer ?? false),
  };
}

/** Every option flag off (each with the same 0), the admin password set, and `on` over them. */
export function buildEventOption(on: Partial<EventOption> = {}): EventOption {
  return {
    ...(Object.fromEntries(OPTION_KEYS.map((option) => [option, 0])) as Record<OptionKey, 0>),
    password: '1234',
    ...on,
  };
}

/** The Event Info step's values as the wizard's draft keeps them. */
export function buildEventInfoDraft(overrides: Partial<EventInfoDraft> = {}): EventInfoDraft {
  return {
    event_name: 'Harbour lights',
    event_details: '',
    event_venue_name: 'Pier 4',
    event_time_zone: 'UTC',
    event_start_date: '2099-06-01 18:00',
    event_end_date: '2099-06-01 23:00',
    life_time: false,
    fileURL: null,
    ...overrides,
  };
}

/** The whole event as show-event answers it. */
export function buildEvent(overrides: Partial<Event> = {}): Event {
  return {
    ...buildEventSummary(overrides),
    feature: buildFeature({ sharing: true }),
    event_option: buildEventOption({ email: 1, frame: 1 }),
    device: null,
    is_paid: false,
    ...NO_OPTION_SETTINGS,
    ...overrides,
  };
}

/** A paged list reply of `count` events in all, showing page `page` of six. */
export function buildEventPage(count: number, page = 1) {
  const perPage = 6;
  const lastPage = Math.max(1, Math.ceil(count / perPage));
  const first = (page - 1) * perPage;
  const ids = Array.from({ length: Math.max(0, Math.min(perPage, count - first)) }, (_, index) => first + index + 1);
  return {
    event: {
      data: ids.map((id) => buildEventSummary({ id })),
      current_page: page,
      last_page: lastPage,
      total: count,
      per_page: perPage,
      from: ids.length ? first + 1 : null,
      to: ids.length ? first + ids.length : null,
    },
  };
}

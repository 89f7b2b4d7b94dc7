/**
 * The demo organiser's events: in every tab (live, upcoming, past, draft) over the last year,
 * each with a booth set-up (the options it uses) and the media its guests captured. Times are
 * relative to now, so each load looks current.
 */
import { randomUUID } from 'node:crypto';
import { FEATURE_KEYS, OPTION_KEYS, type OptionKey } from '@boothdeck/contract';
import type { Insertable } from 'kysely';
import type { EventStatus, EventsTable } from '../../src/modules/events/events.tables.ts';
import { DAY_MS, HOUR_MS } from '../../src/shared/clock.ts';

const LIFETIME_MS = 200 * 365.25 * DAY_MS;
export const DEMO_TIME_ZONE = 'Australia/Sydney';

/** What the booth does at an event: every option, or the usual set of a wedding, a party or a company. */
export type Booth = 'full' | 'wedding' | 'party' | 'corporate';

/** Every option (the guest's QR code on the booth among them), and data capture (every event that happened has leads). */
const allBut = (...left: OptionKey[]) => OPTION_KEYS.filter((key) => !left.includes(key));

const BOOTH_OPTIONS: Record<Booth, readonly OptionKey[]> = {
  full: allBut(),
  wedding: allBut('brust_gif', 'incentive_offer', 'form_builder'),
  party: allBut('email', 'water_mark', 'incentive_offer', 'form_builder'),
  corporate: allBut('social_media', 'gif', 'brust_gif', 'digital_props'),
};

export type DemoEvent = {
  name: string;
  venue: string;
  status: EventStatus;
  /** Start in days from today at 08:00 UTC (evening in Sydney); 'now' = three hours ago. */
  startDay: number | 'now';
  hours: number | 'ongoing';
  booth: Booth;
  /** Captured media (shares and leads follow from it). */
  media: number;
};

const final = (
  name: string,
  venue: string,
  booth: Booth,
  startDay: number | 'now',
  hours: number | 'ongoing',
  media = 0,
): DemoEvent => ({ name, venue, status: 'final', startDay, hours, booth, media });
const draft = (name: string, venue: string, booth: Booth, startDay: number): DemoEvent => ({
  name,
  venue,
  status: 'draft',
  startDay,
  hours: 5,
  booth,
  media: 0,
});

export const DEMO_EVENTS: DemoEvent[] = [
  final('Sunny Side Selfie Wall', 'Sunny Side Studio, Surry Hills', 'full', -34, 'ongoing', 104),
  final('Harbour Lights Wedding', 'Pier One, Walsh Bay', 'wedding', 'now', 8, 36),
  final('Tech Summit Afterparty', 'ICC Sydney', 'full', 3, 6),
  final('Spring Garden Gala', 'Royal Botanic Garden', 'wedding', 11, 5),
  final('Riverside Food Festival', 'Parramatta Park', 'party', 26, 10),
  final('Coastal Charity Ball', 'Bondi Icebergs', 'full', -2, 6, 46),
  final('Nova Product Launch', 'Carriageworks', 'corporate', -5, 4, 28),
  final('Melbourne Cup Lunch', 'The Rocks Brewing Co', 'party', -12, 5, 36),
  final('Halloween Late Night', 'The Basement', 'party', -19, 6, 32),
  final('Engagement Party: Priya & Sam', 'Manly Wharf Bar', 'wedding', -33, 5, 24),
  final('Annual Sales Kick-off', 'Hilton Sydney', 'corporate', -47, 8, 42),
  final('Vivid Rooftop Session', 'Opera Bar', 'party', -61, 4, 30),
  final('School Formal', 'Doltone House', 'full', -78, 5, 52),
  final('Food & Wine Weekend', 'Hunter Valley Gardens', 'party', -95, 10, 48),
  final('Winter Solstice Market', 'Carriageworks', 'party', -120, 8, 26),
  final('Fashion Week Pop-up', 'Westfield Sydney', 'corporate', -150, 6, 38),
  final('City2Surf Finish Line', 'Bondi Beach', 'corporate', -180, 5, 34),
  final('Mardi Gras Warm-up', 'Oxford Art Factory', 'party', -210, 6, 40),
  final('New Year Rooftop Party', 'Ivy Pool Club', 'full', -240, 7, 56),
  final('Christmas Staff Party', 'Ovolo Woolloomooloo', 'corporate', -270, 5, 32),
  final('Spring Racing Carnival', 'Royal Randwick', 'party', -300, 7, 44),
  final('Art After Hours', 'Art Gallery of NSW', 'wedding', -330, 4, 22),
  final('Launch Night: Harbour Cruises', 'Circular Quay', 'corporate', -355, 4, 18),
  draft('Winter Wonderland Ball', 'Sofitel Darling Harbour', 'wedding', 40),
  draft('Corporate Awards Night', 'The Star Event Centre', 'corporate', 60),
];

export const boothOptions = (event: DemoEvent): readonly OptionKey[] => BOOTH_OPTIONS[event.booth];

const flags = (keys: readonly string[], on: (key: string) => boolean) =>
  JSON.stringify(Object.fromEntries(keys.map((key) => [key, on(key) ? 1 : 0])));

/** The event's row; its image is stored already (`imagePath`). */
export function demoEventRow(
  userId: number,
  event: DemoEvent,
  { now, imagePath }: { now: Date; imagePath: string },
): Insertable<EventsTable> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = event.startDay === 'now' ? now.getTime() - 3 * HOUR_MS : today + event.startDay * DAY_MS + 8 * HOUR_MS;
  const end = start + (event.hours === 'ongoing' ? LIFETIME_MS : event.hours * HOUR_MS);
  const createdAt = new Date(Math.min(start - 14 * DAY_MS, now.getTime())).toISOString();
  const options = boothOptions(event);
  return {
    uuid: randomUUID(),
    user_id: userId,
    event_name: event.name,
    event_details: `Photo booth and sharing station at ${event.venue}.`,
    venue_name: event.venue,
    time_zone: DEMO_TIME_ZONE,
    start_at: new Date(start).toISOString(),
    end_at: new Date(end).toISOString(),
    life_time: event.hours === 'ongoing' ? 1 : 0,
    image_path: imagePath,
    // The Offer feature follows the Incentives & Offers option, as in the wizard.
    features: flags(FEATURE_KEYS, (key) => key !== 'offer' || options.includes('incentive_offer')),
    options: flags(OPTION_KEYS, (key) => options.includes(key as OptionKey)),
    admin_password: '2468',
    status: event.status,
    finalised_at: event.status === 'final' ? createdAt : null,
    device: null,
    paid_payment_id: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/**
 * The organiser's data-capture screens: events with their lead counts, one event's leads page
 * by page, and the signed link of the CSV export. Every call needs a plan with data capture and
 * reads through the organiser's own events: another organiser's event is a 404.
 */
import {
  DATA_CAPTURE_EVENTS_PER_PAGE,
  type DataCaptureEvent,
  type DataCaptureEventsReply,
  type DownloadLinkReply,
  type EventLeadsReply,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import { pageOf } from '../../shared/paging.ts';
import { instantToWallTime } from '../../shared/wall-times.ts';
import type { PlanGate } from '../packages/index.ts';
import type { LeadExportLinks } from './lead-export-links.ts';
import { toLead } from './lead-reply.ts';
import type { LeadEventRow, LeadsRepository } from './leads.repository.ts';

type Dependencies = {
  repository: LeadsRepository;
  planGate: Pick<PlanGate, 'requireFeature'>;
  links: LeadExportLinks;
};

export type DataCaptureService = ReturnType<typeof createDataCaptureService>;

export type LeadsPageRequest = { eventId: number; page: number; perPage: number; search: string };

const eventDetail = (event: LeadEventRow): Omit<DataCaptureEvent, 'data_capture_count'> => ({
  id: event.id,
  uuid: event.uuid,
  event_name: event.event_name,
  venue_name: event.venue_name,
  time_zone: event.time_zone,
  event_start_date: instantToWallTime(event.start_at, event.time_zone),
  event_end_date: instantToWallTime(event.end_at, event.time_zone),
});

export function createDataCaptureService({ repository, planGate, links }: Dependencies) {
  const requirePlan = (userId: number) => planGate.requireFeature(userId, 'data_capture', 'data_capture');

  /** The organiser's event, once the plan is checked; a 404 for anyone else's. */
  async function ownedEvent(userId: number, eventId: number): Promise<LeadEventRow> {
    await requirePlan(userId);
    const event = await repository.findOwnedEvent(userId, eventId);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    return event;
  }

  return {
    ownedEvent,

    /** The same by the event's uuid. */
    async ownedEventByUuid(userId: number, uuid: string): Promise<LeadEventRow> {
      await requirePlan(userId);
      const event = await repository.findOwnedEventByUuid(userId, uuid);
      if (!event) throw new AppError('not_found', MESSAGES.notFound);
      return event;
    },

    async events(userId: number, page: number, search: string): Promise<DataCaptureEventsReply> {
      await requirePlan(userId);
      const perPage = DATA_CAPTURE_EVENTS_PER_PAGE;
      const { rows, total } = await repository.pageOfEvents(userId, {
        search,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const counts = await repository.leadCounts(rows.map((row) => row.id));
      const data = rows.map((row) => ({ ...eventDetail(row), data_capture_count: counts.get(row.id) ?? 0 }));
      return { events: pageOf(data, { page, perPage, total }) };
    },

    async leads(userId: number, { eventId, page, perPage, search }: LeadsPageRequest): Promise<EventLeadsReply> {
      const event = await ownedEvent(userId, eventId);
      const [total, rows, reachable] = await Promise.all([
        repository.countLeads(eventId, search),
        repository.pageOfLeads(eventId, search, perPage, (page - 1) * perPage),
        repository.countReachable(eventId),
      ]);
      return {
        event: pageOf(
          rows.map((row) => toLead(row, event.time_zone)),
          { page, perPage, total },
        ),
        reachable,
        event_detail: eventDetail(event),
      };
    },

    async exportLink(userId: number, eventId: number): Promise<DownloadLinkReply> {
      const event = await ownedEvent(userId, eventId);
      return links.linkFor(event.uuid);
    },
  };
}

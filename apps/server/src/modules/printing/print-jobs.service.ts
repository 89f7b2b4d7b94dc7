/**
 * A booth's print jobs: each recorded once per event and client id (a retry answers the first
 * record and counts nothing again, even when two attempts race), held to the event's print limit
 * in sheets. A job the booth asks about first (`offline: 0`) is refused past the limit; one it
 * printed already without the server (`offline: 1`) is recorded whatever the limit, since the
 * sheet is in a guest's hand, and the reply tells the booth what is left.
 */
import {
  type BoothPrintReply,
  type boothPrintBodySchema,
  type EventPrintsReply,
  PRINT_MESSAGES,
  type PrintJob,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import type { BoothIdentity } from '../../plugins/endpoints.ts';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import { type EventAccess, parseOptionFlags } from '../events/index.ts';
import type { PrintSettingsOf } from '../options/index.ts';
import type { PrintJobRow, PrintJobs } from './print-jobs.repository.ts';

type Dependencies = {
  repository: PrintJobs;
  events: Pick<EventAccess, 'eventById' | 'ownedEvent'>;
  printSettingsOf: PrintSettingsOf;
};

type BoothPrintBody = z.output<typeof boothPrintBodySchema>;

const jobOf = (row: PrintJobRow): PrintJob => ({
  id: row.id,
  client_id: row.client_id,
  media_client_id: row.media_client_id,
  copies: row.copies,
  printed_at: row.printed_at,
  offline: row.offline === 1,
});

export function createPrintJobs({ repository, events, printSettingsOf }: Dependencies) {
  /** The event's printing settings; 403 unless the event prints. */
  async function printingOf(eventId: number) {
    const event = await events.eventById(eventId);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    const settings = await printSettingsOf(eventId);
    if (parseOptionFlags(event.options)?.printing !== 1 || !settings) {
      throw new AppError('forbidden', PRINT_MESSAGES.printingOff);
    }
    return settings;
  }

  async function replyOf(eventId: number, row: PrintJobRow, created: boolean, limit: number | null) {
    const printed = await repository.sheetsOfEvent(eventId);
    const remaining = limit === null ? null : Math.max(0, limit - printed);
    return { message: PRINT_MESSAGES.recorded, created, print: jobOf(row), printed, remaining } as BoothPrintReply;
  }

  return {
    async record(booth: BoothIdentity, body: BoothPrintBody): Promise<BoothPrintReply> {
      const { eventId } = booth;
      const settings = await printingOf(eventId);
      const earlier = await repository.findByClientId(eventId, body.client_id);
      if (earlier) return replyOf(eventId, earlier, false, settings.print_limit);
      if (body.copies > settings.copies) throw AppError.validation('copies', PRINT_MESSAGES.copies);
      if (body.offline === 0 && settings.print_limit !== null) {
        const printed = await repository.sheetsOfEvent(eventId);
        if (printed + body.copies > settings.print_limit) throw new AppError('forbidden', PRINT_MESSAGES.limitReached);
      }
      try {
        const row = await repository.insert({
          event_id: eventId,
          booth_session_id: booth.sessionId,
          booth_name: booth.deviceName,
          client_id: body.client_id,
          media_client_id: body.media_client_id,
          copies: body.copies,
          offline: body.offline,
          printed_at: new Date(body.printed_at).toISOString(),
          created_at: nowIso(),
        });
        return replyOf(eventId, row, true, settings.print_limit);
      } catch (error) {
        // Another attempt with this client id got there first: its record is the one kept.
        if (!isUniqueViolation(error)) throw error;
        const kept = await repository.findByClientId(eventId, body.client_id);
        if (!kept) throw error;
        return replyOf(eventId, kept, false, settings.print_limit);
      }
    },

    /** The organiser's event's prints: sheets in all, by booth and by UTC hour. */
    async eventPrints(userId: number, eventId: number): Promise<EventPrintsReply> {
      const event = await events.ownedEvent(userId, eventId);
      if (!event) throw new AppError('not_found', MESSAGES.notFound);
      const [sheets, byBooth, byHour, settings] = await Promise.all([
        repository.sheetsOfEvent(event.id),
        repository.sheetsByBooth(event.id),
        repository.sheetsByHour(event.id),
        printSettingsOf(event.id),
      ]);
      return {
        prints: {
          sheets,
          jobs: byBooth.reduce((sum, row) => sum + row.jobs, 0),
          print_limit: settings?.print_limit ?? null,
          by_booth: byBooth.map((row) => ({ ...row, booth: row.booth ?? 'Unnamed booth' })),
          by_hour: byHour.map((row) => ({ hour: `${row.hour}:00Z`, sheets: row.sheets })),
        },
      };
    },
  };
}

/**
 * Printing: the print jobs booths record (`POST /booth/prints`, once per client id, within the
 * event's print limit), the organiser's print-ready file of a capture and an event's prints by
 * booth and by hour. The event's printing settings are the options module's (`printSettingsOf`).
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { EventAccess } from '../events/index.ts';
import type { OrganiserCaptures } from '../media/index.ts';
import type { PrintSettingsOf } from '../options/index.ts';
import { createPrintFiles } from './print-files.service.ts';
import { createPrintJobsRepository } from './print-jobs.repository.ts';
import { createPrintJobs } from './print-jobs.service.ts';
import { printingRoutes } from './printing.routes.ts';

export type { PrintingTables } from './printing.tables.ts';

/** Sheets the booths printed for an event: the figure the prints call and the client report share. */
export type PrintedSheets = (eventId: number) => Promise<number>;

export const printedSheetsOf = ({ db }: Pick<PlatformServices, 'db'>): PrintedSheets => {
  const repository = createPrintJobsRepository(db);
  return (eventId) => repository.sheetsOfEvent(eventId);
};

type Dependencies = Pick<PlatformServices, 'db' | 'storage'> & {
  events: EventAccess;
  captures: OrganiserCaptures;
  printSettingsOf: PrintSettingsOf;
};

export function printingModule({ db, storage, events, captures, printSettingsOf }: Dependencies) {
  const jobs = createPrintJobs({ repository: createPrintJobsRepository(db), events, printSettingsOf });
  const files = createPrintFiles({ captures, events, printSettingsOf, storage });
  return { endpoints: printingRoutes({ jobs, files }) };
}

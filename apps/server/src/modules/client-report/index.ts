/**
 * The client report: one event's figures for its brand client, read from analytics' shared
 * figures, and the signed, revocable links (with an optional expiry) that open it and its PDF
 * without an account. Owns `report_links`.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { EventFigures } from '../analytics/index.ts';
import type { EventAccess } from '../events/index.ts';
import type { PrintedSheets } from '../printing/index.ts';
import { clientReportEndpoints } from './client-report.routes.ts';
import { createClientReportService } from './client-report.service.ts';
import { createReportLinkTokens } from './report-link-tokens.ts';
import { createReportLinksRepository } from './report-links.repository.ts';
import { createReportPdf } from './report-pdf.ts';

export type { ClientReportTables } from './client-report.tables.ts';

type Dependencies = Pick<PlatformServices, 'db' | 'signerFor'> & {
  figures: EventFigures;
  /** Sheets the booths printed for an event, the printing module's figure. */
  printedSheets: PrintedSheets;
  events: EventAccess;
  accountOf: (
    userId: number,
  ) => Promise<{ company_name: string | null; first_name: string; last_name: string } | undefined>;
  /** The Chromium that prints the PDF; missing, the PDF answers 503. */
  chromiumPath: string;
};

export function clientReportModule({
  db,
  signerFor,
  figures,
  printedSheets,
  events,
  accountOf,
  chromiumPath,
}: Dependencies) {
  const signer = signerFor();
  const tokens = createReportLinkTokens(() => signer.secretFor('report-links'));
  const pdf = createReportPdf(chromiumPath);
  const service = createClientReportService({
    figures,
    printedSheets,
    events,
    accountOf,
    links: createReportLinksRepository(db),
    tokens,
    pdfAvailable: pdf.available,
  });
  return { endpoints: clientReportEndpoints(service, pdf) };
}

/**
 * The client report as PDF: Chromium (driven by playwright-core, the engine the browser journeys
 * use) opens the report's own public page from this server and prints it, so the PDF is the page
 * the client sees, with the same figures, charts and branding, and no second layout to keep in
 * step. Chromium is optional: where its file is missing the server starts as usual and the PDF
 * answers 503 saying so. Each PDF launches its own browser and closes it (no process kept between
 * requests); at most `MAX_PRINTING` print at once, a few more wait their turn, and the rest are
 * refused with 503 until there is room.
 */
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error.ts';

export const PDF_UNAVAILABLE_TEXT =
  "PDF reports are unavailable on this server: Chromium is not installed. Open the report's link and print it from the browser.";
const MAX_PRINTING = 2;
/** PDFs that may wait for a turn; past them the call answers 503 at once rather than pile up. */
const MAX_WAITING = 8;
export const PDF_BUSY_TEXT = 'Too many PDFs are being made right now. Please try again in a minute.';
/** What the page marks itself with once every figure is on it. */
const READY_SELECTOR = '[data-report-ready="true"]';
const PAGE_TIMEOUT_MS = 20_000;

export type ReportPdf = {
  readonly available: boolean;
  /** The PDF of the public report page the token opens, printed from this server's own address. */
  print(server: FastifyInstance, token: string): Promise<Buffer>;
};

/** The public page of a report link, below the web app's root. */
export const reportPagePath = (token: string) => `/report/${encodeURIComponent(token)}`;

export function createReportPdf(chromiumPath: string): ReportPdf {
  const available = existsSync(chromiumPath);
  let printing = 0;
  const waiting: (() => void)[] = [];
  const turn = async () => {
    if (printing >= MAX_PRINTING) {
      if (waiting.length >= MAX_WAITING) throw new AppError('unavailable', PDF_BUSY_TEXT);
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    printing += 1;
  };
  const done = () => {
    printing -= 1;
    waiting.shift()?.();
  };

  return {
    available,
    async print(server, token) {
      if (!available) throw new AppError('unavailable', PDF_UNAVAILABLE_TEXT);
      const address = server.server.address();
      if (!address || typeof address === 'string') throw new AppError('unavailable', PDF_UNAVAILABLE_TEXT);
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host}:${address.port}`;
      await turn();
      try {
        // Loaded on first use: a server that never prints never loads the driver.
        const { chromium } = await import('playwright-core');
        const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
        try {
          const page = await browser.newPage({ viewport: { width: 720, height: 1000 } });
          await page.goto(`${origin}${reportPagePath(token)}?print=1`, { timeout: PAGE_TIMEOUT_MS });
          await page.waitForSelector(READY_SELECTOR, { timeout: PAGE_TIMEOUT_MS });
          return await page.pdf({
            format: 'A4',
            printBackground: true,
            margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
          });
        } finally {
          await browser.close();
        }
      } finally {
        done();
      }
    },
  };
}

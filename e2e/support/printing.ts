/**
 * Printing as journeys check it: a print frame drawn without an image library, the kiosk's print
 * calls counted, what Chromium prints saved as a PDF (`page.pdf` with the document's `@page`
 * size) and read with poppler's pdfinfo and pdfimages.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import type { ApiClient } from '@boothdeck/client';
import { type PrintingBody, printingCalls, printingEndpoints } from '@boothdeck/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pngChunk } from '../../apps/server/src/test/image-fixtures.ts';

const run = promisify(execFile);

/** A print frame: transparent where the photos go, a coloured band round the edge and at the foot. */
export function printFramePng(width: number, height: number, footer = 200): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const edge = x < 12 || y < 12 || x >= width - 12 || y >= height - footer;
      if (!edge) continue;
      rows.set([233, 30, 99, 255], y * (width * 4 + 1) + 1 + x * 4);
    }
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Saves the event's printing step, as the wizard would. */
export async function savePrinting(client: ApiClient, eventId: number, body: Omit<PrintingBody, 'eventId'>) {
  await client.call(printingEndpoints.save, { body: { eventId, ...body } });
}

/** Counts the kiosk's calls to print instead of opening the system's print dialog. */
export async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
}

export const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

export type PrintedPdf = {
  pages: number;
  pageSize: string;
  images: { page: number; width: number; height: number; ppi: number }[];
};

/** What Chromium prints of the page now, as a PDF at the print document's own page size, read with poppler. */
export async function printedPdf(page: Page): Promise<PrintedPdf> {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'print-')), 'print.pdf');
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  const { stdout: info } = await run('pdfinfo', [file]);
  const { stdout: list } = await run('pdfimages', ['-list', file]);
  await fs.rm(path.dirname(file), { recursive: true, force: true });
  const field = (name: string) => info.match(new RegExp(`^${name}:\\s+(.+)$`, 'm'))?.[1]?.trim() ?? '';
  // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
  const images = list
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length > 13 && cells[2] === 'image')
    .map((cells) => ({
      page: Number(cells[0]),
      width: Number(cells[3]),
      height: Number(cells[4]),
      ppi: Number(cells[12]),
    }));
  return { pages: Number(field('Pages')), pageSize: field('Page size'), images };
}

/** Waits until the organiser's count of the event's prints is `sheets` in `jobs`. */
export async function expectPrints(client: ApiClient, eventId: number, expected: { sheets: number; jobs: number }) {
  await expect
    .poll(
      async () => {
        const { prints } = await client.call(printingCalls.eventPrints, { params: { id: eventId } });
        return { sheets: prints.sheets, jobs: prints.jobs };
      },
      { timeout: 30_000, interval: 500 },
    )
    .toEqual(expected);
}

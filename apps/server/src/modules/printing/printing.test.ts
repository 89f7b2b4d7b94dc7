import {
  type BoothPrintBody,
  boothSharingEndpoints,
  PRINT_MESSAGES,
  type PrintingBody,
  printingCalls,
  printingEndpoints,
} from '@boothdeck/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_PASSWORD, postBoothSession } from '../../test/booth-client.ts';
import { callApp, callAppUnchecked, errorOf, replyOf } from '../../test/call-app.ts';
import { asDataUrl, blankPng } from '../../test/image-fixtures.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { boothSharingEvent } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

type PrintEvent = Awaited<ReturnType<typeof boothSharingEvent>>;

describe.each(TEST_DIALECTS)('print jobs and print files on %s', (dialect) => {
  let t: TestApp;
  let event: PrintEvent;
  let foyer: string;
  let jobs = 0;
  const nextJob = () => `print-job-${++jobs}-abc`;

  const savePrinting = (member: SignedIn, eventId: number, body: Omit<PrintingBody, 'eventId'>) =>
    event.client.call(member, printingEndpoints.update, { params: { id: eventId }, body });
  const print = (body: Partial<BoothPrintBody>, token = event.token) =>
    callApp(t.app, printingCalls.record, {
      token,
      body: {
        client_id: nextJob(),
        media_client_id: event.photo.clientId,
        copies: 1,
        printed_at: new Date().toISOString(),
        ...body,
      },
    });
  const prints = (member: SignedIn, eventId = event.eventId) =>
    callApp(t.app, printingCalls.eventPrints, { token: member.token, params: { id: eventId } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    event = await boothSharingEvent(t, {}, { printing: 1 });
    const saved = await savePrinting(event.member, event.eventId, {
      paper: '2x6-strips',
      copies: 2,
      print_limit: 6,
      print_frame: asDataUrl(blankPng(600, 1800), 'image/png'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const signIn = await postBoothSession(t.app, { uuid: event.uuid, password: BOOTH_PASSWORD, device_name: 'Foyer' });
    foyer = replyOf(signIn).token;
  });
  afterAll(() => t.close());

  it('records a print once per client_id and counts the sheets left under the limit', async () => {
    const body = { client_id: nextJob(), copies: 2 };
    const first = replyOf(await print(body));
    expect(first).toMatchObject({ created: true, printed: 2, remaining: 4, print: { copies: 2, offline: false } });
    const retry = replyOf(await print(body));
    expect(retry).toMatchObject({ created: false, printed: 2, remaining: 4, print: { id: first.print.id } });
  });

  it('refuses more copies than a guest may print, and a body that is not a print job', async () => {
    expect(errorOf(await print({ copies: 3 }), 422).errors).toEqual({ copies: [PRINT_MESSAGES.copies] });
    const bad = await callAppUnchecked(t.app, printingCalls.record, {
      token: event.token,
      body: { client_id: 'x', copies: 0, printed_at: 'yesterday' },
    });
    expect(Object.keys(errorOf(bad, 422).errors ?? {}).sort()).toEqual([
      'client_id',
      'copies',
      'media_client_id',
      'printed_at',
    ]);
  });

  it('refuses a print past the limit with a clear message, but records one already printed offline', async () => {
    expect(replyOf(await print({ copies: 2 }, foyer))).toMatchObject({ printed: 4, remaining: 2 });
    expect(replyOf(await print({ copies: 2 }, foyer))).toMatchObject({ printed: 6, remaining: 0 });
    const refused = await print({ copies: 1 });
    expect(errorOf(refused, 403).message).toBe(PRINT_MESSAGES.limitReached);
    const offline = replyOf(await print({ copies: 1, offline: 1, printed_at: '2026-01-01T10:15:00+10:00' }));
    expect(offline).toMatchObject({ created: true, printed: 7, remaining: 0, print: { offline: true } });
    expect(offline.print.printed_at).toBe('2026-01-01T00:15:00.000Z');
  });

  it("counts the event's prints by booth and by hour for its organiser only", async () => {
    const { prints: counted } = replyOf(await prints(event.member));
    expect(counted).toMatchObject({ sheets: 7, jobs: 4, print_limit: 6 });
    expect(counted.by_booth).toEqual([
      { booth: 'Foyer', sheets: 4, jobs: 2 },
      { booth: 'Unnamed booth', sheets: 3, jobs: 2 },
    ]);
    const hour = `${new Date().toISOString().slice(0, 13)}:00Z`;
    expect(counted.by_hour).toEqual([
      { hour: '2026-01-01T00:00Z', sheets: 1 },
      { hour, sheets: 6 },
    ]);
    const stranger = await event.client.organiser('Monthly Pro');
    expect((await prints(stranger)).statusCode).toBe(404);
  });

  it('refuses prints at an event that does not print', async () => {
    const other = await boothSharingEvent(t);
    const reply = await print({}, other.token);
    expect(errorOf(reply, 403).message).toBe(PRINT_MESSAGES.printingOff);
    // The booth's other calls are untouched.
    const share = await callAppUnchecked(t.app, boothSharingEndpoints.share, { token: other.token, body: {} });
    expect(share.statusCode).toBe(422);
  });

  it("gives the organiser a capture's print-ready sheet as a 300 dpi JPEG and as a PDF of the page", async () => {
    const file = (format: 'jpeg' | 'pdf', member = event.member) =>
      callApp(t.app, printingCalls.printFile, {
        token: member.token,
        params: { mediaId: event.photo.id },
        query: { format },
      });
    const jpeg = await file('jpeg');
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const sheet = await sharp(jpeg.rawPayload).metadata();
    expect(sheet).toMatchObject({ format: 'jpeg', width: 1200, height: 1800, density: 300 });
    const pdf = await file('pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('/MediaBox [0 0 288 432]');
    expect(text).toContain('/Width 1200 /Height 1800');
    const stranger = await event.client.organiser('Monthly Pro');
    expect((await file('jpeg', stranger)).statusCode).toBe(404);
  });
});

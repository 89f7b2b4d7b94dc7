import { formBuilderEndpoints, leadEndpoints } from '@boothdeck/contract';
import { API_PREFIX, endpointPath } from '@boothdeck/contract/endpoint-address';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGNED_LINK_LIFETIME_MS } from '../../platform/signed-links/signed-links.ts';
import { signInBooth } from '../../test/booth-client.ts';
import { type AppReply, callApp, errorOf, replyOf } from '../../test/call-app.ts';
import {
  dataCaptureEvent,
  dataCaptureEventIn,
  insertLead,
  LEAD_FORM,
  type LeadsSetup,
  leadBody,
  leadsSetup,
  leadValues,
  TERMS,
} from '../../test/leads-setup.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';
import { csvCell } from './csv.ts';
import { REMOVED_FIELD } from './lead-export.ts';
import { EXPORT_LINK_MESSAGES } from './lead-export-links.ts';

/** Parses RFC 4180 text whose every cell is quoted (as the export writes it). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const cell = /"((?:[^"]|"")*)"(,|\r\n)/gy;
  let row: string[] = [];
  for (let match = cell.exec(text); match; match = cell.exec(text)) {
    row.push((match[1] ?? '').replaceAll('""', '"'));
    if (match[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  expect(cell.lastIndex === 0 || cell.lastIndex === text.length).toBe(true);
  return rows;
}

describe('csv cells', () => {
  it.each([
    ['=1+2', `"'=1+2"`],
    ['+44 7700', `"'+44 7700"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tTab', `"'\tTab"`],
    ['\rReturn', `"'\rReturn"`],
    ['say "hi", then\nbye', `"say ""hi"", then\nbye"`],
    ['plain', '"plain"'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe.each(TEST_DIALECTS)('the lead export on %s', (dialect) => {
  let s: LeadsSetup;
  let eventId: number;
  let uuid: string;

  const exportLink = async (id = eventId) => {
    const reply = await callApp(s.t.app, leadEndpoints.exportLink, { body: { event_id: id }, token: s.alice.token });
    return replyOf(reply).url;
  };
  /** Opens a signed export link as the server wrote it (or as a test altered it). */
  const openLink = (url: string): Promise<AppReply<typeof leadEndpoints.exportCsv>> => s.t.app.inject({ url });

  beforeAll(async () => {
    s = await leadsSetup(dialect);
    eventId = await dataCaptureEventIn(s, s.alice, 'Australia/Sydney');
    uuid = (await s.client.show(s.alice, eventId)).uuid;
    await insertLead(s, {
      event_id: eventId,
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'evil@example.com',
      mobile: '+61 400 000 000',
      created_at: '2026-01-15T23:30:00.000Z',
      form_values: JSON.stringify(
        leadValues({
          full_name: '=HYPERLINK("http://evil.example","Click")',
          comments: '@SUM(1)',
          interests: ['Photos', 'Video'],
        }),
      ),
      terms_text: TERMS,
      marketing_consent: 1,
      consented_at: '2026-01-15T23:29:00.000Z',
      booth_session_id: 41,
      booth_name: 'Booth 2 – foyer',
      booth_signed_in_at: '2026-01-15T22:00:00.000Z',
    });
    await insertLead(s, {
      event_id: eventId,
      name: 'Zoë Müller, "Z"',
      email: 'zoe@example.com',
      mobile: null,
      created_at: '2026-07-01T02:00:00.000Z',
    });
  });
  afterAll(() => s?.t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('streams UTF-8 CSV with a BOM, a column per form field, safe cells and times in the event’s zone', async () => {
    const url = await exportLink();
    const csvPath = `${API_PREFIX}/${endpointPath(leadEndpoints.exportCsv, { uuid })}`;
    expect(url).toMatch(new RegExp(`^${csvPath}\\?expires=\\d+&signature=`));
    expect(url).not.toContain(s.alice.token);
    const reply = await openLink(url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="leads-Harbour-Launch-Party.csv"');
    const text = reply.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, evil, zoe, ...rest] = parseCsv(text.slice(1));
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'Your name',
      'Email address',
      'Mobile',
      'Age',
      'Drink',
      'Recommend us?',
      'Interests',
      'Comments',
      'Name',
      'Email',
      'Mobile',
      'Marketing consent',
      'Consented at (Australia/Sydney)',
      'Terms shown',
      'Booth',
      'Booth signed in at (Australia/Sydney)',
      'Captured at (Australia/Sydney)',
    ]);
    expect(evil).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      'ada@example.com',
      "'+44 7700 900123",
      '36',
      'Tea',
      'Yes',
      'Photos; Video',
      "'@SUM(1)",
      `'=HYPERLINK("http://evil.example","Click")`,
      'evil@example.com',
      "'+61 400 000 000",
      'Yes',
      '2026-01-16 10:29',
      TERMS,
      'Booth 2 – foyer',
      '2026-01-16 09:00',
      '2026-01-16 10:30',
    ]);
    // Old leads without answers or consent: empty answer cells, 'No', and winter time in July.
    expect(zoe).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'Zoë Müller, "Z"',
      'zoe@example.com',
      '',
      'No',
      '',
      '',
      '',
      '',
      '2026-07-01 12:00',
    ]);
  });

  it('reads a large event in pages and writes every lead once', async () => {
    const db = s.t.app.platform.database.db;
    const many = await dataCaptureEvent(s, s.alice);
    const rows = Array.from({ length: 2500 }, (_, index) => ({
      event_id: many,
      name: `Guest ${index}`,
      email: `guest${index}@example.com`,
      mobile: null,
      created_at: new Date().toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insertInto('leads')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const reply = await openLink(await exportLink(many));
    const names = parseCsv(reply.rawPayload.toString('utf8').slice(1))
      .slice(1)
      .map((row) => row[8]);
    expect(names).toHaveLength(2500);
    expect(new Set(names).size).toBe(2500);
  });

  it('keeps a column for answers to a field removed from the form after guests answered it', async () => {
    const changing = await dataCaptureEvent(s, s.alice);
    const token = await signInBooth(s.t.app, (await s.client.show(s.alice, changing)).uuid);
    expect((await s.postLead(leadBody(), token)).statusCode).toBe(200);
    const kept = LEAD_FORM.filter((field) => field.name !== 'age' && field.name !== 'comments');
    const saved = await s.client.call(s.alice, formBuilderEndpoints.save, {
      body: { eventId: changing, form_name: 'Custom Form', form_data: kept },
    });
    expect(saved.statusCode).toBe(200);

    const reply = await openLink(await exportLink(changing));
    const [header, lead] = parseCsv(reply.rawPayload.toString('utf8').slice(1));
    expect(header?.slice(0, kept.length + 3)).toEqual([
      ...kept.map((field) => field.label),
      `Age (${REMOVED_FIELD})`,
      `Comments (${REMOVED_FIELD})`,
      'Name',
    ]);
    expect(lead?.slice(kept.length, kept.length + 3)).toEqual(['36', 'Lovely booth', 'Ada Lovelace']);
  });

  it('refuses a link once it has expired, or made for another event, or altered', async () => {
    const url = await exportLink();
    const otherUrl = (await exportLink(s.eventId)).replace(s.eventUuid, uuid);
    const forged = url.replace(/expires=(\d+)/, (_, value) => `expires=${Number(value) + 3600}`);
    for (const refused of [otherUrl, forged]) {
      expect(errorOf(await openLink(refused), 403).message).toBe(EXPORT_LINK_MESSAGES.invalid);
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SIGNED_LINK_LIFETIME_MS + 1000);
    expect(errorOf(await openLink(url), 403).message).toBe(EXPORT_LINK_MESSAGES.expired);
  });

  it("answers an API client with the owner's bearer token instead of a signature, held to the plan", async () => {
    const csvBy = (member?: SignedIn) =>
      callApp(s.t.app, leadEndpoints.exportCsv, { params: { uuid }, token: member?.token });
    const own = await csvBy(s.alice);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csvBy(s.bob)).statusCode).toBe(404);
    expect((await csvBy()).statusCode).toBe(401);
    await s.t.app.platform.database.db
      .updateTable('memberships')
      .set({ expire_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', s.alice.user.id)
      .execute();
    try {
      expect((await csvBy(s.alice)).statusCode).toBe(403);
    } finally {
      await s.t.app.platform.database.db
        .updateTable('memberships')
        .set({ expire_at: null })
        .where('user_id', '=', s.alice.user.id)
        .execute();
    }
  });

  it("refuses another organiser's export link", async () => {
    const reply = await callApp(s.t.app, leadEndpoints.exportLink, { body: { event_id: eventId }, token: s.bob.token });
    expect(reply.statusCode).toBe(404);
  });

  it('still exports leads stored by the booth, naming a booth without a name by its session', async () => {
    await s.postLead(leadBody());
    const reply = await openLink(await exportLink(s.eventId));
    const rows = parseCsv(reply.rawPayload.toString('utf8').slice(1));
    expect(rows[1]?.[8]).toBe('Ada Lovelace');
    expect(rows[1]?.[14]).toMatch(/^Session \d+$/);
    expect(rows[1]?.[15]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/events-client.ts';
import {
  dataCaptureEventIn,
  insertLead,
  type LeadsSetup,
  leadBody,
  leadsSetup,
  leadValues,
} from '../../test/leads-setup.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('the data-capture screens on %s', (dialect) => {
  let s: LeadsSetup;
  const leadIds: number[] = [];

  beforeAll(async () => {
    s = await leadsSetup(dialect);
    for (const name of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus']) {
      const reply = await s.postLead(
        leadBody({ values: leadValues({ full_name: `${name} Smith`, email: `${name.toLowerCase()}@example.com` }) }),
      );
      leadIds.push(reply.json().lead.id);
    }
  });
  afterAll(() => s?.t.close());

  it("lists the organiser's events with their lead counts, five a page, searchable", async () => {
    const extra = [];
    for (let index = 0; index < 5; index += 1) extra.push(await s.client.eventWith(s.alice, {}, {}));
    for (const id of extra) await s.client.post(s.alice, `event/store/${id}`, {});
    const first = await s.get(s.alice, 'data-capture/events?page=1');
    expect(first.statusCode).toBe(200);
    const { events } = first.json();
    expect(events).toMatchObject({ total: 6, per_page: 5, current_page: 1, last_page: 2 });
    expect(events.data).toHaveLength(5);
    const all = [...events.data, ...(await s.get(s.alice, 'data-capture/events?page=2')).json().events.data];
    const ours = all.find((event: { id: number }) => event.id === s.eventId);
    expect(ours).toMatchObject({ data_capture_count: 7, uuid: s.eventUuid, event_name: 'Harbour Launch Party' });
    expect(all.every((event: { id: number }) => event.id !== s.bobEventId)).toBe(true);
    expect(all.filter((event: { data_capture_count: number }) => event.data_capture_count === 0)).toHaveLength(5);

    const searched = (await s.get(s.alice, 'data-capture/events?search=harbour')).json().events;
    expect(searched.total).toBe(6);
    expect((await s.get(s.alice, 'data-capture/events?search=nowhere')).json().events.total).toBe(0);
  });

  it("pages an event's leads newest first and searches them", async () => {
    const first = await s.get(s.alice, `data-capture-events-view/${s.eventId}?per_page=5&page=1`);
    expect(first.statusCode).toBe(200);
    const reply = first.json();
    expect(reply.event_detail).toMatchObject({ id: s.eventId, uuid: s.eventUuid });
    expect(reply.event).toMatchObject({ total: 7, last_page: 2 });
    expect(reply.event.data.map((lead: { name: string }) => lead.name)).toEqual([
      'Gus Smith',
      'Fay Smith',
      'Eve Smith',
      'Dan Smith',
      'Cat Smith',
    ]);
    const second = (await s.get(s.alice, `data-capture-events-view/${s.eventId}?page=2`)).json();
    expect(second.event.data.map((lead: { name: string }) => lead.name)).toEqual(['Ben Smith', 'Ann Smith']);
    const searched = (await s.get(s.alice, `data-capture-events-view/${s.eventId}?search=eve@`)).json();
    expect(searched.event.data.map((lead: { name: string }) => lead.name)).toEqual(['Eve Smith']);
    // The user's % and _ are taken literally.
    expect((await s.get(s.alice, `data-capture-events-view/${s.eventId}?search=%25`)).json().event.total).toBe(0);
  });

  it("answers 404 for another organiser's event on every call", async () => {
    const app = s.t.app;
    const asBob = { headers: bearer(s.bob) };
    expect((await s.get(s.bob, `data-capture-events-view/${s.eventId}`)).statusCode).toBe(404);
    const link = await app.inject({
      method: 'POST',
      url: '/api/v1/export-data-capture-link',
      ...asBob,
      payload: { event_id: s.eventId },
    });
    expect(link.statusCode).toBe(404);
  });

  it('refuses the screens when the plan lacks data capture', async () => {
    const basic = await s.client.organiser('Monthly Basic');
    for (const url of ['data-capture/events', `data-capture-events-view/${s.eventId}`]) {
      const reply = await s.get(basic, url);
      expect(reply.statusCode, url).toBe(403);
      expect(reply.json().message).toBe('Upgrade your package');
    }
  });

  it('graphs the leads by week, month and year', async () => {
    const reply = await s.get(s.alice, 'data-trend-graph/data-capture');
    expect(reply.statusCode).toBe(200);
    const { graphData } = reply.json();
    expect(graphData.weeklyData.data).toHaveLength(7);
    expect(graphData.weeklyData.totalData).toBe(7);
    expect(graphData.monthlyData.totalData).toBe(7);
    expect(graphData.yearlyData.data).toHaveLength(12);
    expect(graphData.yearlyData.totalData).toBe(7);
    expect((await s.get(s.bob, 'data-trend-graph/data-capture')).json().graphData.yearlyData.totalData).toBe(0);
  });

  it('shows a capture time in the event’s own time zone', async () => {
    const eventId = await dataCaptureEventIn(s, s.alice, 'Australia/Sydney');
    await insertLead(s, {
      event_id: eventId,
      name: 'Old',
      email: 'old@example.com',
      mobile: null,
      created_at: '2026-01-15T23:30:00.000Z',
    });
    const lead = (await s.get(s.alice, `data-capture-events-view/${eventId}`)).json().event.data[0];
    expect(lead).toMatchObject({ name: 'Old', captured_local: '2026-01-16 10:30', marketing: 0 });
  });
});

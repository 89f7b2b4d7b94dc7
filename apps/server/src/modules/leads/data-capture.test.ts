import { type EndpointDefinition, type EndpointInput, leadEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppReply, callApp, errorOf, replyOf } from '../../test/call-app.ts';
import {
  dataCaptureEventIn,
  insertLead,
  type LeadsSetup,
  leadBody,
  leadsSetup,
  leadValues,
} from '../../test/leads-setup.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

type EventsQuery = EndpointInput<typeof leadEndpoints.events>['query'];
type LeadsQuery = EndpointInput<typeof leadEndpoints.eventLeads>['query'];

describe.each(TEST_DIALECTS)('the data-capture screens on %s', (dialect) => {
  let s: LeadsSetup;
  const eventsReply = (member: SignedIn, query: EventsQuery = {}) =>
    callApp(s.t.app, leadEndpoints.events, { query, token: member.token });
  const eventsOf = async (member: SignedIn, query: EventsQuery = {}) =>
    replyOf(await eventsReply(member, query)).events;
  const leadsReply = (member: SignedIn, id: number, query: LeadsQuery = {}) =>
    callApp(s.t.app, leadEndpoints.eventLeads, { params: { id }, query, token: member.token });
  const leadsOf = async (member: SignedIn, id: number, query: LeadsQuery = {}) =>
    replyOf(await leadsReply(member, id, query)).event;
  const trendGraph = (member: SignedIn) => callApp(s.t.app, leadEndpoints.trendGraph, { token: member.token });
  const leadIds: number[] = [];

  beforeAll(async () => {
    s = await leadsSetup(dialect);
    for (const name of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus']) {
      const reply = await s.postLead(
        leadBody({ values: leadValues({ full_name: `${name} Smith`, email: `${name.toLowerCase()}@example.com` }) }),
      );
      leadIds.push(replyOf(reply).lead.id);
    }
  });
  afterAll(() => s?.t.close());

  it("lists the organiser's events with their lead counts, five a page, searchable", async () => {
    const extra = [];
    for (let index = 0; index < 5; index += 1) extra.push(await s.client.eventWith(s.alice, {}, {}));
    for (const id of extra) await s.client.submit(s.alice, id);
    const events = await eventsOf(s.alice, { page: 1 });
    expect(events).toMatchObject({ total: 6, per_page: 5, current_page: 1, last_page: 2 });
    expect(events.data).toHaveLength(5);
    const all = [...events.data, ...(await eventsOf(s.alice, { page: 2 })).data];
    const ours = all.find((event) => event.id === s.eventId);
    expect(ours).toMatchObject({ data_capture_count: 7, uuid: s.eventUuid, event_name: 'Harbour Launch Party' });
    expect(all.every((event) => event.id !== s.bobEventId)).toBe(true);
    expect(all.filter((event) => event.data_capture_count === 0)).toHaveLength(5);

    expect((await eventsOf(s.alice, { search: 'harbour' })).total).toBe(6);
    expect((await eventsOf(s.alice, { search: 'nowhere' })).total).toBe(0);
  });

  it("pages an event's leads newest first and searches them", async () => {
    const reply = replyOf(await leadsReply(s.alice, s.eventId, { per_page: 5, page: 1 }));
    expect(reply.event_detail).toMatchObject({ id: s.eventId, uuid: s.eventUuid });
    expect(reply.event).toMatchObject({ total: 7, last_page: 2 });
    expect(reply.event.data.map((lead) => lead.name)).toEqual([
      'Gus Smith',
      'Fay Smith',
      'Eve Smith',
      'Dan Smith',
      'Cat Smith',
    ]);
    const second = await leadsOf(s.alice, s.eventId, { page: 2 });
    expect(second.data.map((lead) => lead.name)).toEqual(['Ben Smith', 'Ann Smith']);
    const searched = await leadsOf(s.alice, s.eventId, { search: 'eve@' });
    expect(searched.data.map((lead) => lead.name)).toEqual(['Eve Smith']);
    // The user's % and _ are taken literally.
    expect((await leadsOf(s.alice, s.eventId, { search: '%' })).total).toBe(0);
  });

  it("answers 404 for another organiser's event on every call", async () => {
    expect((await leadsReply(s.bob, s.eventId)).statusCode).toBe(404);
    const link = await callApp(s.t.app, leadEndpoints.exportLink, {
      body: { event_id: s.eventId },
      token: s.bob.token,
    });
    expect(link.statusCode).toBe(404);
  });

  it('refuses the screens when the plan lacks data capture', async () => {
    const basic = await s.client.organiser('Monthly Basic');
    const replies: AppReply<EndpointDefinition>[] = [await eventsReply(basic), await leadsReply(basic, s.eventId)];
    for (const reply of replies) {
      expect(errorOf(reply, 403).message).toBe('Upgrade your package');
    }
  });

  it('graphs the leads by week, month and year', async () => {
    const { graphData } = replyOf(await trendGraph(s.alice));
    expect(graphData.weeklyData.data).toHaveLength(7);
    expect(graphData.weeklyData.totalData).toBe(7);
    expect(graphData.monthlyData.totalData).toBe(7);
    expect(graphData.yearlyData.data).toHaveLength(12);
    expect(graphData.yearlyData.totalData).toBe(7);
    expect(replyOf(await trendGraph(s.bob)).graphData.yearlyData.totalData).toBe(0);
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
    const lead = (await leadsOf(s.alice, eventId)).data[0];
    expect(lead).toMatchObject({ name: 'Old', captured_local: '2026-01-16 10:30', marketing: 0 });
  });
});

import { callsTo, stub } from '@boothdeck/client/testing';
import type { SmsBill } from '@boothdeck/contract';
import { smsBillingEndpoints } from '@boothdeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openMemberPage } from '@/testing/open-member-page';

const PERIODS = {
  periods: [
    { period: '2026-04', label: 'April 2026' },
    { period: '2026-03', label: 'March 2026' },
  ],
  time_zone: 'Australia/Sydney',
};

const billOf = (period: string, label: string, events: SmsBill['events']): SmsBill => {
  const segments = events.reduce((sum, event) => sum + event.segments, 0);
  return {
    bill_no: `SMS-${period.replace('-', '')}-7`,
    period,
    label,
    time_zone: 'Australia/Sydney',
    starts_at: '2026-02-28T13:00:00.000Z',
    ends_at: '2026-03-31T13:00:00.000Z',
    status: 'pending',
    currency: 'AUD',
    price_per_segment: 0.08,
    events,
    totals: {
      messages: events.reduce((sum, event) => sum + event.messages, 0),
      segments,
      amount: Math.round(segments * 8) / 100,
    },
  };
};

const APRIL = billOf('2026-04', 'April 2026', [
  { event_id: 1, event_name: 'Gala Night', messages: 3, segments: 5, amount: 0.4 },
]);
const MARCH = billOf('2026-03', 'March 2026', [
  { event_id: 1, event_name: 'Gala Night', messages: 4, segments: 7, amount: 0.56 },
  { event_id: 2, event_name: 'Expo', messages: 1, segments: 2, amount: 0.16 },
]);

afterEach(() => vi.unstubAllGlobals());

describe('SMS billing', { timeout: 15_000 }, () => {
  it('shows the newest month, switches months, downloads the CSV with the token and prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user, fetchMock } = openMemberPage('/sms-billing', [
      stub(smsBillingEndpoints.periods, PERIODS),
      stub(smsBillingEndpoints.bill, APRIL, { params: { period: '2026-04' } }),
      stub(smsBillingEndpoints.bill, MARCH, { params: { period: '2026-03' } }),
      stub(
        smsBillingEndpoints.csv,
        () => new Response('Bill,Period\r\n', { headers: { 'content-type': 'text/csv' } }),
        { params: { period: '2026-03' } },
      ),
    ]);
    const invoice = await screen.findByRole('region', { name: 'SMS bill · April 2026' }, { timeout: 5000 });
    expect(within(invoice).getByText('SMS-202604-7')).toBeInTheDocument();
    expect(within(invoice).getByText('Total due: $0.40 AUD')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Billing period' }));
    await user.click(await screen.findByRole('option', { name: 'March 2026', hidden: true }, { timeout: 5000 }));
    const march = await screen.findByRole('region', { name: 'SMS bill · March 2026' }, { timeout: 5000 });
    const rows = within(march)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['EventMessagesSegmentsAmount (AUD)', 'Gala Night47$0.56', 'Expo12$0.16', 'Total59$0.72']);

    const createObjectURL = vi.fn(() => 'blob:bill');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const [csvCall] = callsTo(fetchMock, smsBillingEndpoints.csv, { params: { period: '2026-03' } });
    expect(csvCall?.headers.get('Authorization')).toBe('Bearer token-1');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("says 'No bill yet' when no SMS were ever sent, with nothing to download or print", async () => {
    openMemberPage('/sms-billing', [stub(smsBillingEndpoints.periods, { periods: [], time_zone: 'Australia/Sydney' })]);
    expect(await screen.findByRole('heading', { name: 'No bill yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('offers to try again when the bill cannot be loaded', async () => {
    let failing = true;
    const { user } = openMemberPage('/sms-billing', [
      stub(smsBillingEndpoints.periods, PERIODS),
      stub(
        smsBillingEndpoints.bill,
        () => (failing ? Response.json({ message: 'Server down' }, { status: 500 }) : Response.json(APRIL)),
        { params: { period: '2026-04' } },
      ),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'SMS bill · April 2026' })).toBeInTheDocument();
  });
});

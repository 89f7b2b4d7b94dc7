import { callsTo, failure, stub, stubApi } from '@boothdeck/client/testing';
import { type ClientReportReply, clientReportEndpoints, MEDIA_TYPES, SHARE_CHANNELS } from '@boothdeck/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openMemberPage } from '@/testing/open-member-page';
import { renderRoute } from '@/testing/render-route';

const REPORT: ClientReportReply = {
  report: {
    event: {
      name: 'Harbour Launch',
      venue: 'Town Hall',
      time_zone: 'Asia/Kolkata',
      start_at: '2026-11-26T04:30:00.000Z',
      end_at: '2026-11-26T10:30:00.000Z',
    },
    branding: { company_name: 'Flash Booths' },
    captures_by_mode: MEDIA_TYPES.map((mode) => ({ mode, captures: mode === 'photo' ? 120 : 0 })),
    shares_by_channel: SHARE_CHANNELS.map((channel) => ({ channel, shares: channel === 'email' ? 40 : 2 })),
    reach: { gallery_views: 900, unique_visitors: 310 },
    leads: { captured: 80, consented: 60, consent_rate: 75 },
    vouchers_claimed: 12,
    prints: 36,
    busiest_hours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      captures: hour === 15 ? 70 : hour === 16 ? 50 : 0,
    })),
    top_captures: [],
    funnel: { captures: 120, shares: 54, views: 900, leads: 80, vouchers_claimed: 12 },
  },
  pdf_available: true,
};
const LINK = { id: 3, token: 'abc.def', created_at: '2026-11-26T04:00:00.000Z', expires_at: null };

describe('the client report', () => {
  it('shows the organiser the report and makes a link that never expires unless asked', async () => {
    const { user, fetchMock } = openMemberPage('/event-report/7', [
      stub(clientReportEndpoints.report, REPORT, { params: { id: 7 } }),
      stub(clientReportEndpoints.links, { links: [] }, { params: { id: 7 } }),
      stub(clientReportEndpoints.createLink, { link: LINK }, { params: { id: 7 } }),
    ]);
    await screen.findByRole('heading', { name: 'Harbour Launch' });
    expect(screen.getByText('Flash Booths')).toBeInTheDocument();
    expect(screen.getByLabelText('Unique visitors: 310')).toBeInTheDocument();
    expect(screen.getByLabelText('Consent rate: 75%')).toBeInTheDocument();
    expect(screen.getByLabelText('Prints: 36')).toBeInTheDocument();
    expect(screen.getByText('Most captures from 15:00 to 16:00, event time')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a link' }));
    expect(callsTo(fetchMock, clientReportEndpoints.createLink)[0]?.body).toEqual({ expires_at: null });
  });

  it('opens the report by its link without an account, every channel of the list shown', async () => {
    stubApi(stub(clientReportEndpoints.shared, REPORT, { params: { token: 'abc.def' } }));
    renderRoute('/report/abc.def');
    await screen.findByRole('heading', { name: 'Harbour Launch' });
    const channels = within(screen.getByRole('region', { name: 'Shares by channel' })).getAllByRole('listitem');
    expect(channels).toHaveLength(SHARE_CHANNELS.length);
    expect(screen.getByLabelText('Email: 40')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('says a revoked or expired link does not open', async () => {
    stubApi(
      stub(clientReportEndpoints.shared, failure(404, { message: 'Not found.' }), { params: { token: 'old.link' } }),
    );
    renderRoute('/report/old.link');
    await screen.findByRole('heading', { name: 'This report link does not open' });
  });
});

import { failure, stub } from '@boothdeck/client/testing';
import { leadEndpoints } from '@boothdeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDataCaptureEvent, buildLead } from '@/testing/build-data-capture';
import { buildPage } from '@/testing/build-page';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { openMemberPage } from '@/testing/open-member-page';

/** Seven leads, newest first, as the server pages them (5 a page). */
const LEADS = [7, 6, 5, 4, 3, 2, 1].map((id) => buildLead(id, id === 6 ? { marketing: 0 } : {}));
const { data_capture_count: _count, ...DETAIL } = buildDataCaptureEvent();

function openLeadList() {
  const pagesAsked: number[] = [];
  const view = openMemberPage('/data-capture-view/7', [
    stub(
      leadEndpoints.eventLeads,
      ({ query }) => {
        const page = Number(query.get('page'));
        const search = query.get('search') ?? '';
        pagesAsked.push(page);
        const found = LEADS.filter((lead) => lead.name.includes(search));
        const data = found.slice((page - 1) * 5, page * 5);
        return { event: buildPage(data, page, found.length), reachable: { email: 6, sms: 5 }, event_detail: DETAIL };
      },
      { params: { id: 7 } },
    ),
  ]);
  return { ...view, pagesAsked };
}

const leadRows = () =>
  within(screen.getByRole('table', { name: 'Leads' }))
    .getAllByRole('row')
    .slice(1);

describe('lead list page', () => {
  it('shows five leads, then the next ones on Load More', async () => {
    const { user, pagesAsked } = openLeadList();
    expect(await screen.findByText('Guest 7')).toBeInTheDocument();
    expect(leadRows()).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Guest 1')).toBeInTheDocument();
    expect(leadRows()).toHaveLength(7);
    expect(pagesAsked).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('searches the leads a second after typing stops', async () => {
    const { user } = openLeadList();
    await screen.findByText('Guest 7');
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'Guest 3');
    expect(leadRows()).toHaveLength(5);
    await waitFor(() => expect(leadRows()).toHaveLength(1), { timeout: 2500 });
    expect(screen.getByText('Guest 3')).toBeInTheDocument();
  });

  it('sends a member whose plan lacks data capture where they can get it, instead of an error', async () => {
    const { location } = openMemberPage(
      '/data-capture-view/7',
      [stub(leadEndpoints.eventLeads, failure(403, { message: 'Upgrade your package' }), { params: { id: 7 } })],
      buildUser({ plan_features: buildPlanFeatures({ data_capture: false }) }),
    );
    await waitFor(() => expect(location()?.pathname).toBe('/data-capture/payment'));
    expect(screen.queryByText('The leads could not be loaded')).not.toBeInTheDocument();
  });

  it('says why a lead without marketing consent cannot be sent a message, and Send All counts only those who agreed', async () => {
    const { user } = openMemberPage('/data-capture-view/7', [
      stub(
        leadEndpoints.eventLeads,
        { event: buildPage(LEADS.slice(0, 5), 1, 7), reachable: { email: 6, sms: 5 }, event_detail: DETAIL },
        { params: { id: 7 } },
      ),
    ]);
    await screen.findByText('Guest 7');
    const declined = within(leadRows()[1] as HTMLElement);
    for (const name of ['Send SMS to Guest 6', 'Send Email to Guest 6']) {
      const button = declined.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('No marketing consent');
    }
    expect(screen.getByRole('button', { name: 'Send SMS to Guest 7' })).toBeEnabled();

    const sendAll = screen.getByRole('button', { name: 'Send All Email' });
    expect(sendAll).toHaveAccessibleDescription(
      'Messages go only to leads who agreed to receive marketing messages: Send All reaches 5 leads by SMS and 6 leads by email.',
    );
    await user.click(sendAll);
    expect(
      await screen.findByText('To 6 leads: every lead of this event who agreed to receive marketing messages.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    // Marking the one who declined and one who agreed: the message reaches one.
    await user.click(screen.getByRole('checkbox', { name: 'Select Guest 6' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Guest 7' }));
    await user.click(screen.getByRole('button', { name: 'Send Marked Email' }));
    expect(
      await screen.findByText('To 1 lead: only those who agreed to receive marketing messages.'),
    ).toBeInTheDocument();
  });
});

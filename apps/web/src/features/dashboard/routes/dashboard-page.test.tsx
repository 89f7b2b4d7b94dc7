import { answeredBy, failure, type Stub, stub, stubApi } from '@boothdeck/client/testing';
import { accountEndpoints, dashboardEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildSharingGraph as graph } from '@/testing/build-sharing-graph';
import { buildUser } from '@/testing/build-user';
import { renderRoute } from '@/testing/render-route';

const LEADS = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'].map(
  (name, index) => ({
    name,
    leads: index * 10,
  }),
);

const FULL_API = [
  stub(dashboardEndpoints.analytics, { total_event: 14, live_event: 2, upcoming_event: 3, capture_data: 1234 }),
  stub(dashboardEndpoints.socialShare, { social_share: { total_share: 5000, email: 3000, sms: 1500 } }),
  stub(dashboardEndpoints.sharingGraph, graph([0, 1, 2, 3, 4, 5, 6], 80), { params: { channel: 'email' } }),
  stub(dashboardEndpoints.sharingGraph, graph([1, 0, 0, 0, 0, 0, 1], 7), { params: { channel: 'sms' } }),
  stub(dashboardEndpoints.sharingPie, {
    graphDataCapture: [
      { name: 'Email', value: 3000, background: '#4c6ef5' },
      { name: 'SMS', value: 1500, background: '#12b886' },
      { name: 'Facebook', value: 500, background: '#1c7ed6' },
    ],
  }),
  stub(dashboardEndpoints.dataCaptureGraph, { data: LEADS, included_in_plan: true }),
];

function openDashboard(stubs: readonly Stub[], user = buildUser()) {
  useSessionStore.getState().setSession('token-1', user);
  const fetchMock = stubApi(stub(accountEndpoints.user, { user, member: null }), ...stubs);
  return { ...renderRoute('/dashboard'), fetchMock };
}

const stat = (label: string) => screen.findByLabelText(new RegExp(`^${label}: `), {}, { timeout: 3000 });

describe('dashboard page', () => {
  it('shows the four stat cards and the social share totals', async () => {
    openDashboard(FULL_API);

    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 3000 })).toBeInTheDocument();
    expect(await stat('Live Events')).toHaveTextContent('2');
    expect(await stat('Upcoming Events')).toHaveTextContent('3');
    expect(await stat('Total captured media')).toHaveTextContent('1,234');
    expect(await stat('Total events')).toHaveTextContent('14');
    expect(await stat('Total shares')).toHaveTextContent('5,000');
    expect(await stat('Email shares')).toHaveTextContent('3,000');
    expect(await stat('SMS shares')).toHaveTextContent('1,500');
  });

  it('switches the email graph between weekly, monthly and yearly', async () => {
    const { user } = openDashboard(FULL_API);
    const emailCard = within(await screen.findByRole('region', { name: 'Email Shares' }, { timeout: 3000 }));

    const weekly = await emailCard.findByRole('table', { name: 'Email Shares, weekly' });
    expect(within(weekly).getAllByRole('row')).toHaveLength(8);
    expect(within(weekly).getByRole('row', { name: 'Wed 6 shares' })).toBeInTheDocument();
    expect(emailCard.getByText('21 shares in the last 7 days')).toBeInTheDocument();

    await user.click(emailCard.getByText('Monthly'));
    const monthly = await emailCard.findByRole('table', { name: 'Email Shares, monthly' });
    expect(within(monthly).getAllByRole('row')).toHaveLength(31);
    expect(within(monthly).getByRole('row', { name: '30 Nov 80 shares' })).toBeInTheDocument();
    expect(emailCard.getByText('80 shares in the last 30 days')).toBeInTheDocument();

    await user.click(emailCard.getByText('Yearly'));
    const yearly = await emailCard.findByRole('table', { name: 'Email Shares, yearly' });
    expect(within(yearly).getByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
    expect(emailCard.getByText('80 shares in the last 12 months')).toBeInTheDocument();

    const smsCard = within(screen.getByRole('region', { name: 'SMS Shares' }));
    expect(smsCard.getByText('2 shares in the last 7 days')).toBeInTheDocument();
  });

  it('shows a bar’s number in a tooltip when it is chosen with the arrow keys', async () => {
    const { user } = openDashboard(FULL_API);
    const chart = await screen.findByRole('img', { name: 'Email Shares, weekly' }, { timeout: 3000 });

    chart.focus();
    await user.keyboard('{ArrowLeft}');
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Wed');
    expect(tooltip).toHaveTextContent('6 shares');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Thu');
    expect(screen.getByRole('tooltip')).toHaveTextContent('0 shares');
  });

  it('draws the sharing pie with a legend and the data capture trend', async () => {
    openDashboard(FULL_API);

    const pie = await screen.findByRole('table', { name: 'Shares by channel' }, { timeout: 3000 });
    expect(within(pie).getByRole('row', { name: 'Email 3,000 (60%)' })).toBeInTheDocument();
    expect(within(pie).getByRole('row', { name: 'Facebook 500 (10%)' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noDataFound)).not.toBeInTheDocument();

    const trend = await screen.findByRole('table', { name: 'Leads captured per month' });
    expect(within(trend).getByRole('row', { name: 'Nov 110 leads' })).toBeInTheDocument();
    expect(screen.getByText('660 leads captured in the last 12 months')).toBeInTheDocument();
  });

  it('says data capture is not in the package when the trend comes back without it', async () => {
    const zeros = LEADS.map(({ name }) => ({ name, leads: 0 }));
    openDashboard([
      ...FULL_API.slice(0, -1),
      stub(dashboardEndpoints.dataCaptureGraph, { data: zeros, included_in_plan: false }),
    ]);

    const card = within(await screen.findByRole('region', { name: 'Data Capture Trends' }, { timeout: 3000 }));
    expect(await card.findByText('Data capture is not in your package.')).toBeInTheDocument();
    expect(card.queryByRole('table', { name: 'Leads captured per month' })).not.toBeInTheDocument();
  });

  it('says No Data Found in the pie of an account with events but no shares', async () => {
    openDashboard([
      ...FULL_API,
      stub(dashboardEndpoints.analytics, { total_event: 2, live_event: 0, upcoming_event: 0, capture_data: 0 }),
      stub(dashboardEndpoints.socialShare, { social_share: { total_share: 0, email: 0, sms: 0 } }),
      stub(dashboardEndpoints.sharingPie, { graphDataCapture: [] }),
    ]);

    const pieCard = within(await screen.findByRole('region', { name: 'Social Sharing Stats' }, { timeout: 3000 }));
    expect(await pieCard.findByText(MESSAGES.noDataFound)).toBeInTheDocument();
    expect(await stat('Live Events')).toHaveTextContent('0');
    expect(await stat('Total shares')).toHaveTextContent('0');
  });

  it('shows skeletons while the numbers load', async () => {
    const never = () => new Promise<Response>(() => {});
    openDashboard(answeredBy(FULL_API, never));

    expect(await screen.findByLabelText('Loading Live Events', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading Email Shares')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading Social Sharing Stats')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading Data Capture Trends')).toBeInTheDocument();
  });

  it('keeps the page up with dashes and no pie when the calls fail', async () => {
    openDashboard(answeredBy(FULL_API, failure(404, { message: MESSAGES.notFound })));

    expect(await stat('Live Events')).toHaveTextContent('—');
    await waitFor(() => expect(screen.getByText(MESSAGES.noDataFound)).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('puts the way to a first event above the four stat cards, at zero, for an organiser without any event', async () => {
    const none = { total_event: 0, live_event: 0, upcoming_event: 0, capture_data: 0 };
    openDashboard([stub(dashboardEndpoints.analytics, none), ...FULL_API.slice(1)]);
    const prompt = await screen.findByRole('region', { name: 'Create your first event' }, { timeout: 3000 });
    expect(prompt).toHaveTextContent('then run it on a booth');
    expect(within(prompt).getByRole('link', { name: 'Create your first event' })).toHaveAttribute(
      'href',
      '/event/create',
    );
    const totalEvents = await stat('Total events');
    expect(totalEvents).toHaveTextContent('0');
    expect(await stat('Live Events')).toHaveTextContent('0');
    expect(prompt.compareDocumentPosition(totalEvents) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Email Shares' })).toBeInTheDocument();
  });
});

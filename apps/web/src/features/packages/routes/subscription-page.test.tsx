import { callsTo, failure, type Stub, stub, stubApi } from '@boothdeck/client/testing';
import { accountEndpoints, packageEndpoints } from '@boothdeck/contract';
import { PACKAGE_TYPE_TITLES, PRICING_LOADER_MS } from '@boothdeck/contract/constants';
import { MESSAGES } from '@boothdeck/contract/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildPackageCatalogue, PACKAGES } from '@/testing/build-package-catalogue';
import { buildMembership, buildUser } from '@/testing/build-user';
import { renderRoute } from '@/testing/render-route';

const NEW_USER = buildUser({ expire: 0, membership: null });
const TRIAL_MEMBERSHIP = buildMembership({
  package_id: PACKAGES.trial.id,
  package_type: 'trial',
  our_package: { id: PACKAGES.trial.id, name: PACKAGES.trial.name, package_type: { type: 'trial' } },
  amount: 0,
});

function openSubscriptionPage(user = NEW_USER, catalogue = buildPackageCatalogue(), extra: readonly Stub[] = []) {
  useSessionStore.getState().setSession('token-1', user);
  const fetchMock = stubApi(
    stub(accountEndpoints.user, { user, member: null }),
    stub(packageEndpoints.packageTypes, catalogue),
    ...extra,
  );
  return { ...renderRoute('/event/type'), fetchMock };
}

const findTab = (name: string) => screen.findByRole('tab', { name }, { timeout: 2000 });
const table = () => within(screen.getByRole('table'));

describe('subscription page', () => {
  it('keeps the pricing loader up for half a second even when prices arrive at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = openSubscriptionPage();

    expect(await screen.findByText('Loading prices…')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, packageEndpoints.packageTypes)).toHaveLength(1));
    expect(screen.getByText('Loading prices…')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PRICING_LOADER_MS));
    await findTab(PACKAGE_TYPE_TITLES.trial);
    expect(screen.queryByText('Loading prices…')).not.toBeInTheDocument();
  });

  it('shows a tab only for package types that have packages', async () => {
    openSubscriptionPage(NEW_USER, buildPackageCatalogue(['monthly', 'yearly']));

    await findTab('Monthly');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Monthly', 'Yearly']);
  });

  it('lists the items per package with ticks, crosses and the price per month or year', async () => {
    const { user } = openSubscriptionPage();

    await user.click(await findTab('Monthly'));
    expect(
      table()
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Features', 'Monthly Basic', 'Monthly Pro']);
    const dataCapture = within(table().getByRole('row', { name: /Data Capture/ }));
    expect(dataCapture.getAllByRole('img', { name: 'Included' })).toHaveLength(2);
    const branding = within(table().getByRole('row', { name: /Custom Branding/ }));
    expect(branding.getByRole('img', { name: 'Not included' })).toBeInTheDocument();
    expect(branding.getByRole('img', { name: 'Included' })).toBeInTheDocument();
    expect(table().getByText('$49 AUD / month')).toBeInTheDocument();
    expect(table().getByText('$99 AUD / month')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Yearly' }));
    expect(table().getByText('$490 AUD / year')).toBeInTheDocument();
    expect(table().getByText('$990 AUD / year')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: PACKAGE_TYPE_TITLES.trial }));
    expect(table().getByText('Free')).toBeInTheDocument();
  });

  it('opens on the member’s own plan type, with the button disabled for the current package and a used trial', async () => {
    const member = buildUser({ trial_used: true });
    const { user } = openSubscriptionPage(member);

    await findTab(PACKAGE_TYPE_TITLES.trial);
    expect(screen.getByRole('tab', { name: 'Monthly', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Current package (Monthly Basic)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Subscribe (Monthly Pro)' })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: PACKAGE_TYPE_TITLES.trial }));
    expect(screen.getByRole('button', { name: 'Trial used (Free Trial)' })).toBeDisabled();
  });

  it('names on each button what it does: start the trial, take a single event, or subscribe', async () => {
    const { user } = openSubscriptionPage(NEW_USER);

    await user.click(await findTab(PACKAGE_TYPE_TITLES.trial));
    expect(screen.getByRole('button', { name: 'Start free trial (Free Trial)' })).toHaveTextContent('Start free trial');
    await user.click(screen.getByRole('tab', { name: PACKAGE_TYPE_TITLES.single }));
    expect(screen.getByRole('button', { name: 'Choose package (Single Event)' })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: 'Yearly' }));
    expect(screen.getByRole('button', { name: 'Subscribe (Yearly Pro)' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Process/ })).not.toBeInTheDocument();
  });

  it('lets the current package be chosen again once its membership has ended', async () => {
    const lapsed = buildUser({ expire: 0, membership: buildMembership({ expire_at: '2001-01-01T00:00:00Z' }) });
    const { user } = openSubscriptionPage(lapsed);

    await user.click(await findTab('Monthly'));
    expect(screen.getByRole('button', { name: 'Subscribe (Monthly Basic)' })).toBeEnabled();
  });

  it('takes the trial at once, stores the new membership, confirms it and opens the dashboard', async () => {
    const trialMember = buildUser({ membership: TRIAL_MEMBERSHIP, trial_used: true });
    const cardInfo = { charge_id: null, brand: null, last4: null, amount: 0, currency: 'AUD' };
    const { user, location, fetchMock } = openSubscriptionPage(NEW_USER, buildPackageCatalogue(), [
      stub(packageEndpoints.membership, { card_info: cardInfo, user: trialMember }),
    ]);

    await findTab(PACKAGE_TYPE_TITLES.trial);
    await user.click(screen.getByRole('button', { name: 'Start free trial (Free Trial)' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/dashboard');
    expect(screen.getByText('You are now on Free Trial.')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.membership?.package_type).toBe('trial');
    expect(callsTo(fetchMock, packageEndpoints.membership).map((call) => call.body)).toEqual([
      {
        user_id: NEW_USER.id,
        user_email: NEW_USER.email,
        submittedData: { package: PACKAGES.trial.id, package_name: 'Free Trial', billed: 'trial', price: 0 },
      },
    ]);
  });

  it('explains a package that cannot be taken and stays on the page', async () => {
    const { user, location } = openSubscriptionPage(NEW_USER, buildPackageCatalogue(), [
      stub(packageEndpoints.membership, failure(409, { message: MESSAGES.trialUsed })),
    ]);

    await findTab(PACKAGE_TYPE_TITLES.trial);
    await user.click(screen.getByRole('button', { name: 'Start free trial (Free Trial)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.trialUsed);
    expect(location()?.pathname).toBe('/event/type');
    expect(screen.getByRole('button', { name: 'Start free trial (Free Trial)' })).toBeEnabled();
  });

  it('tells a paying member the trial is for new accounts, and keeps their plan', async () => {
    const payingMember = buildUser();
    const { user, location } = openSubscriptionPage(payingMember, buildPackageCatalogue(), [
      stub(packageEndpoints.membership, failure(403, { message: MESSAGES.trialForNewAccounts })),
    ]);

    // The page opens on the member's own plan type; the trial is one tab away.
    await user.click(await findTab(PACKAGE_TYPE_TITLES.trial));
    await user.click(screen.getByRole('button', { name: 'Start free trial (Free Trial)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.trialForNewAccounts);
    expect(location()?.pathname).toBe('/event/type');
    expect(useSessionStore.getState().user).toEqual(payingMember);
  });

  it('takes a monthly package to the payment page with its price', async () => {
    const { user, location } = openSubscriptionPage();

    await user.click(await findTab('Monthly'));
    await user.click(screen.getByRole('button', { name: 'Subscribe (Monthly Pro)' }));

    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/payment');
    expect(location()?.state).toEqual({ package: PACKAGES.monthlyPro });
    expect(screen.getByText('Monthly Pro')).toBeInTheDocument();
  });

  it('links the product website and contact address', async () => {
    openSubscriptionPage();
    const contact = await screen.findByRole('link', { name: /hello@boothdeck\.app/ });
    expect(contact).toHaveAttribute('href', 'mailto:hello@boothdeck.app');
    expect(screen.getByRole('link', { name: 'boothdeck.app' })).toHaveAttribute('href', 'https://boothdeck.app');
  });

  it('offers a member the way back to the dashboard', async () => {
    const { user, location } = openSubscriptionPage(buildUser());

    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/dashboard');
  });
});

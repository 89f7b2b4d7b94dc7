import { stub, stubApi } from '@boothdeck/client/testing';
import { accountEndpoints, packageEndpoints } from '@boothdeck/contract';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildPackageCatalogue } from '@/testing/build-package-catalogue';
import { buildMembership, buildUser } from '@/testing/build-user';
import { renderRoute } from '@/testing/render-route';

function signIn(user = buildUser()) {
  useSessionStore.getState().setSession('token-1', user);
  stubApi(
    stub(accountCalls.user, { user, member: null }),
    stub(packageEndpoints.packageTypes, buildPackageCatalogue()),
    stub(accountEndpoints.logout, { message: 'Signed out.' }),
  );
}

describe('route guards', () => {
  it('sends a visitor without a token from a member page to sign-in', async () => {
    const { location } = renderRoute('/dashboard');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/');
  });

  it('shows a current member the signed-in layout', async () => {
    signIn(buildUser({ membership: buildMembership({ package_type: 'trial' }) }));
    renderRoute('/event');

    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data Management' })).toHaveAttribute('href', '/data-capture');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/event/type');
    expect(screen.getByText(`© ${new Date().getFullYear()} Boothdeck. All rights reserved.`)).toBeInTheDocument();
  });

  it('hides the Upgrade button from members on a paid plan', async () => {
    signIn();
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('sends a user without a current membership to package selection', async () => {
    signIn(buildUser({ expire: 0 }));
    const { location } = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Choose a package' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/type');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opens package selection from the Upgrade button of a trial member', async () => {
    signIn(buildUser({ membership: buildMembership({ package_type: 'trial' }) }));
    const { user, location } = renderRoute('/dashboard');

    await user.click(await screen.findByRole('link', { name: 'Upgrade' }));
    expect(await screen.findByRole('heading', { name: 'Choose a package' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/type');
  });

  it('lets a current member open package selection to change plan', async () => {
    signIn();
    const { location } = renderRoute('/event/type');
    expect(await screen.findByRole('heading', { name: 'Choose a package' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/type');
  });

  it('keeps the payment confirmation for members', async () => {
    signIn(buildUser({ expire: 0 }));
    const { location } = renderRoute('/event/payment-success');
    expect(await screen.findByRole('heading', { name: 'Choose a package' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/type');
  });

  it('keeps package selection for signed-in users only', async () => {
    const { location } = renderRoute('/event/payment');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/');
  });

  it('sends a signed-in user away from the access pages', async () => {
    signIn();
    const { location } = renderRoute('/register');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/dashboard');
  });

  it('shows the not-found text for an unknown address', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 | Page not found!' })).toBeInTheDocument();
  });

  it('signs out from the profile menu and forgets every stored state', async () => {
    signIn();
    window.localStorage.setItem('boothdeck-wizard', '{"state":{}}');
    const { user, location } = renderRoute('/dashboard');
    // Once the page has loaded, as a member would: a page still loading re-renders the header
    // and closes a menu opened meanwhile.
    await screen.findByRole('heading', { name: 'Dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/');
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('boothdeck-wizard')).toBeNull();
  });
});

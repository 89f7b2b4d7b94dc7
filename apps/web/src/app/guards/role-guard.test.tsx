import { stub, stubApi } from '@boothdeck/client/testing';
import { type TeamRole, teamEndpoints } from '@boothdeck/contract';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildUser } from '@/testing/build-user';
import { renderRoute } from '@/testing/render-route';

const FORBIDDEN = 'This page is not available to your role';

/** Signs a team member in: the owner's account, the member's own name and role. */
function signInAs(role: TeamRole) {
  const user = buildUser();
  const member = { first_name: 'Dana', last_name: 'Reyes', email: 'dana@example.com', role };
  useSessionStore.getState().setSession('token-1', user, member);
  stubApi(
    stub(accountCalls.user, { user, member }),
    stub(teamEndpoints.myEvents, { events: [{ id: 7, event_name: 'Brand launch', time_zone: 'UTC' }] }),
  );
}

describe('pages by role', () => {
  it('shows an operator a page saying billing is not for their role, and a menu without what they cannot open', async () => {
    signInAs('operator');
    renderRoute('/sms-billing');
    expect(await screen.findByRole('heading', { name: FORBIDDEN })).toBeInTheDocument();
    expect(screen.getByText(/signed in as Operator/)).toBeInTheDocument();
    expect(screen.getByText('Welcome, Dana')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Events');
    expect(nav).not.toHaveTextContent('Data Management');
    expect(nav).not.toHaveTextContent('Team');
    expect(screen.queryByRole('link', { name: 'Create event' })).not.toBeInTheDocument();
  });

  it('shows a client the events given to them, and not the events list', async () => {
    signInAs('client');
    renderRoute('/my-events');
    expect(await screen.findByText('Brand launch')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/event-analytic/7');
    renderRoute('/event');
    expect(await screen.findByRole('heading', { name: FORBIDDEN })).toBeInTheDocument();
  });
});

import { callsTo, failure, stub, stubApi } from '@boothdeck/client/testing';
import { TEAM_MESSAGES, teamEndpoints } from '@boothdeck/contract';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildUser } from '@/testing/build-user';
import { renderRoute } from '@/testing/render-route';

const TOKEN = 'invitation-token-abcdefghijkl';

describe('the invitation page', () => {
  it('makes a new login for the invited client and opens the events given to them', async () => {
    const owner = buildUser();
    const member = { first_name: 'Kim', last_name: 'Lee', email: 'kim@example.com', role: 'client' as const };
    const fetchMock = stubApi(
      stub(teamEndpoints.invitation, {
        email: 'kim@example.com',
        role: 'client',
        team_name: 'Flash Booths',
        has_login: false,
        expires_at: '2026-12-10T00:00:00.000Z',
      }),
      stub(teamEndpoints.accept, { token: 'member-token', user: buildUser({ id: 99, first_name: 'Kim' }) }),
      stub(accountCalls.user, { user: owner, member }),
      stub(teamEndpoints.myEvents, { events: [{ id: 7, event_name: 'Brand launch', time_zone: 'UTC' }] }),
    );

    const { user } = renderRoute(`/join/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Join Flash Booths' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Kim');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'client-pass-1');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));

    expect(await screen.findByRole('heading', { name: 'My events' })).toBeInTheDocument();
    expect(callsTo(fetchMock, teamEndpoints.accept)[0]?.body).toEqual({
      token: TOKEN,
      first_name: 'Kim',
      last_name: 'Lee',
      password: 'client-pass-1',
    });
    expect(useSessionStore.getState()).toMatchObject({ token: 'member-token', user: owner, member });
  });

  it('says so when the link has expired', async () => {
    stubApi(stub(teamEndpoints.invitation, failure(410, { message: TEAM_MESSAGES.invitationExpired })));
    renderRoute(`/join/${TOKEN}`);
    expect(await screen.findByText(TEAM_MESSAGES.invitationExpired)).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });
});

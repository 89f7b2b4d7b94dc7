import { callsTo, stub } from '@boothdeck/client/testing';
import { eventEndpoints, TEAM_MESSAGES, type TeamReply, teamEndpoints } from '@boothdeck/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEventPage } from '@/testing/build-event';
import { openMemberPage } from '@/testing/open-member-page';

const EMPTY_LIST = buildEventPage(0);
const TEAM: TeamReply = {
  members: [
    {
      id: 4,
      first_name: 'Dana',
      last_name: 'Reyes',
      email: 'dana@example.com',
      role: 'operator',
      event_ids: [],
      joined_at: '2026-12-01T10:00:00.000Z',
    },
  ],
  invitations: [],
};

const listStubs = [
  stub(teamEndpoints.list, TEAM),
  stub(eventEndpoints.liveEvents, EMPTY_LIST),
  stub(eventEndpoints.upcomingEvents, EMPTY_LIST),
  stub(eventEndpoints.pastEvents, EMPTY_LIST),
];

describe('the team page', () => {
  it('invites someone by e-mail as an operator', async () => {
    const invitation = { id: 9, email: 'sam@example.com', role: 'operator' as const, event_ids: [], expires_at: '' };
    const { user, fetchMock } = openMemberPage('/team', [
      ...listStubs,
      stub(teamEndpoints.invite, { message: TEAM_MESSAGES.invited, invitation }),
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent');
    expect(callsTo(fetchMock, teamEndpoints.invite)[0]?.body).toEqual({
      email: 'sam@example.com',
      role: 'operator',
      event_ids: [],
    });
  });

  it('removes a member after asking', async () => {
    const { user, fetchMock } = openMemberPage('/team', [
      ...listStubs,
      stub(teamEndpoints.remove, { message: TEAM_MESSAGES.removed }),
    ]);
    const card = await screen.findByRole('region', { name: 'Dana Reyes' });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText(TEAM_MESSAGES.removed);
    expect(callsTo(fetchMock, teamEndpoints.remove)[0]?.params).toEqual({ id: '4' });
  });
});

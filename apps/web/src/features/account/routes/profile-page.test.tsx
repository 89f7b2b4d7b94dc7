import { callsTo, stub } from '@boothdeck/client/testing';
import { accountSettingsEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { openMemberPage } from '@/testing/open-member-page';

describe('profile', { timeout: 15_000 }, () => {
  it('shows the membership and saves new names, which the header then shows', async () => {
    const renamed = buildUser({ first_name: 'Grace', last_name: 'Hopper' });
    const { user, fetchMock } = openMemberPage('/profile', [
      stub(accountSettingsEndpoints.updateUser, { message: MESSAGES.profileUpdated, user: renamed }),
    ]);
    const membership = await screen.findByRole('region', { name: 'Membership' });
    expect(membership).toHaveTextContent('Monthly Basic');
    expect(membership).toHaveTextContent('$49 AUD');
    expect(screen.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/event/type');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/change/password');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');

    await user.clear(screen.getByLabelText(/^First Name/));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, accountSettingsEndpoints.updateUser)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^First Name/), 'Grace');
    await user.clear(screen.getByLabelText(/^Last Name/));
    await user.type(screen.getByLabelText(/^Last Name/), 'Hopper');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(callsTo(fetchMock, accountSettingsEndpoints.updateUser)[0]?.body).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'ada@example.com',
    });
    expect(screen.getByText('Welcome, Grace')).toBeInTheDocument();
  });
});

import { callsTo, failure, type StubAnswer, stub } from '@boothdeck/client/testing';
import { accountSettingsEndpoints, type EndpointReply } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openMemberPage } from '@/testing/open-member-page';
import { renderRoute } from '@/testing/render-route';
import { signInAs } from '@/testing/sign-in-as';

const field = (label: string) => screen.getByLabelText(label);
const { checkPassword, updatePassword } = accountSettingsEndpoints;
const CHECKED: EndpointReply<typeof checkPassword> = {
  status: 'success',
  message: MESSAGES.oldPasswordChecked,
  proof: 'proof-1',
  proof_expires_at: '',
};

function openChangePassword(
  check: StubAnswer<typeof checkPassword> = CHECKED,
  update: StubAnswer<typeof updatePassword> = { status: 'success', message: MESSAGES.passwordUpdated },
) {
  return openMemberPage('/change/password', [stub(checkPassword, check), stub(updatePassword, update)]);
}

describe('change password', { timeout: 15_000 }, () => {
  it('opens only the old password until it is checked, then the new ones; resets after the change', async () => {
    const { user, fetchMock } = openChangePassword();
    await user.click(await screen.findByRole('button', { name: 'Check Password' }));
    expect(screen.getByText(MESSAGES.oldPasswordRequired)).toBeInTheDocument();
    expect(field('New Password')).toBeDisabled();
    expect(field('Confirm Password')).toBeDisabled();

    await user.type(field('Old Password'), 'secret-pass-1{Enter}');
    expect(await screen.findByRole('button', { name: 'Update Password' })).toBeInTheDocument();
    expect(field('Old Password')).toBeDisabled();
    expect(field('New Password')).toBeEnabled();
    expect(callsTo(fetchMock, checkPassword)[0]?.body).toEqual({
      old_password: 'secret-pass-1',
      email: 'ada@example.com',
    });

    expect(field('New Password')).toHaveAccessibleDescription(MESSAGES.passwordHint);
    await user.type(field('New Password'), '1234567');
    await user.type(field('Confirm Password'), '7654321');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText(MESSAGES.newPasswordMin)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMismatch)).toBeInTheDocument();

    await user.clear(field('New Password'));
    await user.type(field('New Password'), 'brand-new-pass');
    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'brand-new-pass{Enter}');

    expect(await screen.findByRole('button', { name: 'Check Password' })).toBeInTheDocument();
    expect(callsTo(fetchMock, updatePassword)[0]?.body).toEqual({
      new_password: 'brand-new-pass',
      email: 'ada@example.com',
      proof: 'proof-1',
    });
    expect(field('Old Password')).toHaveValue('');
    expect(field('New Password')).toHaveValue('');
    expect(field('New Password')).toBeDisabled();
    expect(screen.getAllByText(MESSAGES.passwordUpdated).length).toBeGreaterThan(0);
  });

  it("shows the server's answer to a wrong old password on its field and stays closed", async () => {
    const wrong = failure(422, {
      message: MESSAGES.oldPasswordWrong,
      errors: { old_password: [MESSAGES.oldPasswordWrong] },
    });
    const { user } = openChangePassword(wrong);
    await user.type(await screen.findByLabelText('Old Password'), 'not-it{Enter}');
    expect(await screen.findByText(MESSAGES.oldPasswordWrong)).toBeInTheDocument();
    expect(field('New Password')).toBeDisabled();
  });

  it('goes back to the check when the proof has lapsed', async () => {
    const lapsed = failure(422, {
      message: MESSAGES.passwordCheckExpired,
      errors: { proof: [MESSAGES.passwordCheckExpired] },
    });
    const { user } = openChangePassword(CHECKED, lapsed);
    await user.type(await screen.findByLabelText('Old Password'), 'secret-pass-1{Enter}');
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(field('Confirm Password'), 'brand-new-pass{Enter}');
    // The check's success toast may still be on screen beside the page's own alert.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining(MESSAGES.passwordCheckExpired),
      ),
    );
    expect(screen.getByRole('button', { name: 'Check Password' })).toBeInTheDocument();
    expect(field('Old Password')).toBeEnabled();
  });

  it("lets a member open it from the account menu and checks the member's own address", async () => {
    const fetchMock = signInAs('operator', stub(checkPassword, CHECKED));
    // From a page that makes no call of its own, once it has loaded (a loading page closes the menu).
    const { user } = renderRoute('/sms-billing');
    await screen.findByRole('heading', { name: 'This page is not available to your role' });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const changePassword = await screen.findByRole('menuitem', { name: 'Change password' });
    expect(screen.queryByRole('menuitem', { name: 'Profile' })).not.toBeInTheDocument();
    await user.click(changePassword);
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    await user.type(field('Old Password'), 'member-pass-1{Enter}');
    expect(await screen.findByRole('button', { name: 'Update Password' })).toBeInTheDocument();
    expect(callsTo(fetchMock, checkPassword)[0]?.body).toEqual({
      old_password: 'member-pass-1',
      email: 'dana@example.com',
    });
  });
});

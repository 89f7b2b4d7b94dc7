import { callsTo, failure, type StubAnswer, stub } from '@boothdeck/client/testing';
import { accountSettingsEndpoints, type MemberSettings } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openMemberPage } from '@/testing/open-member-page';

const digit = (position: number) => screen.getByLabelText(`PIN digit ${position}`);
const pinValue = () => [1, 2, 3, 4].map((position) => (digit(position) as HTMLInputElement).value).join('');
const { memberSettings, saveMemberSettings } = accountSettingsEndpoints;
const SETTINGS: MemberSettings = { name: 'exit_app', active_status: 0, password: '', has_pin: false };

function openSettings(
  save: StubAnswer<typeof saveMemberSettings> = {
    message: 'Saved.',
    memberSettings: { ...SETTINGS, active_status: 1, has_pin: true },
  },
) {
  return openMemberPage('/member-settings', [
    stub(memberSettings, { memberSettings: SETTINGS }),
    stub(saveMemberSettings, save),
  ]);
}

describe('member settings', { timeout: 15_000 }, () => {
  it('takes the PIN one digit a box: digits only, onwards on each, back on Backspace', async () => {
    const { user } = openSettings();
    expect(await screen.findByText(MESSAGES.memberSettingsLoaded)).toBeInTheDocument();
    await user.click(digit(1));
    await user.keyboard('5x');
    expect(digit(1)).toHaveValue('5');
    expect(digit(2)).toHaveValue('');
    expect(digit(2)).toHaveFocus();
    await user.keyboard('3');
    expect(digit(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digit(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(pinValue()).toBe('5');
  });

  it('fills all four boxes from a pasted PIN and saves it with the switch', async () => {
    const { user, fetchMock } = openSettings();
    await user.click(await screen.findByRole('switch', { name: 'Exit From App' }));
    await user.click(digit(1));
    await user.paste('4821');
    expect(pinValue()).toBe('4821');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MESSAGES.memberSettingsSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, saveMemberSettings)[0]?.body).toEqual({
      name: 'exit_app',
      active_status: true,
      password: '4821',
    });
    // The saved PIN is not kept on screen.
    expect(pinValue()).toBe('');
  });

  it('will not turn the switch on without a PIN, and asks for all four digits', async () => {
    const { user, fetchMock } = openSettings();
    await user.click(await screen.findByRole('switch', { name: 'Exit From App' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(MESSAGES.adminPasswordDigits)).toBeInTheDocument();
    await user.click(digit(1));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(MESSAGES.adminPasswordDigits)).toBeInTheDocument();
    expect(callsTo(fetchMock, saveMemberSettings)).toHaveLength(0);
  });

  it('says so when saving fails', async () => {
    const { user } = openSettings(failure(500, { message: 'boom' }));
    await user.click(await screen.findByRole('switch', { name: 'Exit From App' }));
    await user.click(digit(1));
    await user.paste('1234');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.memberSettingsFailed)).toBeInTheDocument();
  });
});

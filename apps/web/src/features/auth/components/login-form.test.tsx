import { failure, stub, stubApi } from '@boothdeck/client/testing';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildUser } from '@/testing/build-user';
import { renderRoute } from '@/testing/render-route';

async function openLogin() {
  const view = renderRoute('/');
  await screen.findByRole('button', { name: 'Sign in' });
  return view;
}

describe('login form', () => {
  it('asks for both fields when submitted empty', async () => {
    const fetchMock = stubApi();
    const { user } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The rules load after the form shows, so the messages may come a moment after the click.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a malformed email and a short password', async () => {
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.type(screen.getByLabelText('Password'), '12345{Enter}');

    expect(await screen.findByText('Please type a valid email')).toBeInTheDocument();
    expect(screen.getByText('This field should be minimum 6 characters')).toBeInTheDocument();
  });

  it('shows the server message for wrong credentials on the email field', async () => {
    const message = 'These credentials do not match our records.';
    stubApi(stub(accountCalls.login, failure(422, { message, errors: { email: [message] } })));
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password{Enter}');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message);
  });

  it('sends an unverified account to the resend page without storing a session', async () => {
    const unverified = buildUser({ verify_status: 'inactive', expire: 0, membership: null });
    stubApi(stub(accountCalls.login, { token: null, user: unverified }));
    const { user, location } = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');

    expect(await screen.findByRole('heading', { name: 'Please verify your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(location()?.pathname).toBe('/resend/email');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('stores the session and opens the dashboard of a current member', async () => {
    const member = buildUser();
    stubApi(
      stub(accountCalls.login, { token: 'secret-token', user: member }),
      stub(accountCalls.user, { user: member, member: null }),
    );
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    // Six characters: the minimum when older accounts were made, which sign-in still takes.
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.click(screen.getByLabelText('Keep me logged in'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 3000 })).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('secret-token');
    expect(JSON.parse(window.localStorage.getItem('boothdeck-session') ?? '{}').state.token).toBe('secret-token');
  });
});

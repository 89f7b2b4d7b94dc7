import { callsTo, failure, stub, stubApi } from '@boothdeck/client/testing';
import { accountEndpoints } from '@boothdeck/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';

describe('forgotten password', () => {
  it('asks for the email, then shows the reply and returns to sign-in', async () => {
    const message = 'If an account exists for that email, we have sent a password reset link.';
    stubApi(stub(accountEndpoints.forgotPassword, { message }));
    const { user, location } = renderRoute('/forgot');

    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/');
  });

  it('checks the new password and shows an expired link as a form-level alert', async () => {
    const expired = 'This password reset link is invalid or has expired.';
    const fetchMock = stubApi(
      stub(accountEndpoints.resetPassword, failure(422, { message: expired, errors: { token: [expired] } })),
    );
    const { user } = renderRoute('/reset/reset-token');

    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
    await user.type(screen.getByLabelText('New password'), '1234567');
    await user.type(screen.getByLabelText('Confirm new password'), '7654321');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('This field should be minimum 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'secret12');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'secret12{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(callsTo(fetchMock, accountEndpoints.resetPassword)[0]?.body).toEqual({
      token: 'reset-token',
      password: 'secret12',
      password_confirmation: 'secret12',
    });
  });
});

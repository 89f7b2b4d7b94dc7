import { callsTo, failure, stub, stubApi } from '@boothdeck/client/testing';
import { accountEndpoints } from '@boothdeck/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callAddress } from '@/shared/api/api-client';
import { renderRoute } from '@/testing/render-route';

describe('resend verification page', () => {
  it('resends the link for the account it was given and shows the reply', async () => {
    const fetchMock = stubApi(
      stub(accountEndpoints.resendEmail, { message: 'A new verification link has been sent.' }),
    );
    const { user } = renderRoute({ pathname: '/resend/email', state: { id: 7, email: 'ada@example.com' } });

    // Sign-up answers alike for a taken address, so the page speaks to both cases.
    expect(await screen.findByText(/Check your inbox/)).toHaveTextContent('ada@example.com');
    expect(screen.getByText(/already has a Boothdeck account/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText('A new verification link has been sent.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      callAddress(accountEndpoints.resendEmail),
      expect.objectContaining({ method: 'POST' }),
    );
    expect(callsTo(fetchMock, accountEndpoints.resendEmail)[0]?.body).toEqual({ id: 7, email: 'ada@example.com' });
  });

  it('shows a rate-limit message as a form-level alert', async () => {
    stubApi(stub(accountEndpoints.resendEmail, failure(429, { message: 'Too many attempts.' })));
    const { user } = renderRoute({ pathname: '/resend/email', state: { id: 7, email: 'ada@example.com' } });

    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it('sends a visitor who arrived without an account back to sign-in', async () => {
    renderRoute('/resend/email');
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });
});

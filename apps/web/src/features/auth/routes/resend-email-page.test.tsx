import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonReply, renderRoute } from '@/testing/render-route';

describe('resend verification page', () => {
  it('resends the link for the account it was given and shows the reply', async () => {
    const fetchMock = vi.fn(async () => jsonReply(200, { message: 'A new verification link has been sent.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderRoute({ pathname: '/resend/email', state: { id: 7, email: 'ada@example.com' } });

    // Sign-up answers alike for a taken address, so the page speaks to both cases.
    expect(await screen.findByText(/Check your inbox/)).toHaveTextContent('ada@example.com');
    expect(screen.getByText(/already has a Boothdeck account/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText('A new verification link has been sent.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/email/resend', expect.objectContaining({ method: 'POST' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ id: 7, email: 'ada@example.com' });
  });

  it('shows a rate-limit message as a form-level alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonReply(429, { message: 'Too many attempts.' })),
    );
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

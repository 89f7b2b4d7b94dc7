import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildMembership, buildUser } from '@/testing/build-user';
import { jsonReply, renderRoute } from '@/testing/render-route';

describe('email verification page', () => {
  it('verifies the code once, stores the new session and opens the dashboard of a trial user', async () => {
    const verified = buildUser({ membership: buildMembership({ package_type: 'trial' }) });
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/email/verify')
        ? jsonReply(200, { verify: verified, token: 'fresh-token' })
        : jsonReply(200, { user: verified }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.localStorage.setItem('boothdeck-wizard', '{"state":{"event_info":{}}}');

    renderRoute('/verify-email/code-123');

    expect(await screen.findByRole('heading', { name: /Email (Verifying|verified)/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 3000 })).toBeInTheDocument();
    const verifyCalls = fetchMock.mock.calls.filter(([url]) => url.endsWith('/email/verify'));
    expect(verifyCalls).toHaveLength(1);
    expect(JSON.parse(String((verifyCalls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      email_verified_code: 'code-123',
    });
    expect(useSessionStore.getState().token).toBe('fresh-token');
    expect(window.localStorage.getItem('boothdeck-wizard')).toBeNull();
  });

  it('explains an invalid or expired link and offers the way back', async () => {
    const message = 'This verification link is invalid or has expired.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonReply(422, { message, errors: { email_verified_code: [message] } })),
    );

    renderRoute('/verify-email/used-code');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    expect(useSessionStore.getState().token).toBeNull();
  });
});

import { callsTo, failure, stub, stubApi } from '@boothdeck/client/testing';
import { accountEndpoints } from '@boothdeck/contract';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildMembership, buildUser } from '@/testing/build-user';
import { renderRoute } from '@/testing/render-route';

describe('email verification page', () => {
  it('verifies the code once, stores the new session and opens the dashboard of a trial user', async () => {
    const verified = buildUser({ membership: buildMembership({ package_type: 'trial' }) });
    const fetchMock = stubApi(
      stub(accountEndpoints.verifyEmail, { verify: verified, token: 'fresh-token' }),
      stub(accountCalls.user, { user: verified, member: null }),
    );
    window.localStorage.setItem('boothdeck-wizard', '{"state":{"event_info":{}}}');

    renderRoute('/verify-email/code-123');

    expect(await screen.findByRole('heading', { name: /Email (Verifying|verified)/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 3000 })).toBeInTheDocument();
    const verifyCalls = callsTo(fetchMock, accountEndpoints.verifyEmail);
    expect(verifyCalls).toHaveLength(1);
    expect(verifyCalls[0]?.body).toEqual({
      email_verified_code: 'code-123',
    });
    expect(useSessionStore.getState().token).toBe('fresh-token');
    expect(window.localStorage.getItem('boothdeck-wizard')).toBeNull();
  });

  it('explains an invalid or expired link and offers the way back', async () => {
    const message = 'This verification link is invalid or has expired.';
    stubApi(stub(accountEndpoints.verifyEmail, failure(422, { message, errors: { email_verified_code: [message] } })));

    renderRoute('/verify-email/used-code');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    expect(useSessionStore.getState().token).toBeNull();
  });
});

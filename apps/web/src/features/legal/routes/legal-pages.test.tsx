import { stubApi } from '@boothdeck/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';

describe('terms and privacy pages', () => {
  it('shows the terms to anyone, with whom to contact', async () => {
    stubApi();
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('heading', { name: '3. Packages and payments' })).toBeInTheDocument();
    expect(screen.getByText(/Your card number and security code are never stored/)).toBeInTheDocument();
    expect(screen.getByText(/reply to any e-mail Boothdeck sent you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('says what is kept about organisers and guests, for how long, and whom to ask', async () => {
    stubApi();
    renderRoute('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 8000 })).toBeVisible();
    for (const heading of ['Organisers: your account', 'Guests at an event', 'How long it is kept']) {
      expect(screen.getByRole('heading', { name: new RegExp(heading) })).toBeInTheDocument();
    }
    expect(screen.getByText(/until the organiser removes it/)).toBeInTheDocument();
    expect(screen.getByText(/must ask guests for their consent/)).toBeInTheDocument();
    expect(screen.getByText(/write to the address it came from/)).toBeInTheDocument();
  });

  it('says how an e-mail’s opening and a text message’s delivery are noted, and the e-mail sent in place of a failed text', async () => {
    stubApi();
    renderRoute('/privacy');
    expect(await screen.findByRole('heading', { name: /Whether a message arrived/ }, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText(/tiny invisible picture at an address made for that one e-mail/)).toBeInTheDocument();
    expect(screen.getByText(/whether it reached the phone/)).toBeInTheDocument();
    expect(screen.getByText(/we send it to that address instead, once/)).toBeInTheDocument();
  });
});

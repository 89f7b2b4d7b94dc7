import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { signInAs } from '@/testing/sign-in-as';

const FORBIDDEN = 'This page is not available to your role';

describe('pages by role', () => {
  it('shows an operator a page saying billing is not for their role, and a menu without what they cannot open', async () => {
    signInAs('operator');
    renderRoute('/sms-billing');
    expect(await screen.findByRole('heading', { name: FORBIDDEN })).toBeInTheDocument();
    expect(screen.getByText(/signed in as Operator/)).toBeInTheDocument();
    expect(screen.getByText('Welcome, Dana')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Events');
    expect(nav).not.toHaveTextContent('Data Management');
    expect(nav).not.toHaveTextContent('Team');
    expect(screen.queryByRole('link', { name: 'Create event' })).not.toBeInTheDocument();
  });

  it('shows a client the events given to them, and not the events list', async () => {
    signInAs('client');
    renderRoute('/my-events');
    expect(await screen.findByText('Brand launch')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/event-analytic/7');
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/event-photos/7');
    renderRoute('/event');
    expect(await screen.findByRole('heading', { name: FORBIDDEN })).toBeInTheDocument();
  });
});

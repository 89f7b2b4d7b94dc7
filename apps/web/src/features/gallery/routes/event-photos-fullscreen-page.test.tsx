import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openMemberPage } from '@/testing/open-member-page';

describe('/event-photos-fullscreen', { timeout: 15_000 }, () => {
  it('explains where the full-screen view opens and leads to the events', async () => {
    const { user, location } = openMemberPage('/event-photos-fullscreen', []);

    expect(await screen.findByRole('heading', { name: 'Full-screen gallery' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to events' }));
    expect(location()?.pathname).toBe('/event');
  });
});

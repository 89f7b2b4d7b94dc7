import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openMemberPage } from '@/testing/open-member-page';
import { DEFAULT_FEATURES } from '../steps/feature/feature-schema';
import { EMPTY_DRAFT, useDraftStore } from '../stores/draft-store';

describe('create event button', () => {
  it('starts a new event from an empty wizard, whatever was in progress', async () => {
    useDraftStore.setState({ ...EMPTY_DRAFT, eventId: 4, feature: DEFAULT_FEATURES });
    const { user, location } = openMemberPage('/event/feature', []);
    expect(await screen.findByRole('heading', { name: 'Event Feature' }, { timeout: 5000 })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Create event' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/create'));
    expect(useDraftStore.getState()).toMatchObject(EMPTY_DRAFT);
    expect(await screen.findByRole('heading', { name: 'Event Info' })).toBeInTheDocument();
  });
});

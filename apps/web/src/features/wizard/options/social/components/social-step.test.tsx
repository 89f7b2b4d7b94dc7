import { callsTo, heldAnswer, stub } from '@boothdeck/client/testing';
import { eventEndpoints, socialEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '@/features/wizard/step-kit';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { openMemberPage } from '@/testing/open-member-page';
import { renderOptionStep } from '@/testing/render-option-step';
import { DEFAULT_SOCIAL_MESSAGE, SocialStep } from './social-step';

const SOCIAL = { instagram: '1', client_facebook: '0', email_message: 'Share the fun' } as const;

describe('social step', () => {
  beforeEach(() => useDraftStore.getState().resetDraft());

  it('starts with the fixed message and both networks off, and saves the toggles', async () => {
    const event = buildEvent({ id: 9, state: 'draft', event_option: buildEventOption({ social_media: 1, gif: 1 }) });
    const { user, fetchMock, location } = renderOptionStep(SocialStep, event, {
      path: '/event/social',
      options: ['social_media', 'gif'],
      otherPaths: ['/event/gif'],
      stubs: [stub(socialEndpoints.save, { status: true, message: 'Event saved.', social: SOCIAL })],
    });
    expect(screen.getByLabelText('Message')).toHaveValue(DEFAULT_SOCIAL_MESSAGE);
    const facebook = screen.getByRole('switch', { name: 'Facebook Text' });
    expect(facebook).not.toBeChecked();
    // One name per switch: its state is the switch's own, not words beside it repeating it.
    expect(facebook).toHaveAccessibleDescription('Guests may share to Facebook.');
    expect(facebook.closest('[class*="Switch-root"]')).not.toHaveTextContent(/Enabled|Disabled/);
    expect(screen.queryByText('Disabled')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/event/options');

    await user.click(screen.getByRole('switch', { name: 'Facebook Text' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/gif'));
    expect(callsTo(fetchMock, socialEndpoints.save)[0]?.body).toEqual({
      eventId: 9,
      email_message: DEFAULT_SOCIAL_MESSAGE,
      facebookToggle: 1,
      instagramToggle: 0,
    });
    expect(useDraftStore.getState().optionSteps.social).toEqual(SOCIAL);
  });

  it('updates a saved event’s social settings, reading Updating... meanwhile', async () => {
    const event = buildEvent({ id: 12, event_option: buildEventOption({ social_media: 1 }), social: SOCIAL });
    const update = heldAnswer(socialEndpoints.update);
    const { user, fetchMock, location } = openMemberPage('/event/social/edit/12', [
      stub(eventEndpoints.show, { event }, { params: { id: 12 } }),
      stub(socialEndpoints.update, update.handler, { params: { id: 12 } }),
    ]);
    expect(await screen.findByLabelText('Message', {}, { timeout: 5000 })).toHaveValue('Share the fun');
    expect(screen.getByRole('switch', { name: 'Instagram' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Instagram' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('button', { name: MESSAGES.updating })).toBeDisabled();
    update.release({ status: true, message: MESSAGES.informationUpdated, social: SOCIAL });
    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'), { timeout: 5000 });
    expect(callsTo(fetchMock, socialEndpoints.update, { params: { id: 12 } })[0]?.body).toEqual({
      instagram: 0,
      client_facebook: 0,
      email_message: 'Share the fun',
    });
  });
});

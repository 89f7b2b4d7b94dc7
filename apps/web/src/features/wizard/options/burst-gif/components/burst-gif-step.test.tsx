import { callsTo, stub } from '@boothdeck/client/testing';
import { type BurstGifSaveReply, burstGifEndpoints, libraryEndpoints } from '@boothdeck/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '@/features/wizard/step-kit';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { BURST_GIFS, NEW_ANIMATION_SETTINGS } from '@/testing/build-library';
import { expectAnimationRequired } from '@/testing/expect-animation-required';
import { renderOptionStep } from '@/testing/render-option-step';
import { BurstGifStep } from './burst-gif-step';

const EVENT = buildEvent({ id: 9, state: 'draft', event_option: buildEventOption({ gif: 1, brust_gif: 1, frame: 1 }) });
const SAVED: BurstGifSaveReply = { status: true, message: 'Event saved.', brust_gif: 'success', galleryItems: [] };

function renderBurstStep() {
  return renderOptionStep(BurstGifStep, EVENT, {
    path: '/event/brust-gif',
    options: ['gif', 'brust_gif', 'frame'],
    otherPaths: ['/event/frame'],
    stubs: [stub(libraryEndpoints.burstGifs, BURST_GIFS), stub(burstGifEndpoints.save, SAVED)],
  });
}

describe('3 in 1 fast step', () => {
  beforeEach(() => useDraftStore.getState().resetDraft());

  it('asks for at least one style and goes Back to the 3 in 1 animation step', async () => {
    const view = renderBurstStep();
    expect(screen.getByText('3 in 1 Fast')).toBeInTheDocument();
    expect(screen.getByText('A quick burst of photos played back as one animation.')).toBeInTheDocument();
    expect(screen.getByText('Chosen styles (0)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/event/gif');
    await expectAnimationRequired(view, 'Save as draft', burstGifEndpoints.save);
  });

  it('picks from the 3-in-1 Fast library, takes 6 to 16 frames in steps of 2 and saves', async () => {
    const { user, fetchMock, location } = renderBurstStep();
    await user.click(screen.getByRole('button', { name: 'Open Library' }));
    const library = await screen.findByRole('dialog', { name: '3-in-1 Fast' });
    await user.click(within(library).getByRole('button', { name: 'Select All' }));
    await user.click(within(library).getByRole('checkbox', { name: 'Confetti Burst' }));
    await user.click(within(library).getByRole('button', { name: 'Save changes' }));
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Comic Pop',
      'Camera Flash',
    ]);

    await user.click(screen.getByRole('button', { name: 'Settings of Camera Flash' }));
    const settings = await screen.findByRole('dialog', { name: 'Camera Flash settings' });
    const frames = within(settings).getByRole('slider', { name: 'Number of frames' });
    expect(frames).toHaveAttribute('aria-valuemin', '6');
    expect(frames).toHaveAttribute('aria-valuemax', '16');
    expect(within(settings).queryByRole('slider', { name: 'Countdown seconds' })).not.toBeInTheDocument();
    fireEvent.keyDown(frames, { key: 'ArrowRight' });
    expect(frames).toHaveAttribute('aria-valuenow', '8');
    fireEvent.keyDown(frames, { key: 'End' });
    expect(frames).toHaveAttribute('aria-valuenow', '16');
    await user.click(within(settings).getByRole('switch', { name: /Show overlay/ }));
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/frame'));
    expect(callsTo(fetchMock, burstGifEndpoints.save)[0]?.body).toEqual({
      eventId: 9,
      brust_gif: [
        { brustGifId: 2, number_of_frame: 6, ...NEW_ANIMATION_SETTINGS },
        { ...NEW_ANIMATION_SETTINGS, brustGifId: 3, number_of_frame: 16, show_overlay: true },
      ],
    });
  });
});

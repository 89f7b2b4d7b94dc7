import { callsTo, failure, stub } from '@boothdeck/client/testing';
import {
  type CustomFrameReply,
  customFrameEndpoints,
  eventEndpoints,
  type GifSettingSaveReply,
  gifEndpoints,
  libraryEndpoints,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftStore } from '@/features/wizard/step-kit';
import { readImageSize } from '@/shared/lib/read-image-size';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { GIF_LIST, NEW_ANIMATION_SETTINGS } from '@/testing/build-library';
import { expectAnimationRequired } from '@/testing/expect-animation-required';
import { pngFile, textFileNamedPng } from '@/testing/image-files';
import { openMemberPage } from '@/testing/open-member-page';
import { renderOptionStep } from '@/testing/render-option-step';
import { GifStep } from './gif-step';

const EVENT = buildEvent({ id: 9, state: 'draft', event_option: buildEventOption({ gif: 1, brust_gif: 1 }) });
const SAVED: GifSettingSaveReply = { status: true, message: 'Event saved.', gif_setting: 'success', gifSetting: [] };
const CUSTOM_FRAME: CustomFrameReply = {
  status: true,
  custom_frame: { id: 41, frame: '/media/frame-41.png', frame_id: 2, event_id: 9 },
};

function renderGifStep() {
  return renderOptionStep(GifStep, EVENT, {
    path: '/event/gif',
    options: ['social_media', 'gif', 'brust_gif'],
    otherPaths: ['/event/brust-gif'],
    stubs: [
      stub(libraryEndpoints.gifList, GIF_LIST),
      stub(gifEndpoints.save, SAVED),
      stub(customFrameEndpoints.createForGif, CUSTOM_FRAME),
      stub(customFrameEndpoints.removeForGif, { status: true, message: MESSAGES.removed }),
    ],
  });
}

/** Opens the custom frame dialog of a chosen animation; returns it and its file input. */
async function openCustomFrame(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: `Upload custom frame for ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Custom Frame' });
  const input = document.body.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return { dialog, input };
}

async function chooseAnimations(user: UserEvent, names: string[]) {
  await user.click(screen.getByRole('button', { name: 'Open Library' }));
  const dialog = await screen.findByRole('dialog', { name: '3 in 1 Animation Library' });
  for (const name of names) await user.click(within(dialog).getByRole('checkbox', { name }));
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
}

describe('3 in 1 animation step', () => {
  beforeEach(() => useDraftStore.getState().resetDraft());

  it('asks for at least one animation and goes Back to Social', async () => {
    const view = renderGifStep();
    expect(screen.getByText('No Animation Selected.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/event/social');
    await expectAnimationRequired(view, 'Next', gifEndpoints.save);
  });

  it('offers frames 2–6, a countdown of 1–5 s and four speeds, and saves each animation’s settings', async () => {
    const { user, fetchMock, location } = renderGifStep();
    await chooseAnimations(user, ['Film Strip', 'Booth Strip']);
    expect(screen.getByRole('listitem', { name: 'Film Strip' })).toHaveTextContent('2 frames · 3 s countdown · Medium');

    await user.click(screen.getByRole('button', { name: 'Settings of Booth Strip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booth Strip settings' });
    const frames = within(dialog).getByRole('slider', { name: 'Number of frames' });
    expect(frames).toHaveAttribute('aria-valuemin', '2');
    expect(frames).toHaveAttribute('aria-valuemax', '6');
    expect(frames).toHaveAttribute('aria-valuenow', '2');
    const countdown = within(dialog).getByRole('slider', { name: 'Countdown seconds' });
    expect(countdown).toHaveAttribute('aria-valuemin', '1');
    expect(countdown).toHaveAttribute('aria-valuemax', '5');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    for (const speed of ['Slow', 'Medium', 'Fast', 'Super Fast']) {
      expect(within(dialog).getByRole('radio', { name: speed })).toBeInTheDocument();
    }

    fireEvent.keyDown(frames, { key: 'ArrowRight' });
    fireEvent.keyDown(frames, { key: 'ArrowRight' });
    fireEvent.keyDown(countdown, { key: 'ArrowLeft' });
    await user.click(within(dialog).getByRole('radio', { name: 'Super Fast' }));
    await user.click(within(dialog).getByRole('switch', { name: /Mirror live view/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('listitem', { name: 'Booth Strip' })).toHaveTextContent(
      '4 frames · 2 s countdown · Super Fast · mirrored',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/brust-gif'));
    expect(callsTo(fetchMock, gifEndpoints.save)[0]?.body).toEqual({
      eventId: 9,
      gif_setting: [
        { gifId: 1, number_of_frame: 2, interval_count_down: 3, ...NEW_ANIMATION_SETTINGS },
        {
          ...NEW_ANIMATION_SETTINGS,
          gifId: 3,
          number_of_frame: 4,
          interval_count_down: 2,
          playback_speed: 4,
          mirror_live: true,
        },
      ],
    });
    expect(useDraftStore.getState().optionSteps.gif).toEqual([]);
  });

  it('uploads a custom frame for an animation, refusing what is not an image, and removes it', async () => {
    const { user, fetchMock } = renderGifStep();
    await chooseAnimations(user, ['Polaroid Stack']);
    const { dialog, input } = await openCustomFrame(user, 'Polaroid Stack');

    // The file picker offers images only; a file dropped in regardless is still refused.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.notAnImageFile);
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();

    await user.upload(input, pngFile('frame.png'));
    await user.click(await within(dialog).findByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('img', { name: 'Custom frame of Polaroid Stack' })).toBeInTheDocument();
    expect(callsTo(fetchMock, customFrameEndpoints.createForGif)[0]?.body).toMatchObject({
      event_id: 9,
      frame_id: 2,
      customImage: expect.stringMatching(/^data:image\/png;base64,/),
    });

    await user.click(screen.getByRole('button', { name: 'Remove custom frame of Polaroid Stack' }));
    expect(await screen.findByRole('button', { name: 'Upload custom frame for Polaroid Stack' })).toBeInTheDocument();
    expect(callsTo(fetchMock, customFrameEndpoints.removeForGif)[0]?.body).toEqual({ id: 41 });
  });

  it('refuses a frame that is not an image, or not 500 × 628, as soon as it is chosen', async () => {
    const { user, fetchMock } = renderGifStep();
    await chooseAnimations(user, ['Polaroid Stack']);
    const { dialog, input } = await openCustomFrame(user, 'Polaroid Stack');

    await user.upload(input, textFileNamedPng('frame.png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.notAnImageFile);
    expect(within(dialog).queryByRole('img', { name: 'Custom frame preview' })).not.toBeInTheDocument();

    vi.mocked(readImageSize).mockResolvedValueOnce({ width: 600, height: 600 });
    await user.upload(input, pngFile('square.png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${MESSAGES.customFrameSize}: it must be 500 × 628 pixels, and this one is 600 × 600.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(callsTo(fetchMock, customFrameEndpoints.createForGif)).toHaveLength(0);
  });

  it('shows the server’s size refusal and clears the chosen image', async () => {
    const { user } = renderOptionStep(GifStep, EVENT, {
      path: '/event/gif',
      options: ['gif'],
      stubs: [
        stub(libraryEndpoints.gifList, GIF_LIST),
        stub(
          customFrameEndpoints.createForGif,
          failure(422, {
            message: MESSAGES.customFrameSize,
            errors: { customImage: [MESSAGES.customFrameSize] },
          }),
        ),
      ],
    });
    await chooseAnimations(user, ['Film Strip']);
    const { dialog, input } = await openCustomFrame(user, 'Film Strip');
    await user.upload(input, pngFile('frame.png'));
    await user.click(await within(dialog).findByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.customFrameSize);
    expect(within(dialog).queryByRole('img', { name: 'Custom frame preview' })).not.toBeInTheDocument();
  });

  it('updates a saved event’s animations from its edit screen and returns to its details', async () => {
    const saved = buildEvent({
      id: 12,
      event_option: buildEventOption({ gif: 1 }),
      gif_gallery: [
        {
          gif_id: 2,
          photo: '/library/gif/style-2.svg',
          gif_settings: {
            gifId: 2,
            number_of_frame: 5,
            interval_count_down: 4,
            playback_speed: 1,
            individual_photo: 'enabled',
            show_overlay: true,
            mirror_live: false,
          },
          gif: {
            id: 2,
            name: 'Polaroid Stack',
            photo: '/library/gif/style-2.svg',
            preview_image: '/p.svg',
            custom_frame: [],
          },
        },
      ],
    });
    const { user, fetchMock, location } = openMemberPage('/event/gif/edit/12', [
      stub(eventEndpoints.show, { event: saved }, { params: { id: 12 } }),
      stub(libraryEndpoints.gifList, GIF_LIST),
      stub(gifEndpoints.update, { ...SAVED, message: MESSAGES.informationUpdated }, { params: { id: 12 } }),
    ]);
    expect(await screen.findByRole('listitem', { name: 'Polaroid Stack' }, { timeout: 5000 })).toHaveTextContent(
      '5 frames · 4 s countdown · Slow · individual photos · overlay',
    );
    await chooseAnimations(user, ['Film Strip']);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'), { timeout: 5000 });
    expect(callsTo(fetchMock, gifEndpoints.update, { params: { id: 12 } })[0]?.body).toMatchObject({
      eventId: 12,
      gif_setting: [
        { gifId: 2, number_of_frame: 5 },
        { gifId: 1, number_of_frame: 2 },
      ],
    });
  });
});

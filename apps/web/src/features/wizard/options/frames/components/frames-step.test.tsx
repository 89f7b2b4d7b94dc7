import { callsTo, stub } from '@boothdeck/client/testing';
import {
  customFrameEndpoints,
  type EndpointReply,
  eventEndpoints,
  frameEndpoints,
  libraryEndpoints,
} from '@boothdeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '@/features/wizard/step-kit';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { FRAMES } from '@/testing/build-library';
import { openMemberPage } from '@/testing/open-member-page';
import { renderOptionStep } from '@/testing/render-option-step';
import { FramesStep } from './frames-step';

const SAVED_REPLY: EndpointReply<typeof frameEndpoints.save> = {
  status: true,
  message: 'Event saved.',
  photo_frame: 'success',
  frames: [],
};
const savedFrame = (id: number, customFrame?: string) => ({
  frame_id: id,
  name: FRAMES.frames.find((frame) => frame.id === id)?.name ?? '',
  preview_image: `/library/frame/preview_image/frame-${id}.svg`,
  photo_frame: `/library/frame/preview_image/frame-${id}.svg`,
  frame: `/library/frame/frame-${id}.svg`,
  custom_frame: customFrame ? [{ id: 70, frame: customFrame }] : [],
});
const overlayOf = () =>
  screen
    .getByRole('img', { name: /^Preview of/ })
    .querySelector('img')
    ?.getAttribute('src');

/** The step in the wizard of a draft with frames and filters chosen: Next leads to the filters. */
function renderInWizard() {
  const draft = buildEvent({ id: 9, state: 'draft', event_option: buildEventOption({ frame: 1, filters: 1 }) });
  return renderOptionStep(FramesStep, draft, {
    path: '/event/frame',
    options: ['frame', 'filters'],
    otherPaths: ['/event/filter'],
    stubs: [stub(libraryEndpoints.frames, FRAMES), stub(frameEndpoints.save, SAVED_REPLY)],
  });
}

describe('frames step', () => {
  beforeEach(() => useDraftStore.getState().resetDraft());

  it('previews a chosen frame over a sample photo and saves the chosen frames', async () => {
    const { user, fetchMock, location } = renderInWizard();
    expect(screen.getByText('No Frame Selected.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open Frame Library' }));
    const library = await screen.findByRole('dialog', { name: 'Frame Library' });
    await user.click(within(library).getByRole('checkbox', { name: 'Confetti Pop' }));
    await user.click(within(library).getByRole('checkbox', { name: 'Classic Polaroid' }));
    await user.click(within(library).getByRole('button', { name: 'Save changes' }));

    expect(screen.getByRole('img', { name: 'Preview of Confetti Pop' })).toHaveStyle({ aspectRatio: '500 / 628' });
    expect(screen.getByRole('button', { name: 'Design frame for Confetti Pop' })).toBeInTheDocument();
    expect(overlayOf()).toBe('/library/frame/frame-3.svg');
    await user.click(screen.getByRole('button', { name: 'Preview Classic Polaroid' }));
    expect(overlayOf()).toBe('/library/frame/frame-1.svg');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()?.pathname).toBe('/event/filter'));
    expect(callsTo(fetchMock, frameEndpoints.save)[0]?.body).toEqual({ eventId: 9, photo_frame: [3, 1] });
    expect(useDraftStore.getState().optionSteps.frames).toMatchObject([{ frame_id: 3 }, { frame_id: 1 }]);
  });

  it('shows a frame’s custom frame in the preview and updates the frames from the edit screen', async () => {
    const event = buildEvent({
      id: 12,
      event_option: buildEventOption({ frame: 1 }),
      photo_frame: [savedFrame(2, '/media/custom-2.png'), savedFrame(1)],
    });
    const { user, fetchMock, location } = openMemberPage('/event/frame/edit/12', [
      stub(eventEndpoints.show, { event }, { params: { id: 12 } }),
      stub(libraryEndpoints.frames, FRAMES),
      stub(frameEndpoints.update, SAVED_REPLY, { params: { id: 12 } }),
      stub(customFrameEndpoints.removeForFrame, { status: true, message: 'Successfully Removed.' }),
    ]);
    expect(await screen.findByRole('img', { name: 'Preview of Black & Gold' }, { timeout: 5000 })).toBeInTheDocument();
    expect(overlayOf()).toBe('/media/custom-2.png');

    await user.click(screen.getByRole('button', { name: 'Remove custom frame of Black & Gold' }));
    await waitFor(() => expect(overlayOf()).toBe('/library/frame/frame-2.svg'));
    expect(callsTo(fetchMock, customFrameEndpoints.removeForFrame)[0]?.body).toEqual({ id: 70 });

    await user.click(screen.getByRole('button', { name: 'Remove Classic Polaroid' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'), { timeout: 5000 });
    expect(callsTo(fetchMock, frameEndpoints.update, { params: { id: 12 } })[0]?.body).toEqual({
      photo_frame_template: [2],
    });
  });
});

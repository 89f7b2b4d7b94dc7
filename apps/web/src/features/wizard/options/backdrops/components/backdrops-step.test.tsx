import { callsTo, stub } from '@boothdeck/client/testing';
import { type BackdropReply, backdropEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/testing/build-event';
import { fillField } from '@/testing/fill-field';
import { pngFile, textFileNamedPng } from '@/testing/image-files';
import { renderOptionForm } from '@/testing/render-option-form';
import { BackdropsStep } from './backdrops-step';

const BEACH = { id: 3, name: 'Beach', image: '/media/backdrop/beach.jpg' };
const CITY = { id: 4, name: 'City', image: '/media/backdrop/city.jpg' };
const SAVED: BackdropReply = { status: true, message: 'Saved', backdrop: [BEACH] };

function renderBackdrops({ isEdit = false } = {}) {
  const event = buildEvent({ id: 12, backdrop: isEdit ? [BEACH, CITY] : null });
  return renderOptionForm(BackdropsStep, {
    event,
    path: '/event/backdrop',
    isEdit,
    chosen: ['virtual_backdrop'],
    stubs: [stub(backdropEndpoints.save, SAVED), stub(backdropEndpoints.update, SAVED, { params: { id: 12 } })],
  });
}

const fileInputOf = (container: HTMLElement) => {
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('virtual backdrop step', () => {
  it('needs a picture, refuses a file that is not one, then sends the new picture with its name', async () => {
    const { user, fetchMock, location, container } = renderBackdrops();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(MESSAGES.backdropRequired)).toBeInTheDocument();

    await user.upload(fileInputOf(container), textFileNamedPng('fake.png'));
    expect(await screen.findByText(MESSAGES.notAnImageFile)).toBeInTheDocument();
    await user.upload(fileInputOf(container), pngFile('Sunset beach.png'));
    expect(await screen.findByAltText('Backdrop Sunset beach')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await fillField(user, screen.getByRole('textbox', { name: 'Name' }), 'Golden hour');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    const [call] = callsTo(fetchMock, backdropEndpoints.save);
    expect(call?.body).toMatchObject({ eventId: 12, backdrops: [{ name: 'Golden hour' }] });
    expect(call?.body.backdrops[0]?.image).toMatch(/^data:image\/png;base64,/);
  });

  it('keeps saved backdrops by their address and leaves out a removed one', async () => {
    const { user, fetchMock, location } = renderBackdrops({ isEdit: true });
    expect(screen.getByAltText('Backdrop Beach')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove City' }));
    expect(screen.queryByAltText('Backdrop City')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'));
    const [call] = callsTo(fetchMock, backdropEndpoints.update);
    expect(call?.body).toEqual({ eventId: 12, backdrops: [{ name: 'Beach', image: BEACH.image }] });
  });
});

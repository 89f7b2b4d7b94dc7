import { callsTo, stub } from '@boothdeck/client/testing';
import { customBrandingEndpoints, type WatermarkReply } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callAddress } from '@/shared/api/api-client';
import { buildEvent } from '@/testing/build-event';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { pngFile, textFileNamedPng } from '@/testing/image-files';
import { renderOptionForm } from '@/testing/render-option-form';
import { CustomBrandingStep } from './custom-branding-step';

const WATERMARK = { id: 12, event_id: 12, photo: '/media/watermark.png', align_x: 'right', align_y: 'bottom' } as const;
const SAVED: WatermarkReply = { status: true, message: 'Saved', watermark: WATERMARK };

function renderBranding({ isEdit = false, member = buildUser() } = {}) {
  const event = buildEvent({ id: 12, watermark: isEdit ? WATERMARK : null });
  return renderOptionForm(CustomBrandingStep, {
    event,
    path: '/event/custom-branding',
    isEdit,
    member,
    chosen: ['water_mark'],
    stubs: [
      stub(customBrandingEndpoints.save, SAVED),
      stub(customBrandingEndpoints.update, SAVED, { params: { id: 12 } }),
    ],
  });
}

describe('custom branding step', () => {
  it('needs an image, then sends it with the chosen corner', async () => {
    const { user, fetchMock, location, container } = renderBranding();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(MESSAGES.watermarkRequired)).toBeInTheDocument();

    const fileInput = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(fileInput, textFileNamedPng('logo.png'));
    expect(await screen.findByText(MESSAGES.notAnImageFile)).toBeInTheDocument();
    expect(screen.queryByAltText('Watermark logo')).not.toBeInTheDocument();
    await user.upload(fileInput, pngFile('logo.png'));
    expect(await screen.findByAltText('Watermark logo')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Left' }));
    await user.click(screen.getByRole('radio', { name: 'Top' }));
    expect(screen.getByRole('img', { name: 'Watermark preview, top left' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    const [call] = callsTo(fetchMock, customBrandingEndpoints.save);
    expect(call?.body).toMatchObject({ event_id: 12, align_x: 'left', align_y: 'top' });
    expect(call?.body.photo).toMatch(/^data:image\/png;base64,/);
  });

  it('updates the corner of a saved watermark with PUT, keeping its image', async () => {
    const { user, fetchMock, location } = renderBranding({ isEdit: true });
    expect(screen.getByRole('heading', { name: /^Edit Custom Branding/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Top' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'));
    const updateAddress = callAddress(customBrandingEndpoints.update, { params: { id: 12 } });
    const [call] = fetchMock.mock.calls.filter(([url]) => url === updateAddress);
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ event_id: 12, align_x: 'right', align_y: 'top' });
  });

  it('is locked when the package lacks custom branding', () => {
    renderBranding({ member: buildUser({ plan_features: buildPlanFeatures({ custom_branding: false }) }) });
    expect(screen.getByRole('link', { name: MESSAGES.upgradePackage })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Left' })).toBeDisabled();
  });
});

import { callsTo, stub } from '@boothdeck/client/testing';
import { type Printing, type PrintingReply, printingEndpoints } from '@boothdeck/contract';
import { MESSAGES, wrongPictureSize } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readImageSize } from '@/shared/lib/read-image-size';
import { buildEvent } from '@/testing/build-event';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { pngFile } from '@/testing/image-files';
import { renderOptionForm } from '@/testing/render-option-form';
import { PrintingStep } from './printing-step';

const PRINTING: Printing = {
  paper: '2x6-strips',
  copies: 2,
  auto_print: 1,
  print_limit: 200,
  strip_shots: 4,
  print_frame: '/media/print_frame/strip.png',
};
const SAVED: PrintingReply = { status: true, message: 'Saved', printing: PRINTING };

function renderPrinting({ isEdit = false, member = buildUser() } = {}) {
  const event = buildEvent({ id: 12, printing: isEdit ? PRINTING : null });
  return renderOptionForm(PrintingStep, {
    event,
    path: '/event/printing',
    isEdit,
    member,
    chosen: ['printing'],
    stubs: [stub(printingEndpoints.save, SAVED), stub(printingEndpoints.update, SAVED, { params: { id: 12 } })],
  });
}

describe('printing step', () => {
  it('sends the paper, copies, auto-print, limit, strip shots and a frame of the paper’s size', async () => {
    const { user, fetchMock, location, container } = renderPrinting();
    await user.click(screen.getByRole('radio', { name: '2×6 in strips, two to a 4×6 sheet' }));
    await user.click(screen.getByRole('radio', { name: '4 shots' }));
    await user.clear(screen.getByRole('textbox', { name: 'Copies per guest' }));
    await user.type(screen.getByRole('textbox', { name: 'Copies per guest' }), '2');
    await user.click(screen.getByRole('radio', { name: 'By itself after every capture (auto-print)' }));
    await user.type(screen.getByRole('textbox', { name: 'Print limit for the event' }), '150');

    const fileInput = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    vi.mocked(readImageSize).mockResolvedValueOnce({ width: 1800, height: 1200 });
    await user.upload(fileInput, pngFile('frame.png'));
    const wanted = { width: 600, height: 1800 };
    expect(
      await screen.findByText(wrongPictureSize('The print frame', wanted, { width: 1800, height: 1200 })),
    ).toBeInTheDocument();
    vi.mocked(readImageSize).mockResolvedValueOnce(wanted);
    await user.upload(fileInput, pngFile('frame.png'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change frame' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    const [call] = callsTo(fetchMock, printingEndpoints.save);
    expect(call?.body).toMatchObject({
      eventId: 12,
      paper: '2x6-strips',
      copies: 2,
      auto_print: 1,
      print_limit: 150,
      strip_shots: 4,
    });
    expect(call?.body.print_frame).toMatch(/^data:image\/png;base64,/);
  });

  it('updates saved printing, keeping the frame unless it is removed', async () => {
    const { user, fetchMock, location } = renderPrinting({ isEdit: true });
    expect(screen.getByRole('heading', { name: /^Edit Printing/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Print preview, 2×6 in strips, two to a 4×6 sheet' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'When the guest taps Print' }));
    await user.click(screen.getByRole('button', { name: 'Remove frame' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(location()?.pathname).toBe('/show/event/12'));
    const [call] = callsTo(fetchMock, printingEndpoints.update);
    expect(call?.body).toMatchObject({ eventId: 12, auto_print: 0, print_frame: '', copies: 2, print_limit: 200 });
  });

  it('is locked when the package lacks printing', () => {
    renderPrinting({ member: buildUser({ plan_features: buildPlanFeatures({ printing: false }) }) });
    expect(screen.getByRole('link', { name: MESSAGES.upgradePackage })).toBeInTheDocument();
  });
});

import { stub } from '@boothdeck/client/testing';
import { eventEndpoints } from '@boothdeck/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { openMemberPage } from '@/testing/open-member-page';

const UUID = '6f1c2b9e-3d4a-4f0e-9b7a-2c5d8e1f0a34';
const boothPanel = async () =>
  within(await screen.findByRole('region', { name: 'Run this event on a booth' }, { timeout: 10_000 }));

function openEvent(overrides: Parameters<typeof buildEvent>[0]) {
  const event = buildEvent({ id: 31, uuid: UUID, event_option: buildEventOption({ password: '4821' }), ...overrides });
  openMemberPage('/show/event/31', [stub(eventEndpoints.show, { event }, { params: { id: 31 } })]);
}

describe('running an event on a booth', { timeout: 30_000 }, () => {
  it("gives the booth's address to copy and scan, and how the booth signs in", async () => {
    openEvent({ state: 'live' });
    const panel = await boothPanel();
    const address = `${window.location.origin}/booth/?event=${UUID}`;
    expect(panel.getByLabelText('Booth address')).toHaveValue(address);
    expect(panel.getByRole('img', { name: 'QR code of the booth address' })).toBeInTheDocument();
    expect(panel.getByText(/Sign the booth in with the event's 4-digit admin password/)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Options step' })).toHaveAttribute('href', '/event/options/edit/31');
    expect(panel.getByText('4821')).toBeInTheDocument();

    const copy = panel.getByRole('button', { name: 'Copy' });
    await userEvent.click(copy);
    expect(await panel.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it("gives the server's own address, the one booths reach, whatever address the organiser's browser uses", async () => {
    const { media_link } = buildEvent({ id: 31 });
    const onServer = `https://booth.example.com${new URL(media_link).pathname}`;
    openEvent({ state: 'live', media_link: onServer });
    const panel = await boothPanel();
    expect(panel.getByLabelText('Booth address')).toHaveValue(`https://booth.example.com/booth/?event=${UUID}`);
  });

  it('asks to submit a draft first, with no address', async () => {
    openEvent({ state: 'draft' });
    const panel = await boothPanel();
    expect(panel.getByText(/Submit the event first/)).toBeInTheDocument();
    expect(panel.queryByLabelText('Booth address')).not.toBeInTheDocument();
    expect(panel.queryByRole('img', { name: 'QR code of the booth address' })).not.toBeInTheDocument();
  });
});

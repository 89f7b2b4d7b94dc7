import { callsTo, failure, heldAnswer, stub, stubApi } from '@boothdeck/client/testing';
import { deliveriesEndpoints, type EventDeliveriesReply } from '@boothdeck/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { DeliveriesPanel } from './deliveries-panel';

const NONE = { queued: 0, sent: 0, delivered: 0, opened: 0, failed: 0, unknown: 0 };

const FAILED_SMS = {
  id: 31,
  channel: 'sms',
  purpose: 'share',
  recipient: '+61400000001',
  reason: 'SMS provider answered 503',
  attempts: 3,
  failed_at: '2026-11-20T10:00:00.000Z',
  fallback: { id: 40, recipient: 'grace@example.com', status: 'opened' },
} as const;
const FAILED_MAIL = {
  id: 32,
  channel: 'email',
  purpose: 'voucher',
  recipient: 'ada@example.com',
  reason: '550 Mailbox unavailable',
  attempts: 3,
  failed_at: '2026-11-20T11:00:00.000Z',
  fallback: null,
} as const;

const WITH_FAILURES: EventDeliveriesReply = {
  counts: { ...NONE, sent: 12, delivered: 4, opened: 7, failed: 2, queued: 1 },
  failures: [FAILED_MAIL, FAILED_SMS],
};

const deliveries = (reply: EventDeliveriesReply) =>
  stub(deliveriesEndpoints.eventDeliveries, reply, { params: { id: 7 } });

const openPanel = () => renderUi(<DeliveriesPanel eventId={7} timeZone="Australia/Sydney" />);

describe('the deliveries panel', () => {
  it('shows the counts by status and each failure with its reason', async () => {
    stubApi(deliveries(WITH_FAILURES));
    openPanel();
    const list = await screen.findByRole('list', { name: 'Failed messages' });
    for (const [label, value] of [
      ['Opened', '7'],
      ['Queued', '1'],
      ['Sent', '12'],
      ['Delivered', '4'],
      ['Failed', '2'],
    ] as const) {
      expect(screen.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.queryByText('Unknown')).not.toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('ada@example.com');
    expect(rows[0]).toHaveTextContent('550 Mailbox unavailable');
    expect(rows[0]).toHaveTextContent('Voucher');
    // A morning failure in UTC, on the event's clock in Sydney (evening), with its zone.
    expect(rows[0]).toHaveTextContent(/failed 20th Nov 2026 \d\d:00 PM AEDT/);
    expect(rows[1]).toHaveTextContent('SMS provider answered 503');
    expect(rows[1]).toHaveTextContent('Sent by e-mail to grace@example.com instead: Opened');
  });

  it('resends one failed message, then shows the list again without it', async () => {
    let resent = false;
    const fetchMock = stubApi(
      stub(deliveriesEndpoints.eventDeliveries, () =>
        resent ? { counts: { ...NONE, sent: 13, failed: 1 }, failures: [FAILED_MAIL] } : WITH_FAILURES,
      ),
      stub(deliveriesEndpoints.resendOne, () => {
        resent = true;
        return { message: 'The message is on its way again.', resent: 1 };
      }),
    );
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'Resend to +61400000001' }));
    expect(await screen.findByText('The message is on its way again.')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('+61400000001')).toBeNull();
    expect(callsTo(fetchMock, deliveriesEndpoints.resendOne).map((request) => request.params)).toEqual([
      { id: '7', deliveryId: '31' },
    ]);
  });

  it('resends every failed message with one button', async () => {
    const fetchMock = stubApi(
      deliveries(WITH_FAILURES),
      stub(deliveriesEndpoints.resendFailed, { message: 'The failed messages are on their way again.', resent: 2 }),
    );
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'Resend all failed (2)' }));
    expect(await screen.findByText('The failed messages are on their way again.')).toBeInTheDocument();
    expect(callsTo(fetchMock, deliveriesEndpoints.resendFailed)).toHaveLength(1);
  });

  it('says why a resend was refused', async () => {
    stubApi(
      deliveries(WITH_FAILURES),
      stub(deliveriesEndpoints.resendOne, failure(409, { message: 'Only a message that failed can be sent again.' })),
    );
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: 'Resend to ada@example.com' }));
    expect(await screen.findByText('Only a message that failed can be sent again.')).toBeInTheDocument();
  });

  it('shows a loading state, then an empty one for an event that sent nothing', async () => {
    const held = heldAnswer(deliveriesEndpoints.eventDeliveries);
    stubApi(stub(deliveriesEndpoints.eventDeliveries, held.handler));
    openPanel();
    expect(await screen.findByLabelText('Loading deliveries')).toBeInTheDocument();
    held.release({ counts: NONE, failures: [] });
    expect(await screen.findByText(/No e-mails or text messages yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });

  it('says when every message went out', async () => {
    stubApi(deliveries({ counts: { ...NONE, sent: 3 }, failures: [] }));
    openPanel();
    expect(await screen.findByText('No failed messages.')).toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    let isDown = true;
    stubApi(
      stub(deliveriesEndpoints.eventDeliveries, () =>
        isDown ? failure(404, { message: 'Not found.' })() : WITH_FAILURES,
      ),
    );
    const { user } = openPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The deliveries could not be loaded');
    expect(alert).toHaveTextContent('Not found.');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Failed messages' })).toBeInTheDocument();
  });
});

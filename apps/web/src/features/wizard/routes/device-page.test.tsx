import { callsTo, failure, stub } from '@boothdeck/client/testing';
import { eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildEventSummary } from '@/testing/build-event';
import { buildMembership, buildUser } from '@/testing/build-user';
import { fillField } from '@/testing/fill-field';
import { openMemberPage } from '@/testing/open-member-page';
import { EMPTY_DRAFT, useDraftStore } from '../stores/draft-store';

const SINGLE = buildUser({
  membership: buildMembership({ package_id: 2, package_type: 'single', expire_at: null }),
});
const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const PAID = { card_info: { charge_id: 'ch_1', brand: 'visa', last4: '4242', amount: 100, currency: 'AUD' } };
const DECLINED = { message: MESSAGES.cardDeclined, errors: { cardNumber: [MESSAGES.cardDeclined] } };
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function fillCard(user: UserEvent, cardNumber: string) {
  // The card form shows once the server has said it takes cards.
  await fillField(user, await screen.findByLabelText('Card Number', { exact: false, selector: 'input' }), cardNumber);
  await fillField(user, field('Cardholder Name'), 'Ada Lovelace');
  await fillField(user, field('Expiry Month'), '12');
  await fillField(user, field('Expiry Year'), NEXT_YEAR);
  await fillField(user, field('CVV'), '123');
}

function openDevicePage(stubs: Parameters<typeof openMemberPage>[1]) {
  return openMemberPage('/event/device', stubs, SINGLE);
}

describe('device purchase', () => {
  beforeEach(() => useDraftStore.setState({ ...EMPTY_DRAFT, eventId: 9 }));

  it('asks for a device', async () => {
    const { user, fetchMock } = openDevicePage([]);
    expect(await screen.findByRole('radio', { name: 'Device 2' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('$150 AUD')).toBeInTheDocument();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Purchase Event' }));

    expect(await screen.findByText(MESSAGES.deviceRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.pay)).toHaveLength(0);
  });

  it('keeps a declined card on the page with the reason', async () => {
    const { user, fetchMock, location } = openDevicePage([stub(eventEndpoints.pay, failure(402, DECLINED))]);
    await user.click(await screen.findByRole('radio', { name: 'Device 1' }, { timeout: 5000 }));
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Purchase Event' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.cardDeclined);
    expect(field('Cardholder Name')).toHaveValue('Ada Lovelace');
    expect(location()?.pathname).toBe('/event/device');
    expect(callsTo(fetchMock, eventEndpoints.finalise, { params: { eventId: 9 } })).toHaveLength(0);
  });

  it('pays for the device once, finalises the event, confirms the charge and opens the tab holding the event', async () => {
    const { user, fetchMock, location } = openDevicePage([
      stub(eventEndpoints.pay, PAID),
      stub(eventEndpoints.finalise, { status: true, event: buildEventSummary({ id: 9 }) }, { params: { eventId: 9 } }),
    ]);
    await user.click(await screen.findByRole('radio', { name: 'Device 2' }, { timeout: 5000 }));
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Purchase Event' }));

    await waitFor(() => expect(location()?.pathname).toBe('/event'));
    // It starts later: Future Events, not the live list it would have been lost on.
    expect(location()?.hash).toBe('#upcoming');
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(
      screen.getByText(/\$100 AUD charged for Device 2\. “Event 9” is listed under Future Events\./),
    ).toBeInTheDocument();
    const [payment] = callsTo(fetchMock, eventEndpoints.pay);
    expect(payment?.body).toMatchObject({
      event_id: 9,
      user_id: SINGLE.id,
      user_email: SINGLE.email,
      package_id: 2,
      package_type: 'single',
      cardNumber: '4242424242424242',
      submittedData: { device: 2, price: 100 },
    });
    expect(payment?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(callsTo(fetchMock, eventEndpoints.finalise, { params: { eventId: 9 } })).toHaveLength(1);
    expect(useDraftStore.getState().eventId).toBeNull();
  });
});

import { callsTo, failure, stub } from '@boothdeck/client/testing';
import type { DataCaptureOffer } from '@boothdeck/contract';
import { dataCapturePaymentEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPlanFeatures, buildUser } from '@/testing/build-user';
import { fillField } from '@/testing/fill-field';
import { openMemberPage } from '@/testing/open-member-page';

const BASIC = buildUser({ plan_features: buildPlanFeatures({ data_capture: false, form_builder: false }) });
const OFFER: DataCaptureOffer = {
  price: 29,
  currency: 'AUD',
  data_capture: false,
  until: '2030-07-01T00:00:00.000Z',
  refusal: null,
};
const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const PAID = { charge_id: 'ch_1', brand: 'visa', last4: '4242', amount: 29, currency: 'AUD' };
const DECLINED = { message: MESSAGES.cardDeclined, errors: { cardNumber: [MESSAGES.cardDeclined] } };

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

describe('data capture payment', () => {
  it('sums up the add-on, takes the card once per attempt and counts down to data capture', async () => {
    // The clock runs on its own, and the test moves it on through the three-second countdown.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let attempts = 0;
    const { user, fetchMock, location } = openMemberPage(
      '/data-capture/payment',
      [
        stub(dataCapturePaymentEndpoints.offer, OFFER),
        stub(dataCapturePaymentEndpoints.pay, () => {
          attempts += 1;
          return attempts === 1 ? failure(402, DECLINED)() : { card_info: PAID, user: buildUser() };
        }),
      ],
      BASIC,
    );
    expect(await screen.findByText('Data Capture add-on')).toBeInTheDocument();
    // Why the member is asked to pay comes first, then what the add-on gives, then the card form.
    const why = screen.getByRole('region', { name: 'Your package does not include data capture' });
    expect(why).toHaveTextContent('Data Management is where the leads your booths collect are kept');
    const gives = screen.getByText("Collect guests' names, e-mails and mobile numbers at your events");
    const form = screen.getByRole('button', { name: 'Purchase Data' });
    expect(why.compareDocumentPosition(gives) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(gives.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('$29 AUD')).toBeInTheDocument();
    expect(screen.getByText(/until your package ends on 1 July 2030/)).toBeInTheDocument();

    await fillField(user, field('Card Number'), '4000000000000002');
    await fillField(user, field('Cardholder Name'), 'Ada Lovelace');
    await fillField(user, field('Expiry Month'), '12');
    await fillField(user, field('Expiry Year'), NEXT_YEAR);
    await fillField(user, field('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Purchase Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.cardDeclined);

    await user.clear(field('Card Number'));
    await fillField(user, field('Card Number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Purchase Data' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.paymentSuccessful })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/data-capture/payment/success');

    const posts = callsTo(fetchMock, dataCapturePaymentEndpoints.pay);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toMatchObject({
      user_id: BASIC.id,
      user_email: BASIC.email,
      cardNumber: '4242424242424242',
    });
    expect(posts[1]?.headers.get('Idempotency-Key')).not.toBe(posts[0]?.headers.get('Idempotency-Key'));

    expect(screen.getByRole('status')).toHaveTextContent('Taking you to data capture in 3 seconds');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(location()?.pathname).toBe('/data-capture'));
  });

  it('explains why the add-on cannot be bought and leads to package choice', async () => {
    openMemberPage(
      '/data-capture/payment',
      [stub(dataCapturePaymentEndpoints.offer, { ...OFFER, refusal: MESSAGES.addonNotOnTrial })],
      BASIC,
    );
    expect(await screen.findByText(MESSAGES.addonNotOnTrial)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a package' })).toHaveAttribute('href', '/event/type');
    expect(screen.queryByRole('button', { name: 'Purchase Data' })).not.toBeInTheDocument();
  });
});

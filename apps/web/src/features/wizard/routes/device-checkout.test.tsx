import { callsTo, stub } from '@boothdeck/client/testing';
import { eventEndpoints, type PaymentGatewayReply, paymentEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveFor } from '@/shared/hooks/use-hosted-checkout';
import { buildEvent, buildEventSummary } from '@/testing/build-event';
import { buildMembership, buildUser } from '@/testing/build-user';
import { openMemberPage } from '@/testing/open-member-page';
import { EMPTY_DRAFT, useDraftStore } from '../stores/draft-store';

const SINGLE = buildUser({
  membership: buildMembership({ package_id: 2, package_type: 'single', expire_at: null }),
});
const STRIPE: PaymentGatewayReply = { gateway: 'stripe', simulated: false, paid_packages: true, checkout: true };
const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_e9';

describe('paying for the device on the gateway’s checkout page', () => {
  beforeEach(() => useDraftStore.setState({ ...EMPTY_DRAFT, eventId: 9 }));

  it('asks for a device, then sends the organiser to Checkout for it', async () => {
    const leave = vi.spyOn(leaveFor, 'address').mockImplementation(() => {});
    const { user, fetchMock } = openMemberPage(
      '/event/device',
      [stub(paymentEndpoints.gateway, STRIPE), stub(paymentEndpoints.eventCheckout, { checkout_url: CHECKOUT_URL })],
      SINGLE,
    );
    const button = await screen.findByRole('button', { name: 'Continue to secure checkout' }, { timeout: 5000 });
    await user.click(button);
    expect(await screen.findByText(MESSAGES.deviceRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, paymentEndpoints.eventCheckout)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Device 2' }));
    await user.click(button);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(callsTo(fetchMock, paymentEndpoints.eventCheckout)[0]?.body).toEqual({
      event_id: 9,
      user_id: SINGLE.id,
      user_email: SINGLE.email,
      submittedData: { device: 2 },
    });
    leave.mockRestore();
  });

  it('back from Checkout, waits until the event is paid, then submits it', async () => {
    let paid = false;
    const { fetchMock, location } = openMemberPage(
      '/event/device/confirming?session_id=cs_test_e9',
      [
        stub(eventEndpoints.show, () => ({ event: buildEvent({ id: 9, is_paid: paid }) })),
        stub(
          eventEndpoints.finalise,
          { status: true, event: buildEventSummary({ id: 9 }) },
          { params: { eventId: 9 } },
        ),
      ],
      SINGLE,
    );
    expect(await screen.findByText(/Your payment is being confirmed/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.finalise)).toHaveLength(0);
    paid = true;
    await waitFor(() => expect(location()?.pathname).toBe('/event'), { timeout: 5000 });
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.finalise, { params: { eventId: 9 } })).toHaveLength(1);
    expect(useDraftStore.getState().eventId).toBeNull();
  });
});

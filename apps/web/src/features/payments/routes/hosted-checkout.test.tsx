import { callsTo, stub, stubApi } from '@boothdeck/client/testing';
import {
  accountEndpoints,
  dataCapturePaymentEndpoints,
  PAYMENT_MESSAGES,
  type PackageSummary,
  type PaymentGatewayReply,
  packageEndpoints,
  paymentEndpoints,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaveFor } from '@/shared/hooks/use-hosted-checkout';
import { useSessionStore } from '@/shared/session/session-store';
import { buildPackageCatalogue, PACKAGES } from '@/testing/build-package-catalogue';
import { buildMembership, buildPlanFeatures, buildUser } from '@/testing/build-user';
import { openMemberPage } from '@/testing/open-member-page';
import { renderRoute } from '@/testing/render-route';

const NEW_USER = buildUser({ expire: 0, membership: null });
const STRIPE: PaymentGatewayReply = { gateway: 'stripe', simulated: false, paid_packages: true, checkout: true };
const SIMULATED: PaymentGatewayReply = { gateway: 'test', simulated: true, paid_packages: true, checkout: false };
const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1';

function openPayment(choice: PackageSummary, gateway: PaymentGatewayReply) {
  useSessionStore.getState().setSession('token-1', NEW_USER);
  const fetchMock = stubApi(
    stub(accountEndpoints.user, { user: NEW_USER, member: null }),
    stub(packageEndpoints.packageTypes, buildPackageCatalogue()),
    stub(paymentEndpoints.gateway, gateway),
    stub(paymentEndpoints.membershipCheckout, { checkout_url: CHECKOUT_URL }),
  );
  return { ...renderRoute({ pathname: '/event/payment', state: { package: choice } }), fetchMock };
}

describe('paying on the gateway’s checkout page', () => {
  it('sends the organiser to the checkout page instead of showing a card form', async () => {
    const leave = vi.spyOn(leaveFor, 'address').mockImplementation(() => {});
    const { user, fetchMock } = openPayment(PACKAGES.monthlyBasic, STRIPE);

    await user.click(await screen.findByRole('button', { name: 'Continue to secure checkout' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(screen.queryByLabelText('Card Number', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText('Payments are simulated')).not.toBeInTheDocument();
    const [sent] = callsTo(fetchMock, paymentEndpoints.membershipCheckout);
    expect(sent?.body).toEqual({
      user_id: NEW_USER.id,
      user_email: NEW_USER.email,
      submittedData: { package: PACKAGES.monthlyBasic.id },
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    leave.mockRestore();
  });

  it('keeps the card form with the test gateway and says payments are simulated', async () => {
    openPayment(PACKAGES.monthlyBasic, SIMULATED);
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Payments are simulated');
    expect(notice).toHaveTextContent(PAYMENT_MESSAGES.simulated);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to secure checkout' })).not.toBeInTheDocument();
  });

  it('says so on the package choice too, and that paid packages are refused when they are', async () => {
    useSessionStore.getState().setSession('token-1', NEW_USER);
    stubApi(
      stub(accountEndpoints.user, { user: NEW_USER, member: null }),
      stub(packageEndpoints.packageTypes, buildPackageCatalogue()),
      stub(paymentEndpoints.gateway, { ...SIMULATED, paid_packages: false }),
    );
    renderRoute('/event/type');
    expect(await screen.findByText('Payments are simulated')).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.simulatedRefused)).toBeInTheDocument();
  });

  it('back from the checkout page, waits for the package to start, then confirms the payment', async () => {
    useSessionStore.getState().setSession('token-1', NEW_USER);
    const member = buildUser({ membership: buildMembership() });
    let started = false;
    stubApi(stub(accountEndpoints.user, () => ({ user: started ? member : NEW_USER, member: null })));
    const { location } = renderRoute('/event/payment/confirming?session_id=cs_test_a1');

    expect(await screen.findByText(/Your payment is being confirmed/)).toBeInTheDocument();
    started = true;
    expect(
      await screen.findByRole('heading', { name: MESSAGES.paymentSuccessful }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/payment-success');
    expect(useSessionStore.getState().user?.expire).toBe(1);
  });

  it('sends the organiser to Checkout for the Data Capture add-on', async () => {
    const leave = vi.spyOn(leaveFor, 'address').mockImplementation(() => {});
    const basic = buildUser({ plan_features: buildPlanFeatures({ data_capture: false, form_builder: false }) });
    const offer = { price: 29, currency: 'AUD', data_capture: false, until: null, refusal: null };
    const { user, fetchMock } = openMemberPage(
      '/data-capture/payment',
      [
        stub(dataCapturePaymentEndpoints.offer, offer),
        stub(paymentEndpoints.gateway, STRIPE),
        stub(paymentEndpoints.dataCaptureCheckout, { checkout_url: CHECKOUT_URL }),
      ],
      basic,
    );

    await user.click(await screen.findByRole('button', { name: 'Continue to secure checkout' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(callsTo(fetchMock, paymentEndpoints.dataCaptureCheckout)[0]?.body).toEqual({
      user_id: basic.id,
      user_email: basic.email,
    });
    expect(screen.queryByLabelText('Card Number', { exact: false })).not.toBeInTheDocument();
    leave.mockRestore();
  });

  it('back from Checkout for the add-on, waits until data capture is on', async () => {
    const basic = buildUser({ plan_features: buildPlanFeatures({ data_capture: false }) });
    const withAddon = buildUser({ plan_features: buildPlanFeatures({ data_capture: true }) });
    let paid = false;
    useSessionStore.getState().setSession('token-1', basic);
    stubApi(stub(accountEndpoints.user, () => ({ user: paid ? withAddon : basic, member: null })));
    const { location } = renderRoute('/data-capture/payment/confirming?session_id=cs_test_a2');

    expect(await screen.findByText(/Your payment is being confirmed/)).toBeInTheDocument();
    paid = true;
    expect(
      await screen.findByRole('heading', { name: MESSAGES.paymentSuccessful }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(location()?.pathname).toBe('/data-capture/payment/success');
    expect(useSessionStore.getState().user?.plan_features.data_capture).toBe(true);
  });
});

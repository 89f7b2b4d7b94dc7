import { callsTo, failure, jsonReply, type Stub, stub, stubApi } from '@boothdeck/client/testing';
import { accountEndpoints, type PackageSummary, packageEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/session/session-store';
import { buildPackageCatalogue, PACKAGES } from '@/testing/build-package-catalogue';
import { buildMembership, buildUser } from '@/testing/build-user';
import { fillField } from '@/testing/fill-field';
import { renderRoute } from '@/testing/render-route';

const NEW_USER = buildUser({ expire: 0, membership: null });
const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const DECLINED = { message: MESSAGES.cardDeclined, errors: { cardNumber: [MESSAGES.cardDeclined] } };
const PAID = { charge_id: 'ch_1', brand: 'visa', last4: '4242', amount: 990, currency: 'AUD' };

function openPayment(choice: PackageSummary | null, stubs: readonly Stub[] = []) {
  useSessionStore.getState().setSession('token-1', NEW_USER);
  const fetchMock = stubApi(
    stub(accountEndpoints.user, { user: NEW_USER, member: null }),
    stub(packageEndpoints.packageTypes, buildPackageCatalogue()),
    ...stubs,
  );
  const view = renderRoute(choice ? { pathname: '/event/payment', state: { package: choice } } : '/event/payment');
  return { ...view, fetchMock };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function fillCard(user: UserEvent, cardNumber: string) {
  await fillField(user, await screen.findByLabelText('Card Number', { exact: false, selector: 'input' }), cardNumber);
  await fillField(user, field('Cardholder Name'), 'Ada Lovelace');
  await fillField(user, field('Expiry Month'), '12');
  await fillField(user, field('Expiry Year'), NEXT_YEAR);
  await fillField(user, field('CVV'), '123');
}

describe('payment page', () => {
  it('sends a visit without a chosen package to package selection', async () => {
    const { location } = openPayment(null);
    expect(await screen.findByRole('heading', { name: 'Choose a package' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/type');
  });

  it('sums up a yearly package with its price per year', async () => {
    openPayment(PACKAGES.yearlyPro);
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText('Yearly Pro')).toBeInTheDocument();
    expect(screen.getByText('Yearly')).toBeInTheDocument();
    expect(screen.getByText('$990 AUD')).toBeInTheDocument();
    expect(screen.getByText('per year')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Card Information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back To Previous Page' })).toBeInTheDocument();
  });

  it('shows a declined card once, above the form, marks the number and keeps what was typed', async () => {
    const { user, fetchMock, location } = openPayment(PACKAGES.monthlyBasic, [
      stub(packageEndpoints.membership, failure(402, DECLINED)),
    ]);
    expect(await screen.findByText('per month')).toBeInTheDocument();

    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.cardDeclined);
    expect(screen.getAllByText(MESSAGES.cardDeclined)).toHaveLength(1);
    expect(field('Card Number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Card Number')).toHaveValue('4000 0000 0000 0002');
    expect(field('Cardholder Name')).toHaveValue('Ada Lovelace');
    expect(field('Expiry Month')).toHaveValue('12');
    expect(field('Expiry Year')).toHaveValue(NEXT_YEAR);
    expect(field('CVV')).toHaveValue('123');
    expect(location()?.pathname).toBe('/event/payment');

    const [call] = callsTo(fetchMock, packageEndpoints.membership);
    expect(call?.body).toEqual({
      user_id: NEW_USER.id,
      user_email: NEW_USER.email,
      submittedData: { package: PACKAGES.monthlyBasic.id, package_name: 'Monthly Basic', billed: 'monthly', price: 49 },
      cardNumber: '4000000000000002',
      cardholderName: 'Ada Lovelace',
      expiryMonth: '12',
      expiryYear: NEXT_YEAR,
      cvvNumber: '123',
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the server checks of single fields on those fields', async () => {
    const rejected = { message: MESSAGES.invalidPayload, errors: { expiryYear: [MESSAGES.cardExpired] } };
    const { user } = openPayment(PACKAGES.monthlyBasic, [stub(packageEndpoints.membership, failure(422, rejected))]);

    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(field('Expiry Year')).toHaveAccessibleDescription(MESSAGES.cardExpired));
  });

  it('sends one request for a double click and a new key for the next attempt', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, fetchMock } = openPayment(PACKAGES.monthlyBasic, [
      stub(
        packageEndpoints.membership,
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    ]);

    await fillCard(user, '4000000000000002');
    await user.dblClick(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled());
    expect(callsTo(fetchMock, packageEndpoints.membership)).toHaveLength(1);

    answer(jsonReply(402, DECLINED));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(callsTo(fetchMock, packageEndpoints.membership)).toHaveLength(2));
    const [first, second] = callsTo(fetchMock, packageEndpoints.membership);
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('stores the new membership and confirms the payment', async () => {
    const member = buildUser({ membership: buildMembership() });
    const { user, location } = openPayment(PACKAGES.monthlyBasic, [
      stub(packageEndpoints.membership, { card_info: PAID, user: member }),
    ]);

    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('heading', { name: MESSAGES.paymentSuccessful })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/payment-success');
    expect(useSessionStore.getState().user?.expire).toBe(1);
  });
});

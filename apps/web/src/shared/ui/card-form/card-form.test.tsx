import { MESSAGES } from '@boothdeck/contract/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { renderUi } from '@/testing/render-ui';
import { CardForm } from './card-form';

const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

function renderCardForm(props: Partial<Parameters<typeof CardForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const view = renderUi(<CardForm submitLabel="Subscribe" onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

describe('card form', () => {
  it('groups the card number in fours as it is typed and stops at 19 characters', async () => {
    const { user } = renderCardForm();
    const cardNumber = field('Card Number');

    await user.type(cardNumber, '4242424242424242999');

    expect(cardNumber).toHaveValue('4242 4242 4242 4242');
    expect(cardNumber).toHaveAttribute('maxlength', '19');
    expect(cardNumber).toHaveAttribute('inputmode', 'numeric');
    expect(cardNumber).toHaveAttribute('autocomplete', 'cc-number');
    expect(field('Cardholder Name')).toHaveAttribute('autocomplete', 'cc-name');
  });

  it('takes digits only in the expiry and CVV fields, up to their lengths', async () => {
    const { user } = renderCardForm();

    await user.type(field('Expiry Month'), 'a1b2c3');
    await user.type(field('Expiry Year'), '-2x9');
    await user.type(field('CVV'), 'x12345678');

    expect(field('Expiry Month')).toHaveValue('12');
    expect(field('Expiry Year')).toHaveValue('29');
    expect(field('CVV')).toHaveValue('123456');
    expect(field('Expiry Month')).toHaveAttribute('placeholder', 'MM');
    expect(field('Expiry Year')).toHaveAttribute('placeholder', 'YY');
  });

  it('asks for every field when submitted empty', async () => {
    const { user, onSubmit } = renderCardForm();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    for (const label of ['Card Number', 'Cardholder Name', 'Expiry Month', 'Expiry Year', 'CVV']) {
      expect(field(label)).toHaveAccessibleDescription(MESSAGES.required);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains a wrong card number, month, year and CVV', async () => {
    const { user, onSubmit } = renderCardForm();

    await user.type(field('Card Number'), '4242424242424241');
    await user.type(field('Cardholder Name'), 'Ada Lovelace');
    await user.type(field('Expiry Month'), '13');
    await user.type(field('Expiry Year'), '3');
    await user.type(field('CVV'), '12');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(field('Card Number')).toHaveAccessibleDescription(MESSAGES.cardNumberInvalid);
    expect(field('Expiry Month')).toHaveAccessibleDescription(MESSAGES.expiryMonthInvalid);
    expect(field('Expiry Year')).toHaveAccessibleDescription(MESSAGES.expiryYearInvalid);
    expect(field('CVV')).toHaveAccessibleDescription(MESSAGES.cvvInvalid);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a card whose expiry date has passed', async () => {
    const { user } = renderCardForm();

    await user.type(field('Expiry Month'), '01');
    await user.type(field('Expiry Year'), '20');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(field('Expiry Month')).not.toHaveAccessibleDescription();
    expect(field('Expiry Year')).toHaveAccessibleDescription(MESSAGES.cardExpired);
  });

  it('highlights the brand of the card being typed', async () => {
    const { user } = renderCardForm();
    const brand = (name: string) => screen.getByText(name).closest('[role="listitem"]');

    await user.type(field('Card Number'), '4');
    expect(brand('Visa')).toHaveAttribute('aria-current', 'true');
    expect(brand('Mastercard')).not.toHaveAttribute('aria-current');

    await user.clear(field('Card Number'));
    await user.type(field('Card Number'), '51');
    expect(brand('Mastercard')).toHaveAttribute('aria-current', 'true');

    await user.clear(field('Card Number'));
    await user.type(field('Card Number'), '37');
    expect(brand('Amex')).toHaveAttribute('aria-current', 'true');
    expect(brand('Visa')).not.toHaveAttribute('aria-current');
  });

  it('hands over a valid card with the number as digits and the name trimmed', async () => {
    const { user, onSubmit } = renderCardForm();

    await user.type(field('Card Number'), '4242 4242 4242 4242');
    await user.type(field('Cardholder Name'), ' Ada Lovelace ');
    await user.type(field('Expiry Month'), '12');
    await user.type(field('Expiry Year'), NEXT_YEAR);
    await user.type(field('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      cardNumber: '4242424242424242',
      cardholderName: 'Ada Lovelace',
      expiryMonth: '12',
      expiryYear: NEXT_YEAR,
      cvvNumber: '123',
    });
  });

  it('shows a declined payment once, above the form, and marks the card number', () => {
    const declined = new ApiError(402, MESSAGES.cardDeclined, { cardNumber: [MESSAGES.cardDeclined] });
    renderCardForm({ error: declined });

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.cardDeclined);
    // Said once: the number is marked invalid without repeating the text under it.
    expect(screen.getAllByText(MESSAGES.cardDeclined)).toHaveLength(1);
    expect(field('Card Number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a rejected field from the server on that field only', () => {
    const rejected = new ApiError(422, MESSAGES.invalidPayload, { expiryYear: [MESSAGES.cardExpired] });
    renderCardForm({ error: rejected });

    expect(field('Expiry Year')).toHaveAccessibleDescription(MESSAGES.cardExpired);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the submit button busy and disabled while a payment is being sent', () => {
    renderCardForm({ isPending: true });
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });
});

import type { CardFields } from '@boothdeck/contract';
import {
  CARD_EXPIRY_DIGITS,
  CARD_NUMBER_MAX_LENGTH,
  CVV_MAX_LENGTH,
  cardBrand,
  formatCardNumber,
} from '@boothdeck/contract/card';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { FormAlert } from '@/shared/ui/form-alert';
import { CardBrandBadges } from './card-brand-badges';
import { type CardValues, EMPTY_CARD, keepDigits, toCardFields, validateCard } from './card-values';
import { toCardFormErrors } from './to-card-form-errors';

type CardFormProps = {
  submitLabel: string;
  /** Gets the checked card, the number without spaces. */
  onSubmit: (card: CardFields) => void;
  isPending?: boolean;
  /** The last failed payment: its field errors go on the inputs, its reason above them. */
  error?: unknown;
  /** Shown under the submit button (a way back, a note). */
  children?: ReactNode;
};

type DigitField = 'expiryMonth' | 'expiryYear' | 'cvvNumber';

/** Lets only digit keys through; shortcuts and editing keys (Backspace, Tab, arrows) keep working. */
function blockNonDigitKeys(event: React.KeyboardEvent<HTMLInputElement>) {
  const isCharacter = event.key.length === 1;
  if (isCharacter && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey) event.preventDefault();
}

/** Card details for any payment: package subscription, event purchase, data purchase. */
export function CardForm({ submitLabel, onSubmit, isPending = false, error, children }: CardFormProps) {
  const form = useForm<CardValues>({ initialValues: EMPTY_CARD, validate: validateCard });
  const serverErrors = error ? toCardFormErrors(error) : null;
  const { setErrors } = form;

  useEffect(() => {
    if (error) setErrors(toCardFormErrors(error).fieldErrors);
  }, [error, setErrors]);

  const digitProps = (field: DigitField, maxLength: number) => ({
    ...form.getInputProps(field),
    maxLength,
    inputMode: 'numeric' as const,
    onKeyDown: blockNonDigitKeys,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, keepDigits(event.currentTarget.value, maxLength)),
  });

  const submit = form.onSubmit((values) => {
    if (!isPending) onSubmit(toCardFields(values));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={serverErrors?.formError ?? null} />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            We accept
          </Text>
          <CardBrandBadges detected={cardBrand(form.values.cardNumber)} />
        </Group>
        <TextInput
          label="Card Number"
          placeholder="1234 5678 9012 3456"
          withAsterisk
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={CARD_NUMBER_MAX_LENGTH}
          leftSection={<IconCreditCard size={18} />}
          {...form.getInputProps('cardNumber')}
          onChange={(event) => form.setFieldValue('cardNumber', formatCardNumber(event.currentTarget.value))}
        />
        <TextInput
          label="Cardholder Name"
          placeholder="Name on the card"
          withAsterisk
          autoComplete="cc-name"
          {...form.getInputProps('cardholderName')}
        />
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          <TextInput
            label="Expiry Month"
            placeholder="MM"
            withAsterisk
            autoComplete="cc-exp-month"
            {...digitProps('expiryMonth', CARD_EXPIRY_DIGITS)}
          />
          <TextInput
            label="Expiry Year"
            placeholder="YY"
            withAsterisk
            autoComplete="cc-exp-year"
            {...digitProps('expiryYear', CARD_EXPIRY_DIGITS)}
          />
          <TextInput
            label="CVV"
            placeholder="123"
            withAsterisk
            autoComplete="cc-csc"
            {...digitProps('cvvNumber', CVV_MAX_LENGTH)}
          />
        </SimpleGrid>
        <Button type="submit" fullWidth size="md" loading={isPending} leftSection={<IconLock size={18} />}>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </form>
  );
}

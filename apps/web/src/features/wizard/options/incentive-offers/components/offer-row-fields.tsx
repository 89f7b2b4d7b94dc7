import { OFFER_NAME_MAX_LENGTH } from '@boothdeck/contract';
import { ActionIcon, Grid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { EventDateTimePicker } from '@/shared/ui/event-date-time-picker';
import type { OffersValues } from '../offers-schema';

type OfferRowFieldsProps = {
  form: UseFormReturnType<OffersValues>;
  index: number;
  /** The earliest expiry the picker offers: now in the event's zone. */
  earliest: string;
  /** The event's zone: the expiry is a time on the event's clock, shown with its abbreviation. */
  timeZone: string;
  canRemove: boolean;
};

/** One offer: its name (with a 60-character counter), how many times it can be used, and when it expires. */
export function OfferRowFields({ form, index, earliest, timeZone, canRemove }: OfferRowFieldsProps) {
  const path = (field: string) => `incentive_offer.${index}.${field}`;
  const row = form.values.incentive_offer[index];
  if (!row) return null;
  const number = index + 1;
  return (
    <Grid gap="sm" align="flex-start">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          label={`Offer name ${number}`}
          withAsterisk
          maxLength={OFFER_NAME_MAX_LENGTH}
          rightSectionWidth={56}
          rightSection={
            <Text size="xs" c="dimmed">
              {row.offer_name.length}/{OFFER_NAME_MAX_LENGTH}
            </Text>
          }
          {...form.getInputProps(path('offer_name'))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 9, sm: 2 }}>
        <TextInput
          label={`Uses limit ${number}`}
          withAsterisk
          inputMode="numeric"
          {...form.getInputProps(path('uses_limit'))}
        />
      </Grid.Col>
      {/* On a phone the expiry takes a row of its own, below the use limit and the remove button. */}
      <Grid.Col span={{ base: 12, sm: 4 }} order={{ base: 4, sm: 3 }}>
        <EventDateTimePicker
          label={`Expire in ${number}`}
          withAsterisk
          min={earliest}
          timeZone={timeZone}
          value={row.expire_in}
          onChange={(wallTime) => form.setFieldValue(path('expire_in'), wallTime)}
          error={form.errors[path('expire_in')]}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 3, sm: 1 }} order={{ base: 3, sm: 4 }}>
        <ActionIcon
          mt={28}
          variant="subtle"
          color="red"
          size="lg"
          disabled={!canRemove}
          onClick={() => form.removeListItem('incentive_offer', index)}
          aria-label={`Remove offer ${number}`}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Grid.Col>
    </Grid>
  );
}

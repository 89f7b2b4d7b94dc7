import { type IncentiveOfferGetReply, MAX_OFFERS, OFFER_DESCRIPTION_MAX_LENGTH } from '@boothdeck/contract';
import { Button, Divider, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { type StepIntent, useStepSave } from '@/features/wizard/step-kit';
import { nowInZone } from '@/shared/lib/event-dates';
import { toFormErrors } from '@/shared/lib/to-form-errors';
import { GatedStepForm } from '../../common/gated-step-form';
import { loadedStep } from '../../common/loaded-step';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionStep } from '../../common/use-option-step';
import { useIncentiveOffers } from '../api/get-incentive-offers';
import { saveIncentiveOffers } from '../api/save-incentive-offers';
import {
  emptyRows,
  type OffersValues,
  offersValuesFrom,
  rowsToAdd,
  toIncentiveOfferBody,
  validateOffers,
} from '../offers-schema';
import { OfferRowFields } from './offer-row-fields';

function OffersForm({ mode, event, saved }: OptionStepProps & { saved: IncentiveOfferGetReply }) {
  const step = useOptionStep('incentive-offers', mode);
  const { isEdit, isLocked, nextPath, keepInDraft } = step;
  const form = useForm<OffersValues>({
    initialValues: offersValuesFrom(saved.incentive_offer, saved.incentive_details?.description),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const savedExpiries = useMemo(
    () => new Map(saved.incentive_offer.map((offer) => [offer.id, offer.expire_in])),
    [saved.incentive_offer],
  );
  const { save, pendingIntent } = useStepSave(mode, (body: ReturnType<typeof toIncentiveOfferBody>) =>
    saveIncentiveOffers(body, isEdit),
  );

  const submit = (intent: StepIntent) => (formEvent?: FormEvent) => {
    formEvent?.preventDefault();
    if (isLocked) return;
    setFormError(null);
    const values = form.getValues();
    const isDraft = intent === 'draft';
    const errors = validateOffers(values, {
      eventId: event.id,
      isDraft,
      now: nowInZone(event.time_zone),
      savedExpiries,
    });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    save(toIncentiveOfferBody(values, event.id, isDraft ? 'draft' : 'final'), intent, {
      onSaved: (reply) => keepInDraft(reply.data.incentive_offer),
      nextPath,
      onError: (error) => {
        const paths = values.incentive_offer.flatMap((_, index) =>
          ['offer_name', 'uses_limit', 'expire_in'].map((field) => `incentive_offer.${index}.${field}`),
        );
        const { fieldErrors, formError: message } = toFormErrors(error, [...paths, 'description']);
        form.setErrors(fieldErrors);
        setFormError(message);
      },
    });
  };

  const rows = form.values.incentive_offer;
  const addCount = rowsToAdd(rows.length);
  return (
    <GatedStepForm
      title="Incentives & Offers"
      description="Vouchers guests can claim at the event: up to 12 offers, each with a use limit and an expiry. Rows left empty are not saved."
      {...step}
      pendingIntent={pendingIntent}
      formError={formError}
      submitFor={submit}
    >
      <Stack gap="md">
        <Textarea
          label="Description"
          description="What the offers are about, shown with every voucher."
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          maxLength={OFFER_DESCRIPTION_MAX_LENGTH}
          {...form.getInputProps('description')}
        />
        <Divider label={`Offers (${rows.length} of ${MAX_OFFERS})`} labelPosition="left" />
        {rows.map((row, index) => (
          <OfferRowFields
            key={row.key}
            form={form}
            index={index}
            earliest={nowInZone(event.time_zone)}
            timeZone={event.time_zone}
            canRemove={rows.length > 1}
          />
        ))}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={addCount === 0}
            onClick={() => form.setFieldValue('incentive_offer', [...rows, ...emptyRows(addCount)])}
          >
            ADD
          </Button>
          {addCount === 0 && (
            <Text size="sm" c="dimmed">
              Twelve offers is the most an event can have.
            </Text>
          )}
        </Group>
      </Stack>
    </GatedStepForm>
  );
}

/** Incentives & Offers: the wizard step `/event/incentive-offer` and its edit screen. */
export const IncentiveOffersStep = loadedStep(useIncentiveOffers, (props, data) => (
  <OffersForm {...props} saved={data} />
));

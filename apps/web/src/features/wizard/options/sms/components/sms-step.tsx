import { REVIEW_MESSAGE_MAX_LENGTH, smsTextLength, TEXT_MESSAGE_MAX_LENGTH } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { MultiSelect, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useEmojiFreeInput } from '@/shared/hooks/use-emoji-free-input';
import { GatedStepForm } from '../../common/gated-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { SendSelect } from '../../common/send-select';
import { useOptionFormSave } from '../../common/use-option-form-save';
import { saveTextSms } from '../api/save-text-sms';
import {
  DELAY_OPTIONS,
  SMS_COUNTRY_OPTIONS,
  type SmsValues,
  smsValuesFrom,
  toTextSmsBody,
  validateSms,
} from '../sms-schema';

/** Text Messaging / SMS settings: the wizard step `/event/sms` and its edit screen. */
export function SmsStep({ mode, event }: OptionStepProps) {
  const form = useForm<SmsValues>({
    initialValues: smsValuesFrom(event.text_message),
    validate: validateSms(event.id),
  });
  const { formProps } = useOptionFormSave('sms', mode, form, {
    toBody: (values, intent) => toTextSmsBody(values, event.id, intent === 'draft' ? 'draft' : 'final'),
    send: saveTextSms,
    keep: (reply) => reply.text_message,
  });

  const emojiFreeInput = useEmojiFreeInput(form);

  // Counted as the server counts it (see smsTextLength), so the counter and the check agree.
  const reviewLength = smsTextLength(form.values.google_review_custom_message.trim());
  return (
    <GatedStepForm
      title="Text Messaging / SMS settings"
      description="The text guests receive with their photos, and an optional Google review request."
      {...formProps}
    >
      <Stack gap="md">
        <Textarea
          label="Text Message"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={TEXT_MESSAGE_MAX_LENGTH}
          description="Letters, numbers and punctuation; emojis are not allowed."
          {...emojiFreeInput('text_message', MESSAGES.emojiInTextMessage)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <TextInput
            label="Google Review Link"
            placeholder="https://g.page/r/…"
            leftSection={<IconBrandGoogle size={18} />}
            {...form.getInputProps('google_review_link')}
          />
          <Select
            label="Google Review Message Delay"
            allowDeselect={false}
            data={DELAY_OPTIONS}
            {...form.getInputProps('google_review_message_delay')}
          />
        </SimpleGrid>
        <TextInput
          label="Google Review Custom Message"
          description="Sent with the review link."
          rightSectionWidth={64}
          rightSection={
            <Text
              size="xs"
              c={reviewLength > REVIEW_MESSAGE_MAX_LENGTH ? 'red' : 'dimmed'}
              aria-label="Characters used"
            >
              {reviewLength}/{REVIEW_MESSAGE_MAX_LENGTH}
            </Text>
          }
          {...emojiFreeInput('google_review_custom_message', MESSAGES.emojiInReviewMessage)}
        />
        <MultiSelect
          label="Countries guests' texts may go to"
          description={`Numbers elsewhere are refused, so nobody can run up your bill texting abroad. Leave empty for the country of the event's time zone (${event.time_zone}), or any country when that zone belongs to none.`}
          placeholder={form.values.sms_countries.length === 0 ? 'The event’s own country' : undefined}
          data={SMS_COUNTRY_OPTIONS}
          searchable
          clearable
          nothingFoundMessage="No country by that name"
          maxValues={50}
          // Kept mounted while closed, its some 250 countries would be drawn again at every key typed in any field.
          comboboxProps={{ keepMounted: false }}
          {...form.getInputProps('sms_countries')}
        />
        <SendSelect linkValue="1" {...form.getInputProps('send')} />
      </Stack>
    </GatedStepForm>
  );
}

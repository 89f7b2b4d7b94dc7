import { containsEmoji, REVIEW_MESSAGE_MAX_LENGTH, TEXT_MESSAGE_MAX_LENGTH } from '@boothdeck/contract';
import { Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandGoogle } from '@tabler/icons-react';
import { type ChangeEvent, useRef } from 'react';
import { GatedStepForm } from '../../common/gated-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionFormSave } from '../../common/use-option-form-save';
import { saveTextSms } from '../api/save-text-sms';
import {
  DELAY_OPTIONS,
  EMOJI_MESSAGES,
  type EmojiBlocks,
  type SmsValues,
  smsValuesFrom,
  toTextSmsBody,
  validateSms,
} from '../sms-schema';

const PLACE = { path: '/event/sms', option: 'text_messaging', draftKey: 'sms_sharing' } as const;

/** Text Messaging / SMS settings: the wizard step `/event/sms` and its edit screen. */
export function SmsStep({ mode, event }: OptionStepProps) {
  const emojiBlocks = useRef<EmojiBlocks>({});
  const form = useForm<SmsValues>({
    initialValues: smsValuesFrom(event.text_message),
    validate: (values) => validateSms(values, emojiBlocks.current),
  });
  const { formProps } = useOptionFormSave(PLACE, mode, form, {
    toBody: (values, intent) => toTextSmsBody(values, event.id, intent === 'draft' ? 'draft' : 'final'),
    send: saveTextSms,
    keep: (reply) => reply.text_message,
  });

  /** An emoji clears the text and keeps the step blocked until the text is typed again. */
  const emojiFreeInput = (field: keyof EmojiBlocks) => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget;
      if (containsEmoji(value)) {
        emojiBlocks.current[field] = true;
        form.setFieldValue(field, '');
        form.setFieldError(field, EMOJI_MESSAGES[field]);
        return;
      }
      if (value) delete emojiBlocks.current[field];
      form.setFieldValue(field, value);
      form.clearFieldError(field);
    },
  });

  const reviewLength = form.values.google_review_custom_message.trim().length;
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
          {...emojiFreeInput('text_message')}
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
          {...emojiFreeInput('google_review_custom_message')}
        />
        <Select
          label="Send"
          allowDeselect={false}
          data={[{ value: '1', label: 'Social Gallery link' }]}
          {...form.getInputProps('send')}
        />
      </Stack>
    </GatedStepForm>
  );
}

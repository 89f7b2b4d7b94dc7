import {
  LEAD_MESSAGE_MAX_LENGTH,
  LEAD_SUBJECT_MAX_LENGTH,
  type LeadMessageChannel,
  type LeadSelectType,
} from '@boothdeck/contract';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { ApiError, getErrorMessage } from '@/shared/api/api-error';
import { useSendLeadMessage } from '../api/send-lead-message';

/** Who a message goes to: every lead of the event, the marked ones, or one. */
export type MessageTarget = {
  channel: LeadMessageChannel;
  selectType: LeadSelectType;
  leadIds: number[];
  /** How many of those leads it reaches (they agreed to marketing messages and gave the address), for the dialog's line. */
  count: number;
};

type LeadMessageModalProps = { eventId: number; target: MessageTarget | null; onClose: () => void };

const CHANNEL_NAME: Record<LeadMessageChannel, string> = { email: 'Email', sms: 'SMS' };

const leadsText = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'lead' : 'leads'}`;

/** The subject and message of an e-mail or SMS to leads; the server leaves out leads without consent. */
export function LeadMessageModal({ eventId, target, onClose }: LeadMessageModalProps) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendLeadMessage();
  const errors = send.error instanceof ApiError ? send.error.fieldErrors : {};

  const close = () => {
    send.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    send.mutate(
      {
        event_id: eventId,
        type: target.channel,
        select_type: target.selectType,
        lead_ids: target.selectType === 'all' ? [] : target.leadIds,
        subject,
        message,
      },
      {
        onSuccess: ({ queued, skipped }) => {
          notifications.show({
            color: 'green',
            title: `${CHANNEL_NAME[target.channel]} queued for ${leadsText(queued)}`,
            message:
              skipped > 0
                ? `${leadsText(skipped)} left out: no consent to messages, no ${target.channel === 'email' ? 'e-mail address' : 'mobile number'}, or this message already sent to them.`
                : 'Every chosen lead will receive it.',
          });
          setSubject('');
          setMessage('');
          close();
        },
      },
    );
  };

  const channel = target ? CHANNEL_NAME[target.channel] : '';
  return (
    <Modal opened={target !== null} onClose={close} title={`Send ${channel}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {target && (
            <Text size="sm" c="dimmed">
              {target.selectType === 'all'
                ? `To ${leadsText(target.count)}: every lead of this event who agreed to receive marketing messages.`
                : `To ${leadsText(target.count)}: only those who agreed to receive marketing messages.`}
            </Text>
          )}
          {target?.channel === 'email' && (
            <TextInput
              label="Subject"
              required
              maxLength={LEAD_SUBJECT_MAX_LENGTH}
              value={subject}
              onChange={(event) => setSubject(event.currentTarget.value)}
              error={errors.subject?.[0]}
              data-autofocus
            />
          )}
          <Textarea
            label="Message"
            required
            autosize
            minRows={4}
            maxLength={LEAD_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={errors.message?.[0]}
            description={`${message.length}/${LEAD_MESSAGE_MAX_LENGTH}`}
          />
          {send.isError && Object.keys(errors).length === 0 && (
            <Text c="red" size="sm" role="alert">
              {getErrorMessage(send.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

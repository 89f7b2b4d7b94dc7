import { addWebhookBodySchema, type WebhookEventType } from '@boothdeck/contract';
import { Alert, Button, Code, CopyButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useEventChoices } from '@/shared/api/event-choices';
import { toFormErrors } from '@/shared/lib/to-form-errors';
import { FormAlert } from '@/shared/ui/form-alert';
import { useAddWebhook } from '../api/add-webhook';
import { ALL_EVENTS, EVENT_TYPE_CHOICES } from './event-type-labels';

type FormValues = { url: string; event_type: string; event_id: string };

const ALL_MY_EVENTS = 'all';
const FIELDS = ['url', 'event_type', 'event_id'];

const validateBody = schemaResolver(addWebhookBodySchema, { sync: true });
const bodyOf = (values: FormValues) => ({
  url: values.url,
  event_type: values.event_type === ALL_EVENTS ? null : (values.event_type as WebhookEventType),
  event_id: values.event_id === ALL_MY_EVENTS ? null : Number(values.event_id),
});

/** The address, the kind of event and the organiser's event of a new endpoint; once added, its signing secret, shown this once. */
export function AddWebhookForm() {
  const add = useAddWebhook();
  const events = useEventChoices();
  const forChoices = [
    { value: ALL_MY_EVENTS, label: 'All my events' },
    ...(events.data ?? []).map((event) => ({ value: String(event.id), label: event.name })),
  ];
  const form = useForm<FormValues>({
    initialValues: { url: '', event_type: ALL_EVENTS, event_id: ALL_MY_EVENTS },
    validate: (values) => validateBody(bodyOf(values)),
  });
  const { formError } = add.isError ? toFormErrors(add.error, FIELDS) : { formError: null };

  const submit = form.onSubmit((values) => {
    add.mutate(bodyOf(values), {
      onSuccess: () => form.reset(),
      onError: (error) => form.setErrors(toFormErrors(error, FIELDS).fieldErrors),
    });
  });

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Endpoint address"
            description="An https:// address on the public internet that accepts POST requests."
            placeholder="https://example.com/boothdeck-webhooks"
            {...form.getInputProps('url')}
          />
          <Select label="Send" data={EVENT_TYPE_CHOICES} allowDeselect={false} {...form.getInputProps('event_type')} />
          <Select
            label="For"
            data={forChoices}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No event of that name"
            {...form.getInputProps('event_id')}
          />
          <FormAlert message={formError} />
          <Group>
            <Button type="submit" loading={add.isPending}>
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
      {add.data && (
        <Alert color="teal" icon={<IconKey size={18} />} title="Signing secret" role="status">
          <Stack gap="xs">
            <Text size="sm">{add.data.message}</Text>
            <Group gap="xs">
              <Code style={{ wordBreak: 'break-all' }} aria-label="Secret">
                {add.data.secret}
              </Code>
              <CopyButton value={add.data.secret}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

import type { EmailSetting, TextMessage } from '@boothdeck/contract';
import { Box, Group, Image, SimpleGrid, Text } from '@mantine/core';
import { DetailField } from '../detail-section';
import { NotSetUp } from './summary-parts';

/** The e-mail guests receive: sender, subject and template. */
export function EmailSummary({ setting }: { setting: EmailSetting | null }) {
  if (!setting) return <NotSetUp />;
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Box w={112} h={84} bg="gray.1" bdrs="sm" style={{ overflow: 'hidden', flexShrink: 0 }}>
        <Image
          src={setting.email_template.image}
          alt={`${setting.email_template.name} template`}
          h="100%"
          fit="contain"
        />
      </Box>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" flex={1}>
        <DetailField label="From Name">{setting.from_name}</DetailField>
        <DetailField label="Reply To">{setting.reply_to || '—'}</DetailField>
        <DetailField label="Email Subject">{setting.email_subject}</DetailField>
        <DetailField label="Template">
          {setting.email_template.name}
          {setting.template_type === 'my' && ' (My Template)'}
        </DetailField>
      </SimpleGrid>
    </Group>
  );
}

const delayText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/** The text guests receive and the Google review request. */
export function SmsSummary({ message }: { message: TextMessage | null }) {
  if (!message) return <NotSetUp />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <DetailField label="Text Message">
        <Text style={{ whiteSpace: 'pre-wrap' }}>{message.text_message}</Text>
      </DetailField>
      <DetailField label="Send">Social Gallery link</DetailField>
      {message.google_review_link && (
        <>
          <DetailField label="Google Review Link">
            <Text truncate>{message.google_review_link}</Text>
          </DetailField>
          <DetailField label="Review Message">
            {message.google_review_custom_message} · after {delayText(message.google_review_message_delay)}
          </DetailField>
        </>
      )}
    </SimpleGrid>
  );
}

import type { Social } from '@boothdeck/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { NotSetUp } from './summary-parts';

function NetworkState({ label, isOn }: { label: string; isOn: boolean }) {
  return (
    <Group gap={6}>
      <Text size="sm">{label}</Text>
      <Badge color={isOn ? 'teal' : 'gray'} variant="light">
        {isOn ? 'Enabled' : 'Disabled'}
      </Badge>
    </Group>
  );
}

/** The social settings: which networks guests may share to, and the message. */
export function SocialSummary({ social }: { social: Social | null }) {
  if (!social) return <NotSetUp />;
  return (
    <Stack gap={6}>
      <Group gap="lg">
        <NetworkState label="Facebook Text" isOn={social.client_facebook === '1'} />
        <NetworkState label="Instagram" isOn={social.instagram === '1'} />
      </Group>
      {social.email_message && (
        <Text size="sm" c="dimmed" fs="italic">
          “{social.email_message}”
        </Text>
      )}
    </Stack>
  );
}

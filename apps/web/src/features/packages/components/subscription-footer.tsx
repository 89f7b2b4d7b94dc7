import { PRODUCT_CONTACT_EMAIL, PRODUCT_WEBSITE } from '@boothdeck/contract/constants';
import { Anchor, Group, Text } from '@mantine/core';
import { IconMail, IconWorld } from '@tabler/icons-react';

const websiteLabel = PRODUCT_WEBSITE.replace(/^https?:\/\//, '');

/** Where to ask about plans: the product's website and mail address. */
export function SubscriptionFooter() {
  return (
    <Group component="footer" justify="center" gap="lg" pt="md">
      <Text size="sm" c="dimmed">
        Questions about a plan?
      </Text>
      <Anchor href={PRODUCT_WEBSITE} target="_blank" rel="noopener" size="sm">
        <Group gap={6} wrap="nowrap">
          <IconWorld size={16} aria-hidden />
          {websiteLabel}
        </Group>
      </Anchor>
      <Anchor href={`mailto:${PRODUCT_CONTACT_EMAIL}`} size="sm">
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden />
          {PRODUCT_CONTACT_EMAIL}
        </Group>
      </Anchor>
    </Group>
  );
}

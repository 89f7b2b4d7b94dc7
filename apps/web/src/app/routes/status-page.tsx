import { Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

type StatusPageProps = { title: string; description?: string; children?: ReactNode };

/** A centred message page (server error, not found). */
export function StatusPage({ title, description, children }: StatusPageProps) {
  useDocumentTitle(`${title} | Boothdeck`);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
        {children}
      </Stack>
    </Center>
  );
}

import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';

export type LegalSection = { heading: string; body: ReactNode };

type LegalPageProps = { title: string; summary: string; updated: string; sections: readonly LegalSection[] };

/** A plain page of terms: a title, a one-paragraph summary and short numbered sections. */
export function LegalPage({ title, summary, updated, sections }: LegalPageProps) {
  useDocumentTitle(`${title} | Boothdeck`);
  return (
    <Stack component="article" gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed">
          Last updated {updated}
        </Text>
      </Stack>
      <Text size="lg">{summary}</Text>
      {sections.map((section, index) => (
        <Stack key={section.heading} component="section" gap="xs">
          <Title order={2} fz="h4">
            {index + 1}. {section.heading}
          </Title>
          {section.body}
        </Stack>
      ))}
      <Text size="sm" c="dimmed">
        <Anchor component={Link} to={PATHS.login}>
          Back to Boothdeck
        </Anchor>
      </Text>
    </Stack>
  );
}

/** A short list inside a section. */
export function Points({ items }: { items: readonly ReactNode[] }) {
  return (
    <List spacing={4}>
      {items.map((item, index) => (
        // The lists are fixed text; their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

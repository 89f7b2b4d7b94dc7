import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

type PlaceholderPageProps = { title: string };

/** Stands in for a screen that is not built yet: its title only. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  useDocumentTitle(`${title} | Boothdeck`);
  return (
    <Stack>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}

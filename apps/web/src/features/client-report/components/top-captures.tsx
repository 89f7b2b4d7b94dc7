import type { ClientReport } from '@boothdeck/contract';
import { Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { pluralise } from '@/shared/lib/format-count';
import { PanelCard } from '@/shared/ui/panel-card';

/** The approved captures guests opened most. */
export function TopCaptures({ report }: { report: ClientReport }) {
  const items = report.top_captures;
  return (
    <PanelCard title="Top captures" subtitle="Approved captures guests opened most">
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No capture has been opened in the online gallery yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          {items.map((item, index) => (
            <Stack key={item.id} gap={4}>
              <Image
                src={item.preview ?? item.event_photo ?? item.event_gif ?? item.event_burst_gif}
                alt={`Top capture ${index + 1}`}
                radius="sm"
                h={140}
                fit="cover"
                fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
              />
              <Text size="xs" c="dimmed">
                {pluralise(item.views, 'view', 'views')}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </PanelCard>
  );
}

import type { Event } from '@boothdeck/contract';
import { ROLES } from '@boothdeck/contract/roles';
import { Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAllowed } from '@/shared/session/role';
import { useSessionStore } from '@/shared/session/session-store';
import { DetailSection } from '@/shared/ui/detail-section';
import { OptionSummary } from '@/shared/ui/option-summaries/option-summary';
import { editPathOf, visibleOptionSections } from '../lib/detail-sections';

/** The sections of the options the event has (and the package permits), each showing what its step saved. */
export function OptionSectionsDetails({ event }: { event: Event }) {
  const user = useSessionStore((state) => state.user);
  const canEdit = useAllowed(ROLES.managers);
  return visibleOptionSections(event, user).map((section) => {
    const [first] = section.items;
    if (!first) return null;
    if (section.items.length === 1 && first.title === section.title) {
      return (
        <DetailSection key={section.title} title={section.title} editTo={editPathOf(first.editPath, event.id)}>
          <OptionSummary option={first.option} event={event} />
        </DetailSection>
      );
    }
    return (
      <DetailSection key={section.title} title={section.title}>
        <Stack gap="md">
          {section.items.map((item) => (
            <Stack key={item.option} gap={6}>
              <Group justify="space-between">
                <Text fw={500}>{item.title}</Text>
                {canEdit && (
                  <Text
                    component={Link}
                    to={editPathOf(item.editPath, event.id)}
                    size="sm"
                    c="indigo"
                    aria-label={`Edit ${item.title}`}
                  >
                    Edit
                  </Text>
                )}
              </Group>
              <OptionSummary option={item.option} event={event} />
            </Stack>
          ))}
        </Stack>
      </DetailSection>
    );
  });
}

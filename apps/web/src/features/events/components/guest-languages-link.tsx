import { Text } from '@mantine/core';
import { generatePath } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { DetailSection } from '@/shared/ui/detail-section';

/** Where the organiser chooses the languages guests may pick, and gives their texts in each. */
export function GuestLanguagesLink({ eventId }: { eventId: number }) {
  return (
    <DetailSection title="Guest languages" editTo={generatePath(PATHS.editEventLanguages, { id: String(eventId) })}>
      <Text>
        The languages guests can choose on the booth and the gallery, the one they start in, and your texts in each.
      </Text>
    </DetailSection>
  );
}

import { optionStepOfFlag } from '@boothdeck/contract';
import { Divider, Loader, Stack, Text } from '@mantine/core';
import { getErrorMessage } from '@/shared/api/api-error';
import { useEvent } from '@/shared/api/get-event';
import { OPTION_TILES } from '@/shared/lib/event-options';
import { DetailSection } from '@/shared/ui/detail-section';
import { FormAlert } from '@/shared/ui/form-alert';
import { OptionSummary } from '@/shared/ui/option-summaries/option-summary';

/**
 * The options the event uses, each with the settings its step saved (read back from the server,
 * as the event's details show them) and an Edit link back to its step.
 */
export function ChosenOptionsRecap({ eventId }: { eventId: number }) {
  const { data, error } = useEvent(eventId);
  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <Loader size="sm" aria-label="Loading the chosen options" />;
  const { event } = data;
  const chosen = OPTION_TILES.filter(({ option }) => event.event_option?.[option] === 1);
  return (
    <Stack gap="sm">
      <Divider label="Chosen options" labelPosition="left" />
      {chosen.length === 0 && <Text c="dimmed">No options chosen.</Text>}
      {chosen.map(({ option, label }) => (
        <DetailSection key={option} title={label} editTo={optionStepOfFlag(option)?.path}>
          <OptionSummary option={option} event={event} />
        </DetailSection>
      ))}
    </Stack>
  );
}

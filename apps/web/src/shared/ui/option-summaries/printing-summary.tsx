import { PAPER_SIZES, type Printing } from '@boothdeck/contract';
import { Group, Image, Stack, Text } from '@mantine/core';
import { NotSetUp } from './summary-parts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The printing settings: paper, copies, how the booth prints, the limit and the print frame. */
export function PrintingSummary({ printing }: { printing: Printing | null }) {
  if (!printing) return <NotSetUp />;
  const isStrip = PAPER_SIZES[printing.paper].strips > 1;
  const lines = [
    `${PAPER_SIZES[printing.paper].label}${isStrip ? `, ${printing.strip_shots} shots a strip` : ''}`,
    `Up to ${plural(printing.copies, 'copy', 'copies')} per guest, ${printing.auto_print === 1 ? 'printed by itself after each capture' : 'when the guest taps Print'}`,
    printing.print_limit === null
      ? 'No print limit'
      : `At most ${plural(printing.print_limit, 'sheet', 'sheets')} for the event`,
  ];
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      {printing.print_frame && (
        <Image src={printing.print_frame} alt="Print frame" h={96} w="auto" fit="contain" bg="gray.1" />
      )}
      <Stack gap={2}>
        {lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Group>
  );
}

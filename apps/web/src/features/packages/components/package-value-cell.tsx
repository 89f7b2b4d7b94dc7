import type { PackageType } from '@boothdeck/contract';
import { Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { readPackageValue } from '../lib/package-value';

type PackageValueCellProps = { value: string | null; type: PackageType };

export function PackageValueCell({ value, type }: PackageValueCellProps) {
  if (value === null) {
    return (
      <Text c="dimmed" aria-label="Not listed">
        –
      </Text>
    );
  }
  const shown = readPackageValue(value, type);
  switch (shown.kind) {
    case 'included':
      return (
        <ThemeIcon color="teal" variant="light" radius="xl" size="md" role="img" aria-label="Included">
          <IconCheck size={16} stroke={2.5} aria-hidden />
        </ThemeIcon>
      );
    case 'excluded':
      return (
        <ThemeIcon color="gray.5" variant="transparent" size="md" role="img" aria-label="Not included">
          <IconX size={16} aria-hidden />
        </ThemeIcon>
      );
    case 'price':
      return (
        <Text fw={700} fz={{ base: 'md', sm: 'lg' }}>
          {shown.text}
        </Text>
      );
    case 'text':
      return <Text>{shown.text}</Text>;
  }
}

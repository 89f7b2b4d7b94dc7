import { DEVICES } from '@boothdeck/contract';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { formatDollars } from '@/shared/lib/format-price';

type DeviceChoiceProps = { value: number | null; onChange: (deviceId: number) => void; error?: string | null };

/** The fixed device list of a single-package event, each with its price. */
export function DeviceChoice({ value, onChange, error }: DeviceChoiceProps) {
  return (
    <Radio.Group
      label="Device"
      withAsterisk
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {DEVICES.map((device) => (
          <Radio.Card key={device.id} value={String(device.id)} radius="md" p="md" aria-label={device.name}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <IconDeviceMobile size={20} aria-hidden />
              <Text fw={500} flex={1}>
                {device.name}
              </Text>
              <Text fw={600}>{formatDollars(device.price)}</Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

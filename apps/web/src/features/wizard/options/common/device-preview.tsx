import { Box, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

const DEVICE_WIDTHS = { mobile: 340, tab: 560, desktop: 760 } as const;
type Device = keyof typeof DEVICE_WIDTHS;

/** A template shown at mobile, tab or desktop width. */
export function DevicePreview({ label, children }: { label: string; children: ReactNode }) {
  const [device, setDevice] = useState<Device>('mobile');
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" role="region" aria-label={label}>
      <Group justify="space-between" mb="sm">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <SegmentedControl
          size="xs"
          value={device}
          onChange={(value) => setDevice(value as Device)}
          data={[
            { value: 'mobile', label: 'Mobile' },
            { value: 'tab', label: 'Tab' },
            { value: 'desktop', label: 'Desktop' },
          ]}
        />
      </Group>
      <Box maw={DEVICE_WIDTHS[device]} mx="auto" style={{ transition: 'max-width 150ms ease' }}>
        {children}
      </Box>
    </Paper>
  );
}

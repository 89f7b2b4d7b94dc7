import { Text } from '@mantine/core';

export function Copyright() {
  return (
    <Text size="sm" c="dimmed">
      © {new Date().getFullYear()} Boothdeck. All rights reserved.
    </Text>
  );
}

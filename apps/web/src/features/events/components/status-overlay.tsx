import { Loader, Overlay, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { OverlayStatus } from '../hooks/use-status-overlay';

/** Covers the page while a list action runs and tells how it went. */
export function StatusOverlay({ status }: { status: OverlayStatus | null }) {
  if (!status) return null;
  const { tone, message } = status;
  return (
    <Overlay fixed center zIndex={400} color="#000" backgroundOpacity={0.35} blur={2}>
      <Paper radius="md" shadow="lg" px="xl" py="lg" miw={260}>
        <Stack align="center" gap="sm" role={tone === 'error' ? 'alert' : 'status'}>
          {tone === 'busy' && <Loader aria-hidden />}
          {tone === 'success' && (
            <ThemeIcon color="teal" variant="light" radius="xl" size={44}>
              <IconCircleCheck size={28} />
            </ThemeIcon>
          )}
          {tone === 'error' && (
            <ThemeIcon color="red" variant="light" radius="xl" size={44}>
              <IconAlertCircle size={28} />
            </ThemeIcon>
          )}
          <Text fw={600}>{message}</Text>
        </Stack>
      </Paper>
    </Overlay>
  );
}

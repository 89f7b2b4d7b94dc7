import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

type AuthLayoutProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** The access pages' frame: the product name over a centred card. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  useDocumentTitle(`${title} | Boothdeck`);
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={480} gap="lg">
        <Text component="p" ta="center" fw={800} fz={32} c="indigo.7" lh={1}>
          Boothdeck
        </Text>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Box>
              <Title order={1} fz="h3">
                {title}
              </Title>
              {description && (
                <Text c="dimmed" size="sm" mt={4}>
                  {description}
                </Text>
              )}
            </Box>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}

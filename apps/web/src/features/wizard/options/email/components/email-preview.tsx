import type { EmailTemplateContents, TemplateLayout } from '@boothdeck/contract';
import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import { SafeHtml } from '@/shared/ui/safe-html';

/** Each layout's look: header colours, alignment and type. */
const LAYOUTS: Record<
  TemplateLayout,
  { band: string; ink: string; accent: string; align: 'center' | 'left'; serif: boolean }
> = {
  one: { band: '#4c6ef5', ink: '#fff', accent: '#4c6ef5', align: 'center', serif: false },
  two: { band: '#fff4e6', ink: '#d9480f', accent: '#e8590c', align: 'left', serif: false },
  three: { band: '#2b2d42', ink: '#f1e3c6', accent: '#b08d57', align: 'center', serif: true },
};

/** The guest's e-mail as the chosen layout shows it, with the template's texts; the rich ones sanitised. */
export function EmailPreview({ layout, contents }: { layout: TemplateLayout; contents: EmailTemplateContents }) {
  const look = LAYOUTS[layout];
  const font = look.serif ? 'Georgia, serif' : undefined;
  return (
    <Paper radius="md" shadow="sm" style={{ overflow: 'hidden', fontFamily: font }}>
      <Box bg={look.band} c={look.ink} px="lg" py="md" ta={look.align}>
        <Text fw={700} fz="lg" ff={font}>
          {contents.eventName || 'Your event'}
        </Text>
      </Box>
      <Stack gap="sm" p="lg" ta={look.align} bg="white">
        <Text fw={600} ff={font}>
          {contents.userName}
        </Text>
        <SafeHtml html={contents.contentBodyText} fz="sm" ff={font} style={{ whiteSpace: 'pre-line' }} />
        {contents.buttonText && (
          <Center>
            <Box bg={look.accent} c="white" px="lg" py={8} bdrs="xl" fw={600} fz="sm">
              {contents.buttonText}
            </Box>
          </Center>
        )}
        {contents.markupText && <SafeHtml html={contents.markupText} fz="sm" c="dimmed" fs="italic" />}
      </Stack>
      <Box bg="gray.1" px="lg" py="sm" ta="center">
        <Text size="xs" c="dimmed">
          {contents.footerText}
        </Text>
      </Box>
    </Paper>
  );
}

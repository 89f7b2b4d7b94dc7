import { DEFAULT_SOCIAL_MENU_STYLE, type MicrositeTemplateContents, type TemplateLayout } from '@boothdeck/contract';
import { Box, Center, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandX, IconDownload, IconMail } from '@tabler/icons-react';

const TILE_COLOURS = ['#ffd8a8', '#d0bfff', '#a5d8ff', '#b2f2bb', '#ffc9c9', '#fff3bf'];

/** The guest's social gallery as the chosen layout shows it, with the step's look; plain text only. */
export function MicrositePreview({
  layout,
  contents,
}: {
  layout: TemplateLayout;
  contents: MicrositeTemplateContents;
}) {
  const isDark = layout === 'three';
  return (
    <Paper radius="md" shadow="sm" style={{ overflow: 'hidden' }} bg={isDark ? '#1f1f2e' : 'white'}>
      <Stack gap="sm" p="md" align={layout === 'two' ? 'flex-start' : 'center'}>
        {contents.logo ? (
          <Image src={contents.logo} alt="Gallery logo" h={48} w="auto" fit="contain" />
        ) : (
          <Box h={48} />
        )}
        <Text size="sm" c={isDark ? 'gray.3' : 'dark'} ta={layout === 'two' ? 'left' : 'center'}>
          {contents.contentBodyText}
        </Text>
      </Stack>
      <Group
        justify="center"
        gap="lg"
        py={8}
        bg={contents.SocialMenuStyle || DEFAULT_SOCIAL_MENU_STYLE}
        c="white"
        aria-label="Social menu"
      >
        <IconBrandFacebook size={18} />
        <IconBrandInstagram size={18} />
        <IconBrandX size={18} />
        <IconMail size={18} />
        <IconDownload size={18} />
      </Group>
      <SimpleGrid cols={3} spacing={4} p="sm">
        {TILE_COLOURS.map((colour) => (
          <Box key={colour} bg={colour} style={{ aspectRatio: '1' }} bdrs="xs" />
        ))}
      </SimpleGrid>
      {contents.buttonText && (
        <Center pb="sm">
          <Box bg={contents.buttonColor} c="white" px="lg" py={8} bdrs="xl" fw={600} fz="sm">
            {contents.buttonText}
          </Box>
        </Center>
      )}
      <Text size="xs" c="dimmed" ta="center" pb="md" px="md">
        {contents.footerText}
      </Text>
    </Paper>
  );
}

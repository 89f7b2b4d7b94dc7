import { GALLERY_PRIVACY_MODES, type GalleryPrivacy } from '@boothdeck/contract';
import { Group, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { GALLERY_PRIVACY_CHOICES } from '@/shared/lib/option-choices';
import type { MicrositeValues } from '../microsite-schema';

/** Who sees the public gallery, and whether the venue slide show still shows every approved photo. */
export function GalleryPrivacyField({ form }: { form: UseFormReturnType<MicrositeValues> }) {
  const { value, onChange } = form.getInputProps('gallery_privacy');
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Who sees the gallery"
        value={value as GalleryPrivacy}
        onChange={(chosen) => onChange(chosen as GalleryPrivacy)}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
          {GALLERY_PRIVACY_MODES.map((mode) => (
            <Radio.Card key={mode} value={mode} radius="md" p="md" aria-label={GALLERY_PRIVACY_CHOICES[mode].label}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <div>
                  <Text fw={500} size="sm">
                    {GALLERY_PRIVACY_CHOICES[mode].label}
                  </Text>
                  <Text c="dimmed" size="xs">
                    {GALLERY_PRIVACY_CHOICES[mode].description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {form.values.gallery_privacy !== 'everyone' && (
        <Switch
          label="Show every approved photo on the venue slide show"
          description="The screen at the venue, opened from the gallery's link: guests' phones still show only what this choice allows."
          {...form.getInputProps('venue_slide_show', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}

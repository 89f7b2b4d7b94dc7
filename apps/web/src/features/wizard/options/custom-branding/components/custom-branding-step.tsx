import { WATERMARK_MAX_BYTES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, FileButton, Group, Input, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { readDataUrl } from '@/shared/lib/read-data-url';
import { GatedStepForm } from '../../common/gated-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionFormSave } from '../../common/use-option-form-save';
import { saveWatermark } from '../api/save-watermark';
import { WatermarkPreview } from './watermark-preview';

const PLACE = { path: '/event/custom-branding', option: 'water_mark', draftKey: 'watermark' } as const;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

type BrandingValues = {
  /** A newly chosen image as a data URL; null keeps the saved one. */
  photo: string | null;
  align_x: 'left' | 'right';
  align_y: 'top' | 'bottom';
};

/** Custom Branding: the wizard step `/event/custom-branding` and its edit screen. */
export function CustomBrandingStep({ mode, event }: OptionStepProps) {
  const saved = event.watermark;
  const form = useForm<BrandingValues>({
    initialValues: { photo: null, align_x: saved?.align_x ?? 'right', align_y: saved?.align_y ?? 'bottom' },
    validate: { photo: (photo) => (photo || saved ? null : MESSAGES.watermarkRequired) },
  });
  const { formProps } = useOptionFormSave(PLACE, mode, form, {
    toBody: (values) => {
      const body = { event_id: event.id, align_x: values.align_x, align_y: values.align_y };
      return values.photo ? { ...body, photo: values.photo } : body;
    },
    send: saveWatermark,
    keep: (reply) => reply.watermark,
  });

  const choose = async (file: File | null) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > WATERMARK_MAX_BYTES) {
      form.setFieldError('photo', MESSAGES.watermarkImageInvalid);
      return;
    }
    form.setFieldValue('photo', await readDataUrl(file));
    form.clearFieldError('photo');
  };

  const logo = form.values.photo ?? saved?.photo ?? null;
  return (
    <GatedStepForm title="Custom Branding - Watermark your content and choose it's position" {...formProps}>
      <Group align="flex-start" gap="xl">
        <Stack gap="lg" flex={1} miw={240}>
          <Input.Wrapper
            label="Watermark image"
            description="PNG, JPEG or WebP up to 2 MB; a transparent PNG looks best."
            withAsterisk
            error={form.errors.photo}
          >
            <Group mt="xs">
              <FileButton onChange={choose} accept={IMAGE_TYPES.join(',')}>
                {(props) => (
                  <Button variant="default" leftSection={<IconUpload size={18} />} {...props}>
                    {logo ? 'Change image' : 'Upload image'}
                  </Button>
                )}
              </FileButton>
            </Group>
          </Input.Wrapper>
          <Radio.Group label="X axis" {...form.getInputProps('align_x')}>
            <Group mt="xs">
              <Radio value="left" label="Left" />
              <Radio value="right" label="Right" />
            </Group>
          </Radio.Group>
          <Radio.Group label="Y axis" {...form.getInputProps('align_y')}>
            <Group mt="xs">
              <Radio value="top" label="Top" />
              <Radio value="bottom" label="Bottom" />
            </Group>
          </Radio.Group>
          <Text size="sm" c="dimmed">
            The watermark sits 20 px in from the chosen corner of every photo.
          </Text>
        </Stack>
        <WatermarkPreview logo={logo} alignX={form.values.align_x} alignY={form.values.align_y} />
      </Group>
    </GatedStepForm>
  );
}

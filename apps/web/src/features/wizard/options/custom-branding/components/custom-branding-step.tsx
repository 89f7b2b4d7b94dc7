import { WATERMARK_MAX_BYTES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, Group, Input, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import type { ImageFileCheck } from '@/shared/lib/image-file-check';
import { ImageFileButton } from '@/shared/ui/image-file-button';
import { GatedStepForm } from '../../common/gated-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionFormSave } from '../../common/use-option-form-save';
import { saveWatermark } from '../api/save-watermark';
import { WatermarkPreview } from './watermark-preview';

const IMAGE_RULES = { maxBytes: WATERMARK_MAX_BYTES, tooLargeText: MESSAGES.watermarkImageInvalid };

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
  const { formProps } = useOptionFormSave('custom-branding', mode, form, {
    toBody: (values) => {
      const body = { event_id: event.id, align_x: values.align_x, align_y: values.align_y };
      return values.photo ? { ...body, photo: values.photo } : body;
    },
    send: saveWatermark,
    keep: (reply) => reply.watermark,
  });

  const take = (checked: ImageFileCheck) => {
    if (!checked.isAccepted) return form.setFieldError('photo', checked.message);
    form.setFieldValue('photo', checked.dataUrl);
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
              <ImageFileButton rules={IMAGE_RULES} onChecked={take}>
                {(props) => (
                  <Button variant="default" leftSection={<IconUpload size={18} />} {...props}>
                    {logo ? 'Change image' : 'Upload image'}
                  </Button>
                )}
              </ImageFileButton>
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

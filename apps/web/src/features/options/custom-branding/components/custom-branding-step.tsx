import { WATERMARK_MAX_BYTES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, FileButton, Group, Input, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { StepActions, StepCard, type StepIntent, useStepSave } from '@/features/wizard/step-kit';
import { useServerErrors } from '@/shared/hooks/use-server-errors';
import { readDataUrl } from '@/shared/lib/read-data-url';
import { GatedStepBody } from '../../common/gated-step-body';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionStep } from '../../common/use-option-step';
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
  const { isEdit, isLocked, backTo, nextPath, keepInDraft } = useOptionStep(PLACE, mode);
  const saved = event.watermark;
  const form = useForm<BrandingValues>({
    initialValues: { photo: null, align_x: saved?.align_x ?? 'right', align_y: saved?.align_y ?? 'bottom' },
    validate: { photo: (photo) => (photo || saved ? null : MESSAGES.watermarkRequired) },
  });
  const { formError, showServerErrors, clearFormError } = useServerErrors(form);
  const { save, pendingIntent } = useStepSave(mode, (body: Parameters<typeof saveWatermark>[0]) =>
    saveWatermark(body, isEdit),
  );

  const choose = async (file: File | null) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > WATERMARK_MAX_BYTES) {
      form.setFieldError('photo', MESSAGES.watermarkImageInvalid);
      return;
    }
    form.setFieldValue('photo', await readDataUrl(file));
    form.clearFieldError('photo');
  };

  const saveAs = (intent: StepIntent) => (values: BrandingValues) => {
    if (isLocked) return;
    clearFormError();
    const body = { event_id: event.id, align_x: values.align_x, align_y: values.align_y };
    save(values.photo ? { ...body, photo: values.photo } : body, intent, {
      onSaved: (reply) => keepInDraft(reply.watermark),
      nextPath,
      onError: showServerErrors,
    });
  };

  const logo = form.values.photo ?? saved?.photo ?? null;
  return (
    <form onSubmit={form.onSubmit(saveAs('next'))} noValidate>
      <StepCard title="Custom Branding - Watermark your content and choose it's position" isEdit={isEdit}>
        <GatedStepBody
          isLocked={isLocked}
          formError={formError}
          actions={
            <StepActions
              isEdit={isEdit}
              backTo={backTo}
              pendingIntent={pendingIntent}
              onSaveDraft={form.onSubmit(saveAs('draft'))}
            />
          }
        >
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
        </GatedStepBody>
      </StepCard>
    </form>
  );
}

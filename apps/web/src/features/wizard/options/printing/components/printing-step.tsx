import {
  PAPER_SIZE_IDS,
  PAPER_SIZES,
  type PaperSize,
  PRINT_COPIES_MAX,
  PRINT_FRAME_MAX_BYTES,
  PRINTING_STEP_MESSAGES,
  type PrintingBody,
  STRIP_SHOTS,
} from '@boothdeck/contract';
import { Button, Group, Input, NumberInput, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import type { ImageFileCheck } from '@/shared/lib/image-file-check';
import { ImageFileButton } from '@/shared/ui/image-file-button';
import { GatedStepForm } from '../../common/gated-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionFormSave } from '../../common/use-option-form-save';
import { savePrinting } from '../api/save-printing';
import { PrintPreview } from './print-preview';

type PrintingValues = {
  paper: PaperSize;
  copies: number | string;
  auto_print: 'auto' | 'button';
  print_limit: number | string;
  strip_shots: string;
  /** A new frame as a data URL; '' removes the saved one; null keeps it. */
  print_frame: string | null;
};

/** Printing: the wizard step `/event/printing` and its edit screen. */
export function PrintingStep({ mode, event }: OptionStepProps) {
  const saved = event.printing;
  const form = useForm<PrintingValues>({
    initialValues: {
      paper: saved?.paper ?? '4x6-landscape',
      copies: saved?.copies ?? 1,
      auto_print: saved?.auto_print === 1 ? 'auto' : 'button',
      print_limit: saved?.print_limit ?? '',
      strip_shots: String(saved?.strip_shots ?? STRIP_SHOTS[0]),
      print_frame: null,
    },
  });
  const { formProps } = useOptionFormSave('printing', mode, form, {
    toBody: (values): PrintingBody => {
      const body: PrintingBody = {
        eventId: event.id,
        paper: values.paper,
        copies: Number(values.copies),
        auto_print: values.auto_print === 'auto' ? 1 : 0,
        print_limit: values.print_limit === '' ? undefined : Number(values.print_limit),
        strip_shots: Number(values.strip_shots),
      };
      return values.print_frame === null ? body : { ...body, print_frame: values.print_frame };
    },
    send: savePrinting,
    keep: (reply) => reply.printing,
  });

  const paper = form.values.paper;
  const [width, height] = PAPER_SIZES[paper].artwork;
  const frameRules = {
    maxBytes: PRINT_FRAME_MAX_BYTES,
    tooLargeText: PRINTING_STEP_MESSAGES.frameInvalid,
    size: { width, height, text: 'The print frame' },
  };
  const take = (checked: ImageFileCheck) => {
    if (!checked.isAccepted) return form.setFieldError('print_frame', checked.message);
    form.setFieldValue('print_frame', checked.dataUrl);
    form.clearFieldError('print_frame');
  };
  const frame = form.values.print_frame === null ? (saved?.print_frame ?? null) : form.values.print_frame || null;
  const isStrip = PAPER_SIZES[paper].strips > 1;

  return (
    <GatedStepForm title="Printing - Print at the booth" {...formProps}>
      <Group align="flex-start" gap="xl">
        <Stack gap="lg" flex={1} miw={260}>
          <Radio.Group
            label="Paper"
            description="Printed at 300 dpi; strips print two to a 4×6 sheet."
            {...form.getInputProps('paper')}
          >
            <Stack mt="xs" gap="xs">
              {PAPER_SIZE_IDS.map((id) => (
                <Radio key={id} value={id} label={PAPER_SIZES[id].label} />
              ))}
            </Stack>
          </Radio.Group>
          {isStrip && (
            <Input.Wrapper label="Shots per strip" description="Taken one after another in one session.">
              <div>
                <SegmentedControl
                  mt="xs"
                  data={STRIP_SHOTS.map((shots) => ({ value: String(shots), label: `${shots} shots` }))}
                  {...form.getInputProps('strip_shots')}
                />
              </div>
            </Input.Wrapper>
          )}
          <NumberInput
            label="Copies per guest"
            description={`A guest prints 1 to this many; auto-print prints them all (at most ${PRINT_COPIES_MAX}).`}
            min={1}
            max={PRINT_COPIES_MAX}
            allowDecimal={false}
            {...form.getInputProps('copies')}
          />
          <Radio.Group label="When the booth prints" {...form.getInputProps('auto_print')}>
            <Stack mt="xs" gap="xs">
              <Radio value="button" label="When the guest taps Print" />
              <Radio value="auto" label="By itself after every capture (auto-print)" />
            </Stack>
          </Radio.Group>
          <NumberInput
            label="Print limit for the event"
            description="Sheets in all, every booth together. Leave blank for no limit."
            min={1}
            allowDecimal={false}
            {...form.getInputProps('print_limit')}
          />
          <Input.Wrapper
            label="Print frame"
            description={`Artwork laid over each ${isStrip ? 'strip' : 'print'}: a PNG of exactly ${width} × ${height} pixels, transparent where the photos show.`}
            error={form.errors.print_frame}
          >
            <Group mt="xs">
              <ImageFileButton rules={frameRules} onChecked={take}>
                {(props) => (
                  <Button variant="default" leftSection={<IconUpload size={18} />} {...props}>
                    {frame ? 'Change frame' : 'Upload frame'}
                  </Button>
                )}
              </ImageFileButton>
              {frame && (
                <Button variant="subtle" color="red" onClick={() => form.setFieldValue('print_frame', '')}>
                  Remove frame
                </Button>
              )}
            </Group>
          </Input.Wrapper>
        </Stack>
        <Stack gap="xs" align="center">
          <PrintPreview paper={paper} frame={frame} shots={isStrip ? Number(form.values.strip_shots) : 1} />
          <Text size="sm" c="dimmed">
            {PAPER_SIZES[paper].label}
          </Text>
        </Stack>
      </Group>
    </GatedStepForm>
  );
}

import { type EventFrame, FRAME_HEIGHT, FRAME_WIDTH } from '@boothdeck/contract';
import { Box, Button, Group, Stack } from '@mantine/core';
import { IconBrush, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { ChosenItemCard } from '../../common/library/components/chosen-item-card';
import { CustomFrameControl } from '../../common/library/components/custom-frame-control';
import { CustomFrameModal } from '../../common/library/components/custom-frame-modal';
import { LibraryChooser } from '../../common/library/components/library-chooser';
import { LibraryModal } from '../../common/library/components/library-modal';
import { LibraryThumb } from '../../common/library/components/library-thumb';
import { useChosenItems } from '../../common/library/hooks/use-chosen-items';
import { useCustomFrames } from '../../common/library/hooks/use-custom-frames';
import { useLibraryPicker } from '../../common/library/hooks/use-library-picker';
import { OptionStepForm } from '../../common/option-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionSave } from '../../common/use-option-save';
import { useFrames } from '../api/get-frames';
import { saveFrames } from '../api/save-frames';
import { type DesignTarget, FrameDesignerModal } from '../canvas-editor/components/frame-designer-modal';
import { newFrameItem, overlayOf } from '../frame-items';
import { FramePreview } from './frame-preview';

const FRAME_RATIO = FRAME_WIDTH / FRAME_HEIGHT;
const FORM_TEXTS = {
  title: 'Frames',
  description: "Overlays around guests' photos. Upload your own frame for any of them.",
};

/** Frames: the wizard step `/event/frame` and its edit screen. */
export function FramesStep({ mode, event }: OptionStepProps) {
  const { submit, ...step } = useOptionSave('frames', mode, saveFrames(event.id));
  const library = useFrames();
  const chosen = useChosenItems<EventFrame>(event.photo_frame, (item) => item.frame_id);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [designing, setDesigning] = useState<DesignTarget | null>(null);
  const customFrames = useCustomFrames('frame', (frameId, custom_frame) =>
    chosen.update(frameId, (item) => ({ ...item, custom_frame })),
  );
  // The frame last asked for, while it is still chosen; else the first one.
  const previewed = chosen.items.find((item) => item.frame_id === previewId) ?? chosen.items[0];

  const frames = library.data?.frames;
  const picker = useLibraryPicker(chosen, library, frames && [{ label: 'Frames', items: frames }], {
    choice: (frame) => ({
      label: frame.name,
      preview: <LibraryThumb src={frame.preview_image} ratio={FRAME_RATIO} />,
    }),
    chosen: newFrameItem,
  });
  return (
    <OptionStepForm {...FORM_TEXTS} {...step} onSubmit={(intent) => submit(chosen.ids, intent, chosen.draftValue)}>
      <Group align="flex-start" gap="xl">
        <Stack flex={1} miw={280}>
          <LibraryChooser
            heading="Chosen frames"
            openLabel="Open Frame Library"
            onOpen={picker.open}
            emptyText="No Frame Selected."
          >
            {chosen.items.map((item) => {
              const label = item.name;
              const isPreviewed = item.frame_id === previewed?.frame_id;
              return (
                <ChosenItemCard
                  key={item.frame_id}
                  label={label}
                  preview={<LibraryThumb src={item.preview_image} ratio={FRAME_RATIO} />}
                  isActive={isPreviewed}
                  onRemove={() => chosen.remove(item.frame_id)}
                  actions={
                    <>
                      <Button
                        size="compact-sm"
                        variant={isPreviewed ? 'filled' : 'light'}
                        leftSection={<IconEye size={14} />}
                        onClick={() => setPreviewId(item.frame_id)}
                        aria-label={`Preview ${label}`}
                        aria-pressed={isPreviewed}
                      >
                        Preview
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconBrush size={14} />}
                        onClick={() => setDesigning({ itemId: item.frame_id, label, background: item.frame })}
                        aria-label={`Design frame for ${label}`}
                      >
                        Design frame
                      </Button>
                      <CustomFrameControl
                        frame={item.custom_frame[0]}
                        {...customFrames.controlOf(item.frame_id, label)}
                      />
                    </>
                  }
                />
              );
            })}
          </LibraryChooser>
        </Stack>
        <Box w={FRAME_WIDTH} maw="100%">
          <FramePreview overlay={previewed ? overlayOf(previewed) : null} label={previewed?.name ?? ''} />
        </Box>
      </Group>
      <LibraryModal title="Frame Library" {...picker.modal} />
      <CustomFrameModal eventId={event.id} {...customFrames.modal} />
      <FrameDesignerModal
        eventId={event.id}
        target={designing}
        onSaved={(frameId, frame) => {
          customFrames.onUploaded(frameId, frame);
          setPreviewId(frameId);
        }}
        onClose={() => setDesigning(null)}
      />
    </OptionStepForm>
  );
}

import { MESSAGES } from '@boothdeck/contract/messages';
import { Alert, Group, Modal, Stack } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ImageFileCheck } from '@/shared/lib/image-file-check';
import { ConfirmDialog } from '../../../common/confirm-dialog';
import { customFrameRefusal, useUploadCustomFrame } from '../../../common/library/api/upload-custom-frame';
import { useDesignCanvas } from '../hooks/use-design-canvas';
import { useTextStyle } from '../hooks/use-text-style';
import { downloadDataUrl } from '../lib/download-data-url';
import { isTypingTarget } from '../lib/typing-target';
import { DesignStage } from './design-stage';
import { DesignerPanels } from './designer-panels';
import { DesignerToolbar } from './designer-toolbar';
import type { FrameDesignerProps } from './frame-designer-modal';
import type { SamplePhotoSettings } from './photo-panel';

const DOWNLOAD_FILE_NAME = 'canvas.png';

/** The frame designer: the library frame on a canvas, texts, props and images over it, saved as the custom frame. */
export function FrameDesigner({ eventId, target, onSaved, onClose }: FrameDesignerProps) {
  const editor = useDesignCanvas(target.background);
  const upload = useUploadCustomFrame('frame');
  const textStyle = useTextStyle(editor);
  const [photo, setPhoto] = useState<SamplePhotoSettings>({ isShown: true, opacity: 1 });
  const [question, setQuestion] = useState<'reset' | 'discard' | null>(null);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useWindowEvent('keydown', (event) => {
    const isDeleteKey = event.key === 'Delete' || event.key === 'Backspace';
    if (!isDeleteKey || question || isTypingTarget(event.target) || editor.selection.length === 0) return;
    event.preventDefault();
    editor.remove(editor.selection);
  });

  const close = () => (editor.isDirty ? setQuestion('discard') : onClose());
  // Escape answers an open question with no, stops typing in a text or closes Help; else it leaves.
  const onEscape = () => {
    if (question !== null) return setQuestion(null);
    if (editor.stopTyping()) return;
    if (isHelpOpen) return setHelpOpen(false);
    close();
  };

  const addImage = async (url: string, name: string) => {
    setError(null);
    await editor.addImage(url, name).catch(() => setError(MESSAGES.designImageUnreadable));
  };

  const uploadImage = async (checked: ImageFileCheck, file: File) => {
    if (!checked.isAccepted) return setError(checked.message);
    await addImage(checked.dataUrl, `Image: ${file.name}`);
  };

  const download = () => {
    const png = editor.exportDesign();
    if (png) downloadDataUrl(png, DOWNLOAD_FILE_NAME);
  };

  const save = () => {
    const customImage = editor.exportDesign();
    if (!customImage) return;
    setError(null);
    upload.mutate(
      { customImage, event_id: eventId, frame_id: target.itemId },
      {
        onSuccess: ({ custom_frame }) => {
          onSaved(target.itemId, { id: custom_frame.id, frame: custom_frame.frame });
          notifications.show({ color: 'teal', message: `Your design is now the custom frame of ${target.label}.` });
          onClose();
        },
        onError: (failure) => setError(customFrameRefusal(failure)),
      },
    );
  };

  const shownError = error ?? editor.loadError;
  return (
    <Modal
      opened
      fullScreen
      onClose={onEscape}
      withCloseButton={false}
      title={`Frame designer: ${target.label}`}
      transitionProps={{ duration: 0 }}
    >
      <Stack gap="md">
        <DesignerToolbar
          isSaving={upload.isPending}
          isReady={editor.isReady}
          help={{ opened: isHelpOpen, onChange: setHelpOpen }}
          onSave={save}
          onReset={() => setQuestion('reset')}
          onDownload={download}
          onUpload={uploadImage}
          onCancel={close}
        />
        {shownError && (
          <Alert color="red" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={() => setError(null)}>
            {shownError}
          </Alert>
        )}
        <Group align="flex-start" justify="center" gap="xl">
          <DesignStage photo={photo} hostRef={editor.setHost} isReady={editor.isReady} />
          <DesignerPanels
            editor={editor}
            textStyle={textStyle}
            samplePhoto={{ settings: photo, change: setPhoto }}
            onAddImage={addImage}
          />
        </Group>
      </Stack>
      <ConfirmDialog
        opened={question === 'reset'}
        title="Reset the design?"
        message="Everything you added is removed; the frame stays."
        confirmLabel="Reset"
        cancelLabel="Keep my design"
        onConfirm={() => {
          editor.clear();
          setQuestion(null);
        }}
        onCancel={() => setQuestion(null)}
      />
      <ConfirmDialog
        opened={question === 'discard'}
        title="Leave without saving?"
        message="Your changes to this frame will be lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={onClose}
        onCancel={() => setQuestion(null)}
      />
    </Modal>
  );
}

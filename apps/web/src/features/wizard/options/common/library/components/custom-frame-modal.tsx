import { CUSTOM_FRAME_MAX_BYTES, type CustomFrame, FRAME_HEIGHT, FRAME_WIDTH } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Box, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImageFileCheck } from '@/shared/lib/image-file-check';
import { ImageFileButton } from '@/shared/ui/image-file-button';
import { type CustomFrameKind, customFrameRefusal, useUploadCustomFrame } from '../api/upload-custom-frame';
import { SamplePhoto } from './sample-photo';

const FRAME_RULES = {
  maxBytes: CUSTOM_FRAME_MAX_BYTES,
  tooLargeText: MESSAGES.customFrameImageInvalid,
  size: { width: FRAME_WIDTH, height: FRAME_HEIGHT, text: MESSAGES.customFrameSize },
};

/** The frame or animation a custom frame is for. */
export type CustomFrameTarget = { itemId: number; label: string };

type CustomFrameModalProps = {
  kind: CustomFrameKind;
  eventId: number;
  /** Open while set. */
  target: CustomFrameTarget | null;
  onClose: () => void;
  onUploaded: (itemId: number, frame: CustomFrame) => void;
};

function CustomFrameUpload({
  kind,
  eventId,
  target,
  onClose,
  onUploaded,
}: CustomFrameModalProps & { target: CustomFrameTarget }) {
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadCustomFrame(kind);

  const take = (checked: ImageFileCheck) => {
    // A refused file is cleared, so Upload stays off until a fitting one is chosen.
    setImage(checked.isAccepted ? checked.dataUrl : null);
    setError(checked.isAccepted ? null : checked.message);
  };

  const send = () => {
    if (!image) return;
    upload.mutate(
      { customImage: image, event_id: eventId, frame_id: target.itemId },
      {
        onSuccess: ({ custom_frame }) => {
          onUploaded(target.itemId, { id: custom_frame.id, frame: custom_frame.frame });
          onClose();
        },
        onError: (failure) => {
          // A refused image is cleared.
          setImage(null);
          setError(customFrameRefusal(failure));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        A PNG of {FRAME_WIDTH} × {FRAME_HEIGHT} pixels, transparent where the photo shows through. It is used instead of
        the library overlay for {target.label}.
      </Text>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box
          w={160}
          pos="relative"
          bdrs="sm"
          style={{ aspectRatio: `${FRAME_WIDTH} / ${FRAME_HEIGHT}`, overflow: 'hidden', flexShrink: 0 }}
          bg="gray.1"
        >
          {image && (
            <>
              <SamplePhoto />
              <Image src={image} alt="Custom frame preview" pos="absolute" inset={0} h="100%" w="100%" fit="fill" />
            </>
          )}
        </Box>
        <Stack gap="xs">
          <ImageFileButton rules={FRAME_RULES} onChecked={take}>
            {(props) => (
              <Button variant="default" leftSection={<IconUpload size={18} />} {...props}>
                {image ? 'Change image' : 'Choose image'}
              </Button>
            )}
          </ImageFileButton>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={send} disabled={!image} loading={upload.isPending}>
          Upload
        </Button>
      </Group>
    </Stack>
  );
}

/** Uploads an organiser's own overlay for one frame or 3 in 1 animation, checked when chosen and again by the server. */
export function CustomFrameModal(props: CustomFrameModalProps) {
  const { target, onClose } = props;
  return (
    <Modal opened={target !== null} onClose={onClose} title="Custom Frame" size="lg" transitionProps={{ duration: 0 }}>
      {target && <CustomFrameUpload {...props} target={target} />}
    </Modal>
  );
}

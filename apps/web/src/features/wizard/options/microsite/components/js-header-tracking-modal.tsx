import { TAG_SCRIPT_MAX_LENGTH } from '@boothdeck/contract';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

type JsHeaderTrackingModalProps = { value: string; onSave: (script: string) => void; onClose: () => void };

/** The gallery's header tracking script (analytics tags); it runs sandboxed on the gallery page only. */
export function JsHeaderTrackingModal({ value, onSave, onClose }: JsHeaderTrackingModalProps) {
  const [script, setScript] = useState(value);
  return (
    <Modal opened onClose={onClose} title="Js Header Tracking" size="lg" transitionProps={{ duration: 0 }}>
      <Text size="sm" c="dimmed" mb="sm">
        Paste the tracking snippet your analytics tool gives you. It runs in an isolated frame on the guests' gallery
        page.
      </Text>
      <Textarea
        label="Header script"
        autosize
        minRows={6}
        maxRows={14}
        maxLength={TAG_SCRIPT_MAX_LENGTH}
        ff="monospace"
        value={script}
        onChange={(event) => setScript(event.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button
          onClick={() => {
            onSave(script);
            onClose();
          }}
        >
          Save changes
        </Button>
      </Group>
    </Modal>
  );
}

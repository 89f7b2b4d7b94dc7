import { Button, FileButton, Group } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconRestore, IconUpload, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { DESIGN_IMAGE_TYPES } from '../lib/design-image-file';
import { DesignerHelp } from './designer-help';

type DesignerToolbarProps = {
  isSaving: boolean;
  isReady: boolean;
  isHelpOpen: boolean;
  onHelpChange: (opened: boolean) => void;
  onSave: () => void;
  onReset: () => void;
  onDownload: () => void;
  onUpload: (file: File) => void;
  onCancel: () => void;
};

/** Save, Reset, Help, Download, Upload and Cancel, in the spec's order. */
export function DesignerToolbar({
  isSaving,
  isReady,
  isHelpOpen,
  onHelpChange,
  onSave,
  onReset,
  onDownload,
  onUpload,
  onCancel,
}: DesignerToolbarProps) {
  const resetFile = useRef<() => void>(null);
  return (
    <Group gap="sm">
      <Button leftSection={<IconDeviceFloppy size={18} />} onClick={onSave} loading={isSaving} disabled={!isReady}>
        Save
      </Button>
      <Button variant="default" leftSection={<IconRestore size={18} />} onClick={onReset} disabled={!isReady}>
        Reset
      </Button>
      <DesignerHelp opened={isHelpOpen} onChange={onHelpChange} />
      <Button variant="default" leftSection={<IconDownload size={18} />} onClick={onDownload} disabled={!isReady}>
        Download
      </Button>
      <FileButton
        resetRef={resetFile}
        accept={DESIGN_IMAGE_TYPES.join(',')}
        onChange={(file) => {
          if (file) onUpload(file);
          // The same file may be placed again.
          resetFile.current?.();
        }}
      >
        {(props) => (
          <Button variant="default" leftSection={<IconUpload size={18} />} disabled={!isReady} {...props}>
            Upload
          </Button>
        )}
      </FileButton>
      <Button variant="subtle" color="gray" leftSection={<IconX size={18} />} onClick={onCancel} ml="auto">
        Cancel
      </Button>
    </Group>
  );
}

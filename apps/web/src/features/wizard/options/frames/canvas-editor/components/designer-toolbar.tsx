import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconRestore, IconUpload, IconX } from '@tabler/icons-react';
import type { ImageFileCheck } from '@/shared/lib/image-file-check';
import { ImageFileButton } from '@/shared/ui/image-file-button';
import { DESIGN_IMAGE_RULES } from '../lib/design-image-file';
import { DesignerHelp, type DesignerHelpProps } from './designer-help';

type DesignerToolbarProps = {
  isSaving: boolean;
  isReady: boolean;
  help: DesignerHelpProps;
  onSave: () => void;
  onReset: () => void;
  onDownload: () => void;
  /** A file chosen with Upload, once checked. */
  onUpload: (checked: ImageFileCheck, file: File) => void;
  onCancel: () => void;
};

/** Save, Reset, Help, Download, Upload and Cancel, in that order. */
export function DesignerToolbar({
  isSaving,
  isReady,
  help,
  onSave,
  onReset,
  onDownload,
  onUpload,
  onCancel,
}: DesignerToolbarProps) {
  return (
    <Group gap="sm">
      <Button leftSection={<IconDeviceFloppy size={18} />} onClick={onSave} loading={isSaving} disabled={!isReady}>
        Save
      </Button>
      <Button variant="default" leftSection={<IconRestore size={18} />} onClick={onReset} disabled={!isReady}>
        Reset
      </Button>
      <DesignerHelp {...help} />
      <Button variant="default" leftSection={<IconDownload size={18} />} onClick={onDownload} disabled={!isReady}>
        Download
      </Button>
      <ImageFileButton rules={DESIGN_IMAGE_RULES} onChecked={onUpload}>
        {(props) => (
          <Button variant="default" leftSection={<IconUpload size={18} />} disabled={!isReady} {...props}>
            Upload
          </Button>
        )}
      </ImageFileButton>
      <Button variant="subtle" color="gray" leftSection={<IconX size={18} />} onClick={onCancel} ml="auto">
        Cancel
      </Button>
    </Group>
  );
}

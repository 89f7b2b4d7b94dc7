import { FileButton } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import {
  checkImageFile,
  IMAGE_FILE_TYPES,
  type ImageFileCheck,
  type ImageFileRules,
} from '@/shared/lib/image-file-check';

type ImageFileButtonProps = {
  rules: ImageFileRules;
  /** The outcome of checking the chosen file; only the latest choice is reported. */
  onChecked: (checked: ImageFileCheck, file: File) => void;
  disabled?: boolean;
  children: (props: { onClick: () => void }) => ReactNode;
};

/**
 * A button that opens the file picker for a PNG, JPEG or WebP image and checks the chosen file at
 * once. The picker is emptied after each choice, so the same file, once fixed, can be chosen again.
 */
export function ImageFileButton({ rules, onChecked, disabled, children }: ImageFileButtonProps) {
  const resetRef = useRef<() => void>(null);
  const latestChoice = useRef(0);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    latestChoice.current += 1;
    const choice = latestChoice.current;
    const checked = await checkImageFile(file, rules);
    if (choice === latestChoice.current) onChecked(checked, file);
  };

  return (
    <FileButton resetRef={resetRef} accept={IMAGE_FILE_TYPES} onChange={choose} disabled={disabled}>
      {children}
    </FileButton>
  );
}

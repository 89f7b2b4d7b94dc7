/**
 * What every image picker checks the moment a file is chosen, before any preview: that the bytes
 * are a PNG, JPEG or WebP (whatever the file's name or type says), that it is within the size
 * limit, that the browser can decode it, and, where the picture must have an exact size, that it
 * has. The server checks all of it again.
 */
import { MESSAGES, wrongPictureSize } from '@boothdeck/contract/messages';
import { readDataUrl } from './read-data-url';
import { readImageSize } from './read-image-size';

/** What the file pickers offer; a file chosen regardless is still checked by its bytes. */
export const IMAGE_FILE_TYPES = 'image/png,image/jpeg,image/webp';

export type ImageFileRules = {
  maxBytes: number;
  /** Said when the file is over maxBytes. */
  tooLargeText: string;
  /** The exact size the picture must have, and what to say otherwise. */
  size?: { width: number; height: number; text: string };
};

export type ImageFileCheck =
  | { isAccepted: true; dataUrl: string; width: number; height: number }
  | { isAccepted: false; message: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Whether the first bytes are those of a PNG, JPEG or WebP file. */
export function isImageSignature(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return true;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

function readFirstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

const refuse = (message: string): ImageFileCheck => ({ isAccepted: false, message });

export async function checkImageFile(file: Blob, rules: ImageFileRules): Promise<ImageFileCheck> {
  if (file.size === 0) return refuse(MESSAGES.notAnImageFile);
  if (file.size > rules.maxBytes) return refuse(rules.tooLargeText);
  const head = await readFirstBytes(file, 12).catch(() => null);
  if (!head || !isImageSignature(head)) return refuse(MESSAGES.notAnImageFile);
  const dataUrl = await readDataUrl(file).catch(() => null);
  const size = dataUrl ? await readImageSize(dataUrl) : null;
  if (!dataUrl || !size) return refuse(MESSAGES.notAnImageFile);
  const { size: wanted } = rules;
  if (wanted && (size.width !== wanted.width || size.height !== wanted.height)) {
    return refuse(wrongPictureSize(wanted.text, wanted, size));
  }
  return { isAccepted: true, dataUrl, ...size };
}

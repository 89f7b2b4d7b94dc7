import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it, vi } from 'vitest';
import { pngFile, textFileNamedPng } from '@/testing/image-files';
import { checkImageFile, isImageSignature } from './image-file-check';
import { readImageSize } from './read-image-size';

const RULES = { maxBytes: 1024, tooLargeText: 'Too large' };
const FRAME_RULES = { ...RULES, size: { width: 500, height: 628, text: 'Wrong size' } };

describe('checking an image file when it is chosen', () => {
  it('refuses a text file named and typed as a PNG without trying to show it', async () => {
    vi.mocked(readImageSize).mockClear();
    expect(await checkImageFile(textFileNamedPng(), RULES)).toEqual({
      isAccepted: false,
      message: MESSAGES.notAnImageFile,
    });
    expect(readImageSize).not.toHaveBeenCalled();
  });

  it('refuses empty and oversized files', async () => {
    expect(await checkImageFile(new File([], 'empty.png', { type: 'image/png' }), RULES)).toMatchObject({
      message: MESSAGES.notAnImageFile,
    });
    expect(await checkImageFile(pngFile('big.png', 2000), RULES)).toEqual({ isAccepted: false, message: 'Too large' });
  });

  it('refuses a picture the browser cannot decode', async () => {
    vi.mocked(readImageSize).mockResolvedValueOnce(null);
    expect(await checkImageFile(pngFile(), RULES)).toMatchObject({ message: MESSAGES.notAnImageFile });
  });

  it('refuses a picture of the wrong size, saying both sizes', async () => {
    vi.mocked(readImageSize).mockResolvedValueOnce({ width: 400, height: 300 });
    expect(await checkImageFile(pngFile(), FRAME_RULES)).toEqual({
      isAccepted: false,
      message: 'Wrong size: it must be 500 × 628 pixels, and this one is 400 × 300.',
    });
  });

  it('accepts a PNG of the right size as a data URL', async () => {
    const checked = await checkImageFile(pngFile(), FRAME_RULES);
    expect(checked).toMatchObject({ isAccepted: true, width: 500, height: 628 });
    expect(checked.isAccepted && checked.dataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('knows PNG, JPEG and WebP by their first bytes', () => {
    const bytes = (...values: (number | string)[]) =>
      new Uint8Array(
        values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
      );
    expect(isImageSignature(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(isImageSignature(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(isImageSignature(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe(true);
    expect(isImageSignature(bytes('GIF89a'))).toBe(false);
    expect(isImageSignature(bytes('<svg xmlns'))).toBe(false);
  });
});

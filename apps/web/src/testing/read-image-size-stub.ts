/**
 * A stand-in for readImageSize in every test (vi.mock in setup-tests.ts): jsdom decodes no
 * pictures, so a chosen image file that passes the byte checks measures as a custom frame's size
 * unless a test says otherwise (vi.mocked(readImageSize).mockResolvedValueOnce). It is one
 * function for all the files a worker runs, which share their modules: a test's answer reaches
 * the module that asks, whichever file loaded it first.
 */
import { vi } from 'vitest';
import type { readImageSize as realReadImageSize } from '@/shared/lib/read-image-size';

export const readImageSize = vi.fn<typeof realReadImageSize>(async () => ({ width: 500, height: 628 }));

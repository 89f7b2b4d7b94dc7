import type { GifListReply } from '@boothdeck/contract';
import { useLibrary } from '../../library/api/library-query';

/** The 3 in 1 animation styles (GET gif-list). */
export const useGifList = () => useLibrary<GifListReply>('gif-list');

import type { BurstGifsReply } from '@boothdeck/contract';
import { useLibrary } from '../../library/api/library-query';

/** The 3 in 1 fast styles (GET event-brust-gifs). */
export const useBurstGifs = () => useLibrary<BurstGifsReply>('event-brust-gifs');

import { libraryEndpoints } from '@boothdeck/contract';
import { useLibrary } from '../../common/library/api/library-query';

/** The 3 in 1 fast styles. */
export const useBurstGifs = () => useLibrary(libraryEndpoints.burstGifs);

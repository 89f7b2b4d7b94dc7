import { libraryEndpoints } from '@boothdeck/contract';
import { useLibrary } from '../../common/library/api/library-query';

/** The 3 in 1 animation styles. */
export const useGifList = () => useLibrary(libraryEndpoints.gifList);

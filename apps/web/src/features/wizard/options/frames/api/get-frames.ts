import { libraryEndpoints } from '@boothdeck/contract';
import { useLibrary } from '../../common/library/api/library-query';

/** The photo frames. */
export const useFrames = () => useLibrary(libraryEndpoints.frames);

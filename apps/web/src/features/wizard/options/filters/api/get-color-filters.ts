import { libraryEndpoints } from '@boothdeck/contract';
import { useLibrary } from '../../common/library/api/library-query';

/** The colour filters with their matrices. */
export const useColorFilters = () => useLibrary(libraryEndpoints.colorFilters);

import type { ColorFiltersReply } from '@boothdeck/contract';
import { useLibrary } from '../../library/api/library-query';

/** The colour filters with their matrices (GET event-color-filter). */
export const useColorFilters = () => useLibrary<ColorFiltersReply>('event-color-filter');

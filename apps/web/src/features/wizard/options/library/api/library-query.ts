import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

/** The libraries change only when an administrator edits them: read once a visit. */
const LIBRARY_STALE_MS = 30 * 60 * 1000;

/** One library's GET call (gif-list, event-frame, …) as a query. */
export function useLibrary<Reply>(path: string) {
  return useQuery({
    queryKey: ['options', 'library', path],
    queryFn: ({ signal }) => apiClient.get<Reply>(path, signal),
    staleTime: LIBRARY_STALE_MS,
  });
}

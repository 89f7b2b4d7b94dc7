import { queryKeyOf } from '@boothdeck/client';
import type { EndpointReply, libraryEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The libraries change only when an administrator edits them: read once a visit. */
const LIBRARY_STALE_MS = 30 * 60 * 1000;

type LibraryCall = (typeof libraryEndpoints)['gifList' | 'burstGifs' | 'frames' | 'colorFilters' | 'props'];

/** One library's GET call (3-in-1 animations, frames, …) as a query, answering that library's reply. */
export function useLibrary<Library extends LibraryCall>(library: Library) {
  return useQuery({
    queryKey: queryKeyOf(library),
    // None of the libraries takes an input; the compiler cannot tell that of a generic one.
    queryFn: ({ signal }) => call(library as LibraryCall, { signal }) as Promise<EndpointReply<Library>>,
    staleTime: LIBRARY_STALE_MS,
  });
}

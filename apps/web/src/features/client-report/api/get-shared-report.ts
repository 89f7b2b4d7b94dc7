import { queryKeyOf } from '@boothdeck/client';
import { clientReportEndpoints } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** The report a link opens, without an account; 404 once the link is revoked or expired. */
export function useSharedReport(token: string) {
  return useQuery({
    queryKey: queryKeyOf(clientReportEndpoints.shared, { params: { token } }),
    queryFn: ({ signal }) => call(clientReportEndpoints.shared, { params: { token }, signal }),
    retry: false,
  });
}

import { queryKeyOf } from '@boothdeck/client';
import { smsBillingEndpoints } from '@boothdeck/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { downloadFile } from '@/shared/api/download-file';

export function useBillingPeriods() {
  return useQuery({
    queryKey: queryKeyOf(smsBillingEndpoints.periods),
    queryFn: ({ signal }) => call(smsBillingEndpoints.periods, { signal }),
  });
}

export function useSmsBill(period: string | null) {
  return useQuery({
    queryKey: queryKeyOf(smsBillingEndpoints.bill, { params: { period: period ?? '' } }),
    queryFn: ({ signal }) => call(smsBillingEndpoints.bill, { params: { period: period ?? '' }, signal }),
    enabled: period !== null,
  });
}

/** Saves one month's bill as CSV, fetched with the session's token. */
export function useDownloadBillCsv() {
  return useMutation({
    mutationFn: (period: string) =>
      downloadFile(`sms-bill-${period}.csv`, smsBillingEndpoints.csv, { params: { period } }),
  });
}

/** The voucher page's calls; neither needs a session. */
import { queryKeyOf } from '@boothdeck/client';
import { voucherCalls as calls } from '@boothdeck/contract/call-addresses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { ApiError } from '@/shared/api/api-error';

export type VoucherAddress = { eventId: string; uuid: string; voucherNo: string };

// An unknown voucher will not appear by asking again.
const retry = (failures: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && failures < 2;

export function useVoucher(address: VoucherAddress) {
  return useQuery({
    queryKey: queryKeyOf(calls.details, { params: address }),
    queryFn: ({ signal }) => call(calls.details, { params: address, signal }),
    select: (reply) => reply.qr_code_details,
    retry,
    // Page reads are rate-limited per address, and a venue's guests may share one: read only
    // when the page opens and after a claim, not each time the phone comes back to it.
    refetchOnWindowFocus: false,
  });
}

/** Claims with the staff PIN; whatever the answer, the page reads the voucher again. */
export function useClaimVoucher(address: VoucherAddress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voucherId, password }: { voucherId: string; password: string }) =>
      call(calls.claim, { params: { voucher_id: voucherId }, body: { password } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(calls.details, { params: address }) }),
  });
}

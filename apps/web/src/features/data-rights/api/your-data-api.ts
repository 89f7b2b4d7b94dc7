/** The guest's data page's calls; none needs a session (the pass from a confirmed code opens the rest). */
import { queryKeyOf } from '@boothdeck/client';
import type { DataConfirmBody, DataEraseBody, DataRequestBody } from '@boothdeck/contract';
import { dataRightsCalls as calls } from '@boothdeck/contract/call-addresses';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { ApiError } from '@/shared/api/api-error';

// An unknown event will not appear by asking again.
const retry = (failures: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && failures < 2;

export function useDataEvent(eventId: string) {
  return useQuery({
    queryKey: queryKeyOf(calls.event, { params: { eventId } }),
    queryFn: ({ signal }) => call(calls.event, { params: { eventId }, signal }),
    retry,
    refetchOnWindowFocus: false,
  });
}

export const useRequestCode = () =>
  useMutation({ mutationFn: (body: DataRequestBody) => call(calls.request, { body }) });

export const useConfirmCode = () =>
  useMutation({ mutationFn: (body: DataConfirmBody) => call(calls.confirm, { body }) });

/** Starts the download of the guest's data through a short-lived signed address. */
export const useDownloadData = () =>
  useMutation({
    mutationFn: async (pass: string) => {
      const { url } = await call(calls.exportLink, { body: { pass } });
      const link = Object.assign(document.createElement('a'), { href: url, download: 'your-data.zip' });
      document.body.append(link);
      link.click();
      link.remove();
    },
  });

export const useEraseData = () => useMutation({ mutationFn: (body: DataEraseBody) => call(calls.erase, { body }) });

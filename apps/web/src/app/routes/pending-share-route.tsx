import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { askFirstPendingQuestion } from '@/features/public-gallery/api/pending-share-question';

/**
 * The booth guest's pending share address: its first question goes out with the route, while
 * the page's own code is still on its way, so a photo already uploaded shows sooner.
 */
export function PendingShareRoute({ children }: { children: ReactNode }) {
  const { eventUuid = '', clientId = '' } = useParams();
  const queryClient = useQueryClient();
  useState(() => askFirstPendingQuestion(queryClient, eventUuid, clientId));
  return children;
}

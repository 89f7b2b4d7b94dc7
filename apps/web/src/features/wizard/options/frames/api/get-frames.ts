import type { FramesReply } from '@boothdeck/contract';
import { useLibrary } from '../../library/api/library-query';

/** The photo frames (GET event-frame). */
export const useFrames = () => useLibrary<FramesReply>('event-frame');

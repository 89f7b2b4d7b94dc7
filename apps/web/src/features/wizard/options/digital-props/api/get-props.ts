import type { PropsReply } from '@boothdeck/contract';
import { useLibrary } from '../../library/api/library-query';

/** The digital props by category (GET event-props). */
export const useProps = () => useLibrary<PropsReply>('event-props');

/**
 * The one outbox of the signed-in event, made when the kiosk knows its event and kept while it
 * runs that event, through a refused token and a sign-in again (then it resumes sending).
 */
import { useEffect, useMemo } from 'react';
import { createOutbox, type Outbox, tusUploader } from '../outbox/index.ts';
import { boothClient, currentToken, markTokenRevoked } from '../session/index.ts';

/** Large clips resume after a dropped connection instead of starting over. */
const uploadResumably = tusUploader({
  token: currentToken,
  onUnauthorized: () => {
    void markTokenRevoked();
  },
});

export function useBoothOutbox(eventUuid: string | null, hasToken: boolean): Outbox | null {
  const outbox = useMemo(
    () => (eventUuid ? createOutbox({ client: boothClient, eventUuid, uploadResumably }) : null),
    [eventUuid],
  );
  useEffect(() => {
    if (!outbox) return;
    void outbox.start();
    return () => outbox.stop();
  }, [outbox]);
  useEffect(() => {
    if (outbox && hasToken) outbox.resume();
  }, [outbox, hasToken]);
  return outbox;
}

/**
 * Signing the booth out forgets its token and event, so it is refused while captures are unsent:
 * leaving a booth never loses a guest's photo.
 */
export function signOutRefusal(pendingCount: number): string | null {
  if (pendingCount === 0) return null;
  const items = pendingCount === 1 ? '1 capture is' : `${pendingCount} captures are`;
  return `${items} not sent yet. Signing out now could lose ${pendingCount === 1 ? 'it' : 'them'}: connect the booth to the network and wait until the queue is empty.`;
}

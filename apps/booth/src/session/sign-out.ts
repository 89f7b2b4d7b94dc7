/**
 * Signing the booth out forgets its token and event and deletes its queue, so it is refused
 * while anything is unsent: leaving a booth never loses a guest's photo or details.
 */
export function signOutRefusal(pendingCount: number, pendingOthers = 0): string | null {
  if (pendingCount > 0) {
    const items = pendingCount === 1 ? '1 capture is' : `${pendingCount} captures are`;
    return `${items} not sent yet. Signing out now could lose ${pendingCount === 1 ? 'it' : 'them'}: connect the booth to the network and wait until the queue is empty.`;
  }
  if (pendingOthers > 0)
    return `${pendingOthers === 1 ? "1 guest's details or message is" : `${pendingOthers} guests' details or messages are`} not sent yet. Signing out deletes everything the booth keeps: connect it to the network and wait until the queue is empty.`;
  return null;
}

import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { callAddress } from '@/shared/api/api-client';

/**
 * The organiser's header tracking script, run in a sandboxed frame whose document the server
 * serves with a policy of its own (the page's policy runs no inline script). Scripts may run and
 * count a visit, but without allow-same-origin the frame is an opaque origin, so it can never
 * read our cookies, storage or session token or call our API as the visitor.
 */
export function TrackingFrame({ galleryId, script }: { galleryId: string; script: string }) {
  if (!script.trim()) return null;
  return (
    <iframe
      title="Visit counter"
      sandbox="allow-scripts"
      src={callAddress(publicGalleryCalls.trackingFrame, { params: { id: galleryId } })}
      referrerPolicy="no-referrer"
      style={{ display: 'none' }}
      data-testid="tracking-frame"
    />
  );
}

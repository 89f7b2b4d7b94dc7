/**
 * The organiser's header tracking script, run in a sandboxed frame: scripts may run and count a
 * visit, but without allow-same-origin the frame is an opaque origin, so it can never read our
 * cookies, storage, session token or call our API as the visitor.
 */
export function TrackingFrame({ script }: { script: string }) {
  if (!script.trim()) return null;
  return (
    <iframe
      title="Visit counter"
      sandbox="allow-scripts"
      srcDoc={script}
      referrerPolicy="no-referrer"
      style={{ display: 'none' }}
      data-testid="tracking-frame"
    />
  );
}

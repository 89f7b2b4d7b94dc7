/** Kiosk mode is off: the booth is paused until the operator starts it again. */
export function StoppedScreen({ onResume, pendingCount }: { onResume: () => void; pendingCount: number }) {
  return (
    <main className="screen screen--form">
      <section className="panel" aria-labelledby="stopped-title">
        <h1 id="stopped-title">The booth is paused</h1>
        <p>
          Kiosk mode is off.{' '}
          {pendingCount > 0
            ? `${pendingCount} items are still being sent in the background.`
            : 'Everything has been sent.'}
        </p>
        <button className="button button--primary button--big" type="button" onClick={onResume}>
          Start the booth again
        </button>
      </section>
    </main>
  );
}

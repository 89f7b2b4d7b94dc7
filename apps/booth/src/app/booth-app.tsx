/** The kiosk: set-up, then the guest's screens, with the operator's corner always within reach. */
export function BoothApp() {
  return (
    <main>
      <h1>Boothdeck booth</h1>
    </main>
  );
}

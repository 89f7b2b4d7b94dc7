/** Why the camera is not working, with a button to try it again: the same on the set-up and capture screens. */
export function CameraFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
      <button className="button" type="button" onClick={onRetry}>
        Try the camera again
      </button>
    </div>
  );
}

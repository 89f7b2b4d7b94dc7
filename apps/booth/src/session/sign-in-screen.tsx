/**
 * The operator signs the booth in: the event (filled in from the QR address, or typed), the
 * event's four-digit admin password and a name for this booth. When the server has refused
 * the kept token, the same screen asks only for the new password; the queue is kept meanwhile.
 */
import { type FormEvent, useId, useState } from 'react';
import { signIn, signInFailureMessage } from './sign-in.ts';

type Props = {
  /** The event from the booth address (`?event=`), or the one signed in before. */
  initialUuid: string;
  initialDeviceName?: string;
  /** The kept token was refused: say why, and ask only for the password. */
  revoked?: boolean;
  /** Captures still waiting to be sent, mentioned when the token was refused. */
  pendingCount?: number;
};

/** What the operator is told of the captures kept while the booth is signed out. */
const keptNote = (count: number) =>
  count === 0
    ? ''
    : count === 1
      ? 'The capture waiting to be sent is kept. '
      : `The ${count} captures waiting to be sent are kept. `;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function SignInScreen({ initialUuid, initialDeviceName = '', revoked = false, pendingCount = 0 }: Props) {
  const [uuid, setUuid] = useState(initialUuid);
  const [password, setPassword] = useState('');
  const [deviceName, setDeviceName] = useState(initialDeviceName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { uuid: useId(), password: useId(), name: useId(), error: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!UUID_PATTERN.test(uuid.trim())) return setError('Enter the event code from the organiser’s event page.');
    if (!/^\d{4}$/.test(password)) return setError('The admin password is four digits.');
    setBusy(true);
    setError(null);
    try {
      await signIn({ uuid, password, deviceName });
    } catch (failure) {
      setError(signInFailureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <main className="screen screen--form">
      <form className="panel" onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
        <h1>{revoked ? 'Sign the booth in again' : 'Set up this booth'}</h1>
        {revoked ? (
          <p className="notice notice--warning" role="status">
            The event’s admin password was changed, or the event was removed: this booth has stopped taking photos.{' '}
            {keptNote(pendingCount)}Enter the event’s current admin password to carry on.
          </p>
        ) : (
          <p className="lead-text">
            Open the booth address from the event’s page, or type the event code, then the event’s admin password.
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.uuid}>Event code</label>
          <input
            id={ids.uuid}
            value={uuid}
            onChange={(change) => setUuid(change.target.value)}
            autoComplete="off"
            spellCheck={false}
            readOnly={revoked}
            placeholder="6f1c2b9e-3d4a-4f0e-9b7a-2c5d8e1f0a34"
          />
        </div>
        <div className="field">
          <label htmlFor={ids.password}>Admin password</label>
          <input
            id={ids.password}
            value={password}
            onChange={(change) => setPassword(change.target.value.replace(/\D/g, '').slice(0, 4))}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder="4 digits"
          />
        </div>
        <div className="field">
          <label htmlFor={ids.name}>Booth name</label>
          <input
            id={ids.name}
            value={deviceName}
            onChange={(change) => setDeviceName(change.target.value.slice(0, 100))}
            placeholder="Booth 1 – foyer"
            readOnly={revoked}
          />
          <small>So the organiser can tell booths apart in the leads they collect.</small>
        </div>
        {error && (
          <p className="notice notice--error" role="alert" id={ids.error}>
            {error}
          </p>
        )}
        <button className="button button--primary button--big" type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}

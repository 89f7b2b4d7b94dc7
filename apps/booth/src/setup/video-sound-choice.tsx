/**
 * Whether videos take the guest's sound. Turning it on asks for the microphone there and then,
 * at set-up, so no guest meets the browser's permission prompt; a refusal or a device without a
 * microphone leaves it off and says so.
 */
import { useState } from 'react';
import { closeMicrophone, openMicrophone } from '../capture/index.ts';

type Props = { on: boolean; onChange: (on: boolean) => void };

export function VideoSoundChoice({ on, onChange }: Props) {
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);

  const choose = async (wanted: boolean) => {
    setRefused(false);
    if (!wanted) return onChange(false);
    setAsking(true);
    const microphone = await openMicrophone();
    setAsking(false);
    closeMicrophone(microphone);
    if (microphone) onChange(true);
    else setRefused(true);
  };

  return (
    <>
      <label className="field field--row field--check">
        <input
          type="checkbox"
          checked={on}
          disabled={asking}
          onChange={(change) => void choose(change.target.checked)}
        />
        Record the guest's sound with videos
      </label>
      {refused && (
        <p className="notice notice--warning" role="alert">
          This device has no microphone the booth may use, so videos are recorded without sound. Allow the microphone in
          the browser's settings for this site, then try again.
        </p>
      )}
    </>
  );
}

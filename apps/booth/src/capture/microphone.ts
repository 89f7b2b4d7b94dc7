/**
 * The booth's microphone, for videos with the guest's sound (an operator's choice at set-up):
 * opened for each recording and closed after it, so the device shows no microphone in use
 * between guests. A device without one, or a refusal, gives null: the video is then recorded
 * without sound rather than lost.
 */
export async function openMicrophone(): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: false }, video: false });
  } catch (error) {
    console.warn('No microphone for this video:', error);
    return null;
  }
}

export function closeMicrophone(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

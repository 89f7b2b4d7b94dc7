import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoSoundChoice } from './video-sound-choice.tsx';

/** The browser's microphone: granted (a stream whose tracks can be stopped) or refused. */
function microphone(granted: boolean) {
  const stop = vi.fn();
  const getUserMedia = vi.fn(async () => {
    if (!granted) throw new DOMException('Permission denied', 'NotAllowedError');
    return { getTracks: () => [{ stop }] };
  });
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  return { getUserMedia, stop };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the set-up choice of videos with sound', () => {
  const box = () => screen.getByRole('checkbox', { name: "Record the guest's sound with videos" });

  it('asks for the microphone when turned on, lets it go again, and keeps the choice', async () => {
    const { getUserMedia, stop } = microphone(true);
    const onChange = vi.fn();
    render(<VideoSoundChoice on={false} onChange={onChange} />);
    fireEvent.click(box());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: expect.anything() }));
    expect(stop).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays off and tells the operator why when the microphone is refused', async () => {
    microphone(false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onChange = vi.fn();
    render(<VideoSoundChoice on={false} onChange={onChange} />);
    fireEvent.click(box());
    expect((await screen.findByRole('alert')).textContent).toMatch(/videos are recorded without sound/);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('turns off without asking anything', () => {
    const { getUserMedia } = microphone(true);
    const onChange = vi.fn();
    render(<VideoSoundChoice on onChange={onChange} />);
    fireEvent.click(box());
    expect(onChange).toHaveBeenCalledWith(false);
    expect(getUserMedia).not.toHaveBeenCalled();
  });
});

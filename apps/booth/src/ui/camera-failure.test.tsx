import { CAMERA_MESSAGES } from '@boothdeck/capture';
import { GuestLanguageProvider } from '@boothdeck/i18n/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CameraFailure } from './camera-failure.tsx';

afterEach(cleanup);

describe('a camera that fails', () => {
  it("is said in the guest's language, and in the capture package's English on staff's screens", async () => {
    render(
      <GuestLanguageProvider language="es">
        <CameraFailure reason="in-use" onRetry={() => {}} />
      </GuestLanguageProvider>,
    );
    expect(await screen.findByText(/La cámara está ocupada por otro programa/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a probar la cámara' })).toBeTruthy();
    cleanup();

    render(<CameraFailure reason="in-use" onRetry={() => {}} />);
    expect(screen.getByText(CAMERA_MESSAGES['in-use'])).toBeTruthy();
  });
});

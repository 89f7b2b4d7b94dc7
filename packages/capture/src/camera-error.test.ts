import { describe, expect, it } from 'vitest';
import { CameraError, cameraErrorReasonOf, toCameraError } from './camera-error.ts';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('camera failures', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'not-found'],
    ['OverconstrainedError', 'not-found'],
    ['NotReadableError', 'in-use'],
    ['AbortError', 'in-use'],
    ['TypeError', 'other'],
  ])('reads %s as %s', (name, reason) => {
    expect(cameraErrorReasonOf(named(name))).toBe(reason);
  });

  it('carries a message staff can act on, and the browser error as its cause', () => {
    const original = named('NotReadableError');
    const error = toCameraError(original);
    expect(error).toBeInstanceOf(CameraError);
    expect(error.reason).toBe('in-use');
    expect(error.message).toMatch(/busy in another program/);
    expect(error.cause).toBe(original);
  });
});

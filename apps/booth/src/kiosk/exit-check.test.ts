import { ApiError } from '@boothdeck/client';
import { describe, expect, it, vi } from 'vitest';
import { hashSecret } from '../session/index.ts';
import { checkExitCode } from './exit-check.ts';

const adminPassword = '1234';

describe('leaving the guest screens', () => {
  it('asks the server for the Exit From App PIN when the organiser has it on', async () => {
    const passwordHash = await hashSecret(adminPassword, 1000);
    const checkPin = vi.fn(async (pin: string) => pin === '9876');
    await expect(checkExitCode('9876', { exitApp: 1, passwordHash, checkPin })).resolves.toBe('valid');
    // Online, the admin password is not the PIN.
    await expect(checkExitCode(adminPassword, { exitApp: 1, passwordHash, checkPin })).resolves.toBe('wrong');
    expect(checkPin).toHaveBeenCalledTimes(2);
  });

  it('offline, takes the admin password entered at set-up instead', async () => {
    const passwordHash = await hashSecret(adminPassword, 1000);
    const checkPin = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(checkExitCode(adminPassword, { exitApp: 1, passwordHash, checkPin })).resolves.toBe('valid');
    await expect(checkExitCode('9876', { exitApp: 1, passwordHash, checkPin })).resolves.toBe('wrong');
  });

  it('falls back to the admin password when the server is down (5xx), as when it cannot be reached', async () => {
    const passwordHash = await hashSecret(adminPassword, 1000);
    const checkPin = async () => {
      throw new ApiError(503, 'Something went wrong on our side. Please try again.');
    };
    await expect(checkExitCode(adminPassword, { exitApp: 1, passwordHash, checkPin })).resolves.toBe('valid');
    await expect(checkExitCode('9876', { exitApp: 1, passwordHash, checkPin })).resolves.toBe('wrong');
  });

  it('says when the server refuses more tries, rather than falling back to the password', async () => {
    const passwordHash = await hashSecret(adminPassword, 1000);
    const checkPin = async () => {
      throw new ApiError(429, 'Too many attempts.');
    };
    await expect(checkExitCode(adminPassword, { exitApp: 1, passwordHash, checkPin })).resolves.toBe('too-many');
  });

  it('with Exit From App off, takes the admin password and never asks the server', async () => {
    const passwordHash = await hashSecret(adminPassword, 1000);
    const checkPin = vi.fn(async () => true);
    await expect(checkExitCode(adminPassword, { exitApp: 0, passwordHash, checkPin })).resolves.toBe('valid');
    await expect(checkExitCode('0000', { exitApp: 0, passwordHash, checkPin })).resolves.toBe('wrong');
    await expect(checkExitCode('12', { exitApp: 0, passwordHash, checkPin })).resolves.toBe('wrong');
    expect(checkPin).not.toHaveBeenCalled();
  });
});

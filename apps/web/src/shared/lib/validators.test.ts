import { describe, expect, it } from 'vitest';
import { validateEmail, validatePassword, validatePasswordConfirmation, validateRequired } from './validators';

describe('form validators', () => {
  it('asks for a value when a field is empty or blank', () => {
    expect(validateRequired('  ')).toBe('This field is required');
    expect(validateEmail('')).toBe('This field is required');
    expect(validatePassword('')).toBe('This field is required');
  });

  it('rejects a malformed email and accepts a normal one', () => {
    expect(validateEmail('someone@')).toBe('Please type a valid email');
    expect(validateEmail(' someone@example.com ')).toBeNull();
  });

  it('needs a password of at least 6 characters', () => {
    expect(validatePassword('12345')).toBe('This field should be minimum 6 characters');
    expect(validatePassword('123456')).toBeNull();
  });

  it('needs the confirmation to repeat the password', () => {
    expect(validatePasswordConfirmation('secret1', 'secret2')).toBe('The passwords do not match');
    expect(validatePasswordConfirmation('secret1', 'secret1')).toBeNull();
  });
});

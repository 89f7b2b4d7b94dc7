import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './secret-hash.ts';

describe('the admin password kept on the device', () => {
  it('is kept salted: the same password hashes differently each time and is never stored as itself', async () => {
    const first = await hashSecret('4821', 1000);
    const second = await hashSecret('4821', 1000);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    expect(JSON.stringify(first)).not.toContain('4821');
  });

  it('accepts the password entered at set-up and refuses any other', async () => {
    const kept = await hashSecret('4821', 1000);
    await expect(verifySecret('4821', kept)).resolves.toBe(true);
    await expect(verifySecret('4822', kept)).resolves.toBe(false);
    await expect(verifySecret('', kept)).resolves.toBe(false);
  });
});

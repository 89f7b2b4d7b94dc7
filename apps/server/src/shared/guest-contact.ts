/**
 * The address a guest proves is theirs when they ask for their data: an e-mail address, matched
 * without regard to case, or a mobile number, matched by its digits alone (spaces, dashes and
 * brackets as the guest or the booth's form wrote them do not matter; the country code does).
 */
export type GuestContact = { kind: 'email'; email: string } | { kind: 'phone'; digits: string };

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The contact as typed: an e-mail address when it has an @, a mobile number otherwise. */
export function guestContactOf(typed: string): GuestContact {
  const value = typed.trim();
  return value.includes('@')
    ? { kind: 'email', email: value.toLowerCase() }
    : { kind: 'phone', digits: digitsOf(value) };
}

/** Whether a stored e-mail address or number is the contact's. */
export function isContact(contact: GuestContact, stored: string | null): boolean {
  if (stored === null || stored === '') return false;
  return contact.kind === 'email'
    ? stored.trim().toLowerCase() === contact.email
    : digitsOf(stored) === contact.digits && contact.digits.length > 0;
}

/** `/privacy`: what Boothdeck keeps about organisers and their guests, for how long, and whom to ask. */
import { Text } from '@mantine/core';
import { LegalPage, type LegalSection, Points } from '../components/legal-page';
import { LEGAL_UPDATED } from '../legal-dates';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Organisers: your account',
    body: (
      <Points
        items={[
          'Your name, e-mail address, account type, business category and company name, as you gave them when you signed up.',
          'Your password, kept only as a one-way hash: nobody can read it back, us included.',
          'Your packages and payments: what you bought and when, the card brand, its last four digits and the payment’s reference. Card numbers and security codes are never stored or logged.',
          'Sign-in sessions, kept as hashes and ended when you log out or reset your password; a session lasts a day, or 30 days if you ask to stay signed in.',
        ]}
      />
    ),
  },
  {
    heading: 'Organisers: your events',
    body: (
      <Text>
        What you enter in the event wizard: names, dates, venues, the options you choose, texts and templates, and the
        images you upload (event images, logos, watermarks, frames). Uploaded images are checked and saved again without
        their hidden details, such as camera data and location. A gallery password is kept only as a hash.
      </Text>
    ),
  },
  {
    heading: 'Guests at an event',
    body: (
      <Points
        items={[
          'The photos, animations and videos taken at the booth.',
          'Where a guest chose to send or share them: the e-mail address or phone number they typed, and which network they shared to.',
          'Details a guest chooses to give in the event’s form (a lead), such as name, e-mail or mobile number and their answers. The organiser decides what the form asks, and must ask guests for their consent and tell them what happens next.',
        ]}
      />
    ),
  },
  {
    heading: 'Whether a message arrived',
    body: (
      <Points
        items={[
          'Each e-mail Boothdeck sends to a guest for an organiser (a shared photo, a message, a voucher) carries a tiny invisible picture at an address made for that one e-mail. When the guest’s mail program loads it, we note the first time, and the organiser sees that the e-mail was opened. Nothing else is recorded: not where, not on what device, and no cookie is set. A mail program that loads no pictures tells us nothing; some load every picture on their own, so an opened e-mail is a sign, not a proof.',
          'For a text message, the provider that delivers it tells us whether it reached the phone and, if it did not, why.',
          'When a text message to a guest fails and the guest also gave the event their e-mail address, we send it to that address instead, once.',
        ]}
      />
    ),
  },
  {
    heading: 'What it is used for',
    body: (
      <Text>
        To run the events: showing organisers their galleries, numbers and leads, sending guests the photos they asked
        for, and sending organisers the e-mails their account needs (such as verification and password reset). We do not
        sell any of it, and we do not use guests’ photos or details for anything of our own.
      </Text>
    ),
  },
  {
    heading: 'Who else sees it',
    body: (
      <Points
        items={[
          'The organiser of an event sees that event’s photos, shares and leads.',
          'Guests see the gallery the organiser publishes; a gallery can be protected with a password.',
          'The services that carry it for us: the e-mail and text message providers that deliver messages, the card payment provider (it receives the card details, we do not keep them), and the storage where files are kept. Each gets only what it needs for that job.',
          'An organiser may add their own tracking script to their social gallery; it runs only on that gallery, cut off from the rest of Boothdeck.',
        ]}
      />
    ),
  },
  {
    heading: 'How long it is kept',
    body: (
      <Points
        items={[
          'An event, with its photos, shares, leads and uploaded files, until the organiser removes it.',
          'An organiser’s account until they ask for it to be deleted; deleting it removes its events too.',
          'Sign-in sessions until they expire or end; verification and password-reset links stop working once used or expired.',
          'Payment records for as long as the account exists, since they are the record of what was bought.',
        ]}
      />
    ),
  },
  {
    heading: 'In your browser',
    body: (
      <Text>
        Boothdeck keeps your sign-in and an unfinished event in your browser’s local storage so a reload does not lose
        them. It sets no advertising or tracking cookies.
      </Text>
    ),
  },
  {
    heading: 'Your choices and whom to ask',
    body: (
      <Text>
        Organisers can see and change their events at any time and remove them with everything in them. Guests who want
        to see, correct or remove their photos or details should ask the organiser of the event, who holds them; the
        organiser can remove them here. For anything else, or to have an account deleted, reply to any e-mail Boothdeck
        sent you, or write to the address it came from.
      </Text>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      summary="Boothdeck keeps what it needs to run photo-booth events: the organiser’s account, their events, and the photos and details guests choose to give at the booth. Nothing is sold, and everything of an event goes when the organiser removes it."
      sections={SECTIONS}
    />
  );
}

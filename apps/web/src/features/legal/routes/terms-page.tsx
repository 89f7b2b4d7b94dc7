/** `/terms`: what an organiser agrees to by using Boothdeck, in plain words. */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { LegalPage, type LegalSection, Points } from '../components/legal-page';
import { LEGAL_UPDATED } from '../legal-dates';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Who these terms are for',
    body: (
      <Text>
        Boothdeck is for people who run photo-booth and sharing-station events. These terms apply to you as an
        organiser: the person who signs up, buys a package and sets up events. Guests who use a booth at your event do
        not sign up; what happens to their photos and details is described in the{' '}
        <Anchor component={Link} to={PATHS.privacy}>
          Privacy Policy
        </Anchor>
        .
      </Text>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <Points
        items={[
          'Give a real name and an e-mail address you can read: we send your verification link and password resets there.',
          'Keep your password and your events’ admin passwords to yourself. Whatever is done signed in as you counts as done by you.',
          'One account is for one organiser or business.',
        ]}
      />
    ),
  },
  {
    heading: 'Packages and payments',
    body: (
      <Points
        items={[
          'The price, what each package includes and how long it lasts are shown on the packages page before you pay. Prices are in Australian dollars.',
          'You are charged once for the package you choose; a single-event package is paid per event.',
          'We keep only the card brand, its last four digits and the payment’s reference. Your card number and security code are never stored.',
          'When a membership ends, the options it included can no longer be switched on until you choose a package again. Your events stay.',
        ]}
      />
    ),
  },
  {
    heading: 'What you upload and collect',
    body: (
      <Points
        items={[
          'What you upload stays yours: event images, logos, watermarks, frames and templates. You let us store, resize and show them only to run your events.',
          'Upload only what you have the right to use.',
          'If you switch on data capture or offers, you are the one asking guests for their details: tell them what you will do with them, ask for their consent, and keep to the privacy law where your event takes place.',
          'Guests’ photos belong to them and to your event; do not use them beyond what your guests were told.',
        ]}
      />
    ),
  },
  {
    heading: 'Fair use',
    body: (
      <Text>
        Do not use Boothdeck to send messages people did not ask for, to collect details without consent, to break the
        law, or to get at other people’s accounts or events. We may suspend an account that does, and we will tell you
        why.
      </Text>
    ),
  },
  {
    heading: 'The service',
    body: (
      <Text>
        We work to keep Boothdeck running and your data safe, but we cannot promise it will never be down or never have
        a fault. Keep your own copies of anything you cannot do without.
      </Text>
    ),
  },
  {
    heading: 'Ending',
    body: (
      <Text>
        You can stop using Boothdeck at any time. Removing an event removes its photos, shares, leads and uploaded
        files. To close your account altogether, write to us (see below) and ask for it to be deleted with everything in
        it.
      </Text>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <Text>
        If these terms change, the date at the top of this page changes with them. Questions: reply to any e-mail
        Boothdeck sent you, or write to the address it came from.
      </Text>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={LEGAL_UPDATED}
      summary="Plain terms for using Boothdeck to run photo-booth events: keep your account safe, pay for the package you use, upload only what you may, and ask your guests before you collect their details."
      sections={SECTIONS}
    />
  );
}

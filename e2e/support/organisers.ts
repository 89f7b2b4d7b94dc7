/**
 * New organisers for journeys about other screens, made through the API with the journey's
 * browser context (its visitor address): signed up, verified with the mailed code and, when
 * asked, on a package, with the session put where the app keeps it. The server does the same
 * work as for a sign-up on the screens (production password hashing, the mail); only the screens
 * are skipped, with the payment page's countdown. The registration, sign-in, package and payment
 * journeys walk those screens.
 */
import { accountEndpoints, HEALTH_PATH, packageEndpoints, type User } from '@boothdeck/contract';
import type { Page } from 'playwright-core';
import { apiAs, SESSION_KEY } from './api.ts';
import { type Journey, PASSWORD, uniqueEmail } from './journey.ts';
import { waitForMailLink } from './outbox.ts';
import { TEST_CARDS, testCard } from './packages.ts';

type PackageName = 'Free Trial' | 'Single Event' | 'Monthly Basic' | 'Monthly Pro' | 'Yearly Pro';
type Session = { token: string; user: User };

/** Signs a new individual up; the account waits for its e-mail to be verified. Returns the e-mail. */
export async function registerThroughApi(journey: Journey, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const body = {
    user_type: 'individual' as const,
    first_name: 'Grace',
    last_name: 'Hopper',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  };
  await apiAs(journey.page, null).call(accountEndpoints.register, { body });
  return email;
}

/** Signs a new individual up and verifies the address with the code from the outbox; returns the e-mail and session. */
export async function signUpThroughApi(journey: Journey, label: string): Promise<Session & { email: string }> {
  const email = await registerThroughApi(journey, label);
  const link = await waitForMailLink(journey.dataDir, email, '/verify-email/');
  const code = new URL(link).pathname.split('/').at(-1);
  const verified = await apiAs(journey.page, null).call(accountEndpoints.verifyEmail, {
    body: { email_verified_code: code ?? '' },
  });
  return { email, token: verified.token, user: verified.verify };
}

/** Takes a package as the signed-in organiser, paying with the test card when it has a price; returns the new user. */
async function takePackage(page: Page, { token, user }: Session, name: PackageName): Promise<User> {
  const api = apiAs(page, token);
  const { packages } = await api.call(packageEndpoints.packageTypes);
  const chosen = packages.find((item) => item.name === name);
  if (!chosen) throw new Error(`no package named ${name}`);
  const body = {
    user_id: user.id,
    user_email: user.email,
    submittedData: { package: chosen.id, package_name: chosen.name, billed: chosen.billed, price: chosen.price },
    ...(chosen.price > 0 ? testCard(TEST_CARDS.succeeds) : {}),
  };
  return (await api.call(packageEndpoints.membership, { body })).user;
}

/** Puts the session where the app keeps it, from an address of the app's origin that does not start the app (and stays there). */
async function keepSession(page: Page, session: Session) {
  await page.goto(HEALTH_PATH);
  await page.evaluate(({ key, state }) => window.localStorage.setItem(key, JSON.stringify({ state, version: 0 })), {
    key: SESSION_KEY,
    state: session,
  });
}

/** A new organiser, verified and signed in without a package, now on package choice; returns their e-mail. */
export async function registerVerifiedOrganiser(journey: Journey, label: string): Promise<string> {
  const { page } = journey;
  const { email, token, user } = await signUpThroughApi(journey, label);
  await keepSession(page, { token, user });
  await page.goto('/event/type');
  await page.getByRole('heading', { name: 'Choose a package', level: 1 }).waitFor();
  return email;
}

/**
 * A new organiser on the named package (paid with the test card), signed in: the page is on the
 * app's origin with the session kept, no screen open yet (most journeys go straight to theirs).
 * Returns their e-mail.
 */
export async function becomeMember(journey: Journey, label: string, packageName: PackageName): Promise<string> {
  const { page } = journey;
  const { email, token, user } = await signUpThroughApi(journey, label);
  await keepSession(page, { token, user: await takePackage(page, { token, user }, packageName) });
  return email;
}

/** A new organiser on Monthly Pro, signed in, no screen open yet. */
export const becomeMonthlyProMember = (journey: Journey, label: string) => becomeMember(journey, label, 'Monthly Pro');

/** A new organiser on a free package (the single-event package or the trial), signed in, no screen open yet. */
export const becomeFreePackageMember = (journey: Journey, label: string, plan: 'single' | 'trial') =>
  becomeMember(journey, label, plan === 'single' ? 'Single Event' : 'Free Trial');

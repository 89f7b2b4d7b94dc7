/**
 * The terms a guest agrees to before their answers are kept. The lead keeps this text exactly as
 * shown, so the organiser can tell later what each guest agreed to.
 */
export function termsText(eventName: string): string {
  return (
    `By sending this form you agree that the organiser of ${eventName} keeps your answers to send you ` +
    'your photos and what you ask for here. They are not passed on to anyone else. ' +
    'You can ask the organiser to remove them at any time.'
  );
}

export const marketingText = (eventName: string) =>
  `Yes, the organiser of ${eventName} may send me news and offers by e-mail or text message.`;

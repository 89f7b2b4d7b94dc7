/** Query keys of the e-mail step's reads. */
export const EMAIL_KEYS = {
  templates: ['options', 'email', 'templates'] as const,
  saved: ['options', 'email', 'saved-templates'] as const,
  sample: (templateId: number) => ['options', 'email', 'sample', templateId] as const,
  settings: (eventId: number) => ['events', 'email-settings', eventId] as const,
};

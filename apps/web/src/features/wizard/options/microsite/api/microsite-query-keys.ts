/** Query keys of the social gallery step's reads. */
export const MICROSITE_KEYS = {
  templates: ['options', 'microsite', 'templates'] as const,
  saved: ['options', 'microsite', 'saved-templates'] as const,
  sample: (templateId: number) => ['options', 'microsite', 'sample', templateId] as const,
  settings: (eventId: number) => ['events', 'microsite', eventId] as const,
};

/** Validation issues (zod's, or Fastify's schema errors) → the API's `errors: {field: [text]}`. */
export type Issue = { path: readonly PropertyKey[]; message: string };

export function issuesToFieldErrors(issues: readonly Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

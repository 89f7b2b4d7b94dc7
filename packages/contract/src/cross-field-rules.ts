/**
 * Rules across fields run even when other fields failed, so one 422 lists every error. zod skips
 * such a rule after any earlier failure unless told when to run; it is still skipped when a field
 * it reads failed (or the value is not an object or list at all), since it would then judge a
 * value that was never checked. Two forms: `withCrossFieldRule` hands the rule every field as
 * sent (checked or not) and lets it decide; `afterFields` skips the rule when a field it reads
 * failed.
 */
import type { z } from 'zod';

type Issues = z.core.ParsePayload['issues'];

/** Whether the value at `path` failed, or a value holding it did. */
export function failedAt(issues: Issues, path: readonly PropertyKey[]): boolean {
  return issues.some((issue) => {
    const at = issue.path ?? [];
    return at.slice(0, path.length).every((key, index) => key === path[index]);
  });
}

/** Refinement options: run once the value itself parsed and none of `fields` failed. */
export const afterFields = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) => {
    const isWhole = payload.issues.every((issue) => (issue.path?.length ?? 0) > 0);
    return isWhole && fields.every((field) => !failedAt(payload.issues, [field]));
  },
});

/** A body's fields as an object-level rule may see them: any of them may have failed its own check. */
export type UncheckedFields<T> = { readonly [K in keyof T]?: unknown };

/**
 * Adds a rule across fields (a confirmation that must match, fields one choice makes required)
 * that runs even when some fields failed, so one 422 names every wrong field at once: zod
 * otherwise skips object rules as soon as one field is missing or of the wrong type. A failed
 * field reaches the rule as it was sent, hence `unknown`. A field check with `abort` still
 * stops the rule, so fields of such objects must not use it.
 */
export function withCrossFieldRule<T extends z.ZodObject>(
  schema: T,
  rule: (fields: UncheckedFields<z.output<T>>, ctx: z.RefinementCtx) => void,
): T {
  return schema.superRefine((fields, ctx) => rule(fields, ctx), {
    when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value),
  });
}

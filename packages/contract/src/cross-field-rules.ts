/**
 * Rules across fields run even when other fields failed, so one 422 lists every error. zod skips
 * such a rule after any earlier failure unless told when to run; it is still skipped when a field
 * it reads failed (or the value is not an object or list at all), since it would then judge a
 * value that was never checked.
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

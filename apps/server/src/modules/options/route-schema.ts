/** The OpenAPI tag, security and failure replies every option call shares. */
import { errorReplySchema, validationErrorReplySchema } from '@boothdeck/contract';
import { z } from 'zod';

export const tags = ['options'];
export const security = [{ bearer: [] }];

/** 403 'Upgrade your package' names the option the plan lacks. */
const refusalReplySchema = errorReplySchema.extend({ errors: z.record(z.string(), z.array(z.string())).optional() });

export const replies = <Reply extends z.ZodType>(reply: Reply) => ({
  200: reply,
  401: errorReplySchema,
  403: refusalReplySchema,
  404: errorReplySchema,
  422: validationErrorReplySchema,
});

/** A body carrying one image as a data URL: the base64 is a third longer than the file. */
export const bodyLimitFor = (imageBytes: number) => Math.ceil((imageBytes * 4) / 3) + 256 * 1024;

/**
 * The sign-in form's rules: the sign-in body's schema, with the sign-in minimum length (older accounts' 6). They
 * use zod, so the form loads them after it shows (see `login-form.tsx`) and the login page's
 * first load does not carry zod.
 */
import { loginBodySchema, signInPasswordSchema } from '@boothdeck/contract';
import { schemaResolver } from '@mantine/form';

export const validateLogin = schemaResolver(loginBodySchema.extend({ password: signInPasswordSchema }), { sync: true });

/** The client's error for a refused call, and the text a person sees for any failed call. */
export { ApiError, getErrorMessage } from '@boothdeck/client';

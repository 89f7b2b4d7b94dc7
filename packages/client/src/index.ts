export { type ApiClient, type ApiClientOptions, createApiClient } from './api-client.ts';
export { ApiError, getErrorMessage } from './api-error.ts';
export type { AddressArguments, CallArguments, CallInput, Endpoint, MultipartBody } from './call-input.ts';
export { matchAddress } from './match-address.ts';
export { multipartBody } from './multipart-body.ts';
export { type CallKey, type CallKeyInput, queryKeyOf } from './query-key.ts';

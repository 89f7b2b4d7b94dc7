/** What tests use to stand in for the server: stubs of contract calls, typed by their definitions. */
export {
  answeredBy,
  callsTo,
  type FetchMock,
  failure,
  heldAnswer,
  jsonReply,
  type RequestFilter,
  type Stub,
  type StubAnswer,
  type StubRequest,
  stub,
  stubApi,
} from './stub-api.ts';

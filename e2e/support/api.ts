/** Calls to the API for journeys, sent with the journey's browser context: its address, its visitor's headers. */
import type { Page } from 'playwright-core';

export type ApiReply = { status: number; body: Record<string, unknown> };

/** Where the app keeps its session (the session store's persisted state). */
export const SESSION_KEY = 'boothdeck-session';

/** Calls the API as the page's visitor, with `token` as the bearer when given; a body makes it a POST. */
export async function callApiAs(
  page: Page,
  path: string,
  { body, token }: { body?: unknown; token?: string | null } = {},
): Promise<ApiReply> {
  const reply = await page.request.fetch(`/api/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: reply.status(), body: await reply.json() };
}

/** Calls the API as the page's signed-in user (the token the app keeps), or as a visitor without one. */
export async function callApi(page: Page, path: string, body?: unknown): Promise<ApiReply> {
  const token = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').state?.token as string | undefined,
    SESSION_KEY,
  );
  return callApiAs(page, path, { body, token });
}

/** The reply's body, or the journey fails with the reply when it is not a 200. */
export function okBody(path: string, reply: ApiReply): Record<string, unknown> {
  if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export const callApiOk = async (page: Page, path: string, body?: unknown) =>
  okBody(path, await callApi(page, path, body));

/**
 * SMS providers reached over HTTP. Both adapters treat any 2xx answer as accepted and anything
 * else (an error status, a timeout, a refused connection) as a failed attempt whose reason
 * names the status only: provider bodies may echo the request, credentials included.
 */
import type { SmsConfig, SmsSender } from './sms-sender.ts';

/** How long one request to a provider may take before it counts as a failed attempt. */
const SMS_REQUEST_TIMEOUT_MS = 10_000;

type HttpConfig = Extract<SmsConfig, { provider: 'http' }>;
type TwilioConfig = Extract<SmsConfig, { provider: 'twilio' }>;

async function post(url: string, init: { headers: Record<string, string>; body: string }): Promise<void> {
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      ...init,
      signal: AbortSignal.timeout(SMS_REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    // Read and dropped, so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new Error(`SMS provider ${reason}`);
  }
  if (status < 200 || status > 299) throw new Error(`SMS provider answered ${status}`);
}

export function httpSmsSender(config: HttpConfig): SmsSender {
  return {
    send: (message) =>
      post(config.url, {
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({ to: message.to, ...(config.from ? { from: config.from } : {}), text: message.text }),
      }),
  };
}

export function twilioSmsSender(config: TwilioConfig): SmsSender {
  const url = `${config.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const credentials = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    send: (message) =>
      post(url, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${credentials}` },
        body: new URLSearchParams({
          To: message.to,
          From: config.from,
          Body: message.text,
          ...(message.statusCallback ? { StatusCallback: message.statusCallback } : {}),
        }).toString(),
      }),
  };
}

import { eventEndpoints, smsEndpoints } from '@boothdeck/contract';
import { voucherCalls } from '@boothdeck/contract/call-addresses';
import { describe, expect, it } from 'vitest';
import { matchAddress } from './match-address.ts';

describe('matching a request to a call', () => {
  it('answers the path parameters of a matching method and address, query aside', () => {
    expect(matchAddress(eventEndpoints.show, 'GET', '/api/v1/show-event/12?x=1')).toEqual({ id: '12' });
    expect(matchAddress(smsEndpoints.save, 'post', 'http://127.0.0.1:3000/api/v1/text-sms')).toEqual({});
    expect(matchAddress(voucherCalls.details, 'GET', '/api/v1/offer/avail/7/qr-code/a%20b/voucher_no/V-1')).toEqual({
      eventId: '7',
      uuid: 'a b',
      voucherNo: 'V-1',
    });
  });

  it('refuses another method, another path, or a path with more or fewer segments', () => {
    expect(matchAddress(eventEndpoints.show, 'POST', '/api/v1/show-event/12')).toBeNull();
    expect(matchAddress(eventEndpoints.show, 'GET', '/api/v1/show-event/12/more')).toBeNull();
    expect(matchAddress(eventEndpoints.show, 'GET', '/api/v1/show-event/')).toBeNull();
    expect(matchAddress(smsEndpoints.save, 'POST', '/text-sms')).toBeNull();
  });
});

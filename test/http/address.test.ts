/** Per-address budgets and where an address comes from. */
import { AddressLimit } from '../../server/src/http/address-limit';
import { clientAddress, type AddressedRequest } from '../../server/src/http/client-address';

const request = (socket: string, forwarded?: string): AddressedRequest => ({
  socket: { remoteAddress: socket },
  headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(clientAddress(request('10.0.0.9', '6.6.6.6'), 0)).toBe('10.0.0.9');
  });

  it('takes the address the nearest trusted proxy saw, not what the client wrote', () => {
    // The client forged 6.6.6.6; the one proxy in front appended the real 1.2.3.4.
    expect(clientAddress(request('10.0.0.9', '6.6.6.6, 1.2.3.4'), 1)).toBe('1.2.3.4');
    expect(clientAddress(request('10.0.0.9', '6.6.6.6, 1.2.3.4, 10.0.0.8'), 2)).toBe('1.2.3.4');
    // Fewer entries than trusted hops: the far end of the chain.
    expect(clientAddress(request('10.0.0.9'), 3)).toBe('10.0.0.9');
  });
});

describe('address limit', () => {
  it('allows the budget per minute and per address, then refuses until the window ends', () => {
    const limit = new AddressLimit(2);
    expect([limit.take('a', 0), limit.take('a', 1), limit.take('a', 2), limit.take('b', 3)]).toEqual([true, true, false, true]);
    expect(limit.retryAfter('a', 30_000)).toBe(30);
    expect(limit.take('a', 60_000)).toBe(true);
  });

  it('stays bounded however many addresses appear', () => {
    const limit = new AddressLimit(1, 100);
    for (let i = 0; i < 10_000; i++) limit.take(`addr-${i}`, 0);
    // The newest addresses are remembered; the oldest were forgotten and start afresh.
    expect(limit.take('addr-9999', 1)).toBe(false);
    expect(limit.take('addr-0', 1)).toBe(true);
  });

  it('is off at 0', () => {
    const limit = new AddressLimit(0);
    expect(Array.from({ length: 1000 }, () => limit.take('a')).every(Boolean)).toBe(true);
  });
});

import { generateKeyPairSync } from 'node:crypto';
import { JwtVerifier } from '../../server/src/auth/jwt';
import { signAsymmetric, signHs256 } from '../support/jwt';

const now = Math.floor(Date.now() / 1000);

describe('JWT verification', () => {
  const v = new JwtVerifier({ secret: 's3cret', issuer: 'https://id.example', audience: 'orrery' });
  const good = { sub: 'acct-1', name: 'Ann', iss: 'https://id.example', aud: 'orrery', exp: now + 60 };

  it('accepts a valid HS256 token and reads subject and name', () => {
    expect(v.verify(signHs256(good, 's3cret'))).toEqual({ id: 'acct-1', name: 'Ann' });
  });

  it.each([
    ['a wrong secret', signHs256(good, 'other'), 'bad signature'],
    ['an expired token', signHs256({ ...good, exp: now - 3600 }, 's3cret'), 'expired'],
    ['a future nbf', signHs256({ ...good, nbf: now + 3600 }, 's3cret'), 'not yet valid'],
    // A time claim that is not a number used to be ignored, so the token never expired.
    ['a string exp', signHs256({ ...good, exp: String(now - 3600) }, 's3cret'), 'exp is not a number'],
    ['an object exp', signHs256({ ...good, exp: { at: now } }, 's3cret'), 'exp is not a number'],
    ['a null nbf', signHs256({ ...good, nbf: null }, 's3cret'), 'nbf is not a number'],
    ['another issuer', signHs256({ ...good, iss: 'evil' }, 's3cret'), 'wrong issuer'],
    ['another audience', signHs256({ ...good, aud: ['x', 'y'] }, 's3cret'), 'wrong audience'],
    ['no subject', signHs256({ ...good, sub: undefined }, 's3cret'), 'no subject'],
    ['alg none', `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(good)).toString('base64url')}.`, 'not accepted'],
    ['garbage', 'not.a.jwt', 'malformed'],
  ])('rejects %s', (_what, token, why) => {
    expect(() => v.verify(token)).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED', message: expect.stringContaining(why) }));
  });

  it('verifies RS256 and ES256 with public keys and refuses HS256 tokens signed with the public key text', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rsaPem = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const rv = new JwtVerifier({ publicKey: rsaPem });
    expect(rv.verify(signAsymmetric({ sub: 'r' }, rsa.privateKey, 'RS256')).id).toBe('r');
    // The classic key-confusion attack: an HMAC keyed with the public key.
    expect(() => rv.verify(signHs256({ sub: 'r' }, rsaPem))).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }));
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const ev = new JwtVerifier({ publicKey: ec.publicKey.export({ type: 'spki', format: 'pem' }).toString() });
    expect(ev.verify(signAsymmetric({ sub: 'e' }, ec.privateKey, 'ES256')).id).toBe('e');
    expect(() => ev.verify(signAsymmetric({ sub: 'e' }, rsa.privateKey, 'RS256'))).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }));
  });
});

/** A server that verifies accounts: seats, reclaims, history and replays follow the account. */
import { OrreryClient, type MatchConnection } from '../../client-sdk/src';
import { signHs256 } from '../support/jwt';
import { startTestServer, type TestServer } from '../support/server';

const SECRET = 'test-secret';
const token = (sub: string, name?: string) => signHs256({ sub, ...(name ? { name } : {}), exp: Math.floor(Date.now() / 1000) + 600 }, SECRET);
const spec = { game: 'highcard', seats: 2, options: { rounds: 1 } };

describe('accounts', () => {
  let server: TestServer;
  const open: MatchConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { auth: { jwt: { secret: SECRET }, required: false } });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.leave()));
  });
  afterAll(() => server.stop());
  const as = (sub: string, name?: string) => new OrreryClient(server.url, { accountToken: token(sub, name), retry: { attempts: 3, delayMs: 100 } });

  it('seats an account under its name, reclaims by account, and refuses other accounts', async () => {
    const ann = await as('acct-ann', 'Ann').createMatch({ ...spec, private: true });
    open.push(ann);
    const guest = await server.client().join(ann.matchId, 'Guest Bob');
    open.push(guest);
    expect((await ann.waitForMeta((m) => m.status === 'active')).seats.map((s) => s.name)).toEqual(['Ann', 'Guest Bob']);

    await expect(as('acct-eve').reclaimWithAccount(ann.matchId)).rejects.toMatchObject({ code: 'BAD_TOKEN' });
    const elsewhere = await as('acct-ann').reclaimWithAccount(ann.matchId);
    open.push(elsewhere);
    expect(elsewhere.seat).toBe(0);
    expect(elsewhere.seatToken).toBeNull();
    expect((await elsewhere.waitForView()).view.prompt!.seat).toBe(0);

    const mine = await as('acct-ann').myMatches();
    expect(mine.matches.map((m) => m.matchId)).toContain(ann.matchId);
    expect((await as('acct-eve').myMatches()).matches.map((m) => m.matchId)).not.toContain(ann.matchId);
    const view = await as('acct-ann').replay(ann.matchId, { viewer: 0, step: 0 });
    expect(view.view.prompt).not.toBeNull();
    await expect(as('acct-eve').replay(ann.matchId, { viewer: 0, step: 0 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a forged account token at join and on the API', async () => {
    const forged = new OrreryClient(server.url, { accountToken: signHs256({ sub: 'x' }, 'wrong'), retry: { attempts: 0, delayMs: 0 } });
    await expect(forged.quickMatch(spec)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(forged.listMatches()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(server.client().myMatches()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('accounts required', () => {
  it('turns guests away', async () => {
    const server = await startTestServer('pglite', {}, { auth: { jwt: { secret: SECRET }, required: true } });
    try {
      await expect(server.client().quickMatch(spec)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      const ok = await new OrreryClient(server.url, { accountToken: token('acct-1', 'One') }).quickMatch(spec);
      expect(ok.seat).toBe(0);
      await ok.leave();
    } finally {
      await server.stop();
    }
  });
});

/**
 * The synchronised metadata as a client decodes it: the list of seats to move
 * must follow the server's exactly, through the same list on the client.
 */
import { Decoder, Encoder } from '@colyseus/schema';
import { MatchMeta, syncNumbers } from '../../server/src/rooms/meta';

describe('syncNumbers', () => {
  it('keeps a client-side list equal to the server-side one, updating it in place', () => {
    const server = new MatchMeta();
    const encoder = new Encoder(server);
    const client = new MatchMeta();
    const decoder = new Decoder(client);
    decoder.decode(encoder.encodeAll());
    let clientList: unknown = null;

    const sequence = [[0, 1, 2, 3], [0, 1, 3], [3], [3], [1, 2], [2, 1, 0, 3], [], [5]];
    for (const values of sequence) {
      syncNumbers(server.toMove, values);
      expect(server.toMove.toArray()).toEqual(values);
      decoder.decode(encoder.encode());
      encoder.discardChanges();
      expect(client.toMove.toArray()).toEqual(values);
      // The same instance throughout: clients never rebuild the list for a move.
      clientList ??= client.toMove;
      expect(client.toMove).toBe(clientList);
    }
  });

  it('sends nothing when the list did not change', () => {
    const server = new MatchMeta();
    const encoder = new Encoder(server);
    syncNumbers(server.toMove, [1, 2]);
    encoder.encode();
    encoder.discardChanges();
    syncNumbers(server.toMove, [1, 2]);
    expect(encoder.hasChanges).toBe(false);
  });
});

/**
 * The embedded PGlite starts with the buffer pool the configuration asks for
 * (PGLITE_SHARED_BUFFERS_MB): the default keeps an idle server's memory down.
 */
import fs from 'node:fs';
import { openDatabase } from '../../server/src/db/database';
import { configFromEnv } from '../../server/src/config';
import { tempDir } from '../support/db';

async function sharedBuffers(pgliteSharedBuffersMb: number): Promise<string> {
  const dataDir = tempDir();
  const database = await openDatabase({ dataDir, pgliteSharedBuffersMb });
  try {
    const result = await database.prepared('shared_buffers', 'show shared_buffers', []);
    return String(result.rows[0].shared_buffers);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

test('the default configuration gives PGlite 16 MB of shared buffers', async () => {
  const mb = configFromEnv({}).pgliteSharedBuffersMb;
  expect(mb).toBe(16);
  expect(await sharedBuffers(mb)).toBe('16MB');
}, 60_000);

test("0 leaves PostgreSQL's own default", async () => {
  expect(await sharedBuffers(0)).toBe('128MB');
}, 60_000);

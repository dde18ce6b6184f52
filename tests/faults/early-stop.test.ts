// A stop that comes while the app is still starting (`docker stop` right after `up`, a slow first
// start on a small board): main.js handles SIGTERM from its first moment, so the start is
// finished and then closed cleanly (exit code 0), instead of Node's default for a signal with no
// listener, which kills the process on the spot (code null) like a kill -9.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cleanup } from './support/children.ts';
import { startRig } from './support/devnode-process.ts';
import { launchServer } from './support/server-process.ts';
import { eventually } from '../support/poll.ts';

afterAll(cleanup);

it('SIGTERM during the start: the app finishes starting, then stops cleanly with code 0', async () => {
  const { dataDir, devnode } = await startRig('rifa-fault-early-stop-');
  const server = launchServer({ dataDir, devnode });
  // The database file appears as the app composes itself, before it listens.
  await eventually(
    'the database file',
    () => fs.existsSync(path.join(dataDir, 'rifa.sqlite')),
    20_000,
    2,
  );
  expect(server.alive()).toBe(true);
  const exit = await server.stop();
  expect(exit).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain('"msg":"encerrando"');
  // It was still starting when told to stop: the stop came before it listened.
  const output = server.output();
  expect(output.indexOf('"msg":"encerrando"')).toBeLessThan(output.indexOf('Rifa Relâmpago no ar'));
});

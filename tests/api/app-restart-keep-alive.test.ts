// docs/decisions/0016-operator-cockpit-release.md: after a backup restore the page polls /api/health and reloads once the app answers.
// A keep-alive connection that was busy when the restart began outlives the old app's listening
// socket; a poll on it must never get the old app's 200 (found in Chromium, operator-cockpit
// e2e: the page reloaded onto the data being replaced, then the app went away under it).
import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSupervisedApp, type SupervisedApp } from '../support/supervised-app.ts';

let app: SupervisedApp;
// One socket, kept alive: every call below goes over the same connection while it lives.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number | 'error';
  reused: boolean;
  body: string;
}

/** GET /api/health over the agent; `holdMs` keeps the request unfinished (busy) that long. */
function health(holdMs = 0): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(`${app.supervisor.url}/api/health`, {
      agent,
      method: 'GET',
      headers: { 'Content-Length': '2', 'Content-Type': 'application/json' },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket, body }),
      );
    });
    // The server may close the idle socket as the call goes out: that is a refusal too.
    request.on('error', () => resolve({ status: 'error', reused: request.reusedSocket, body: '' }));
    request.write('{');
    setTimeout(() => request.end('}'), holdMs);
  });
}

beforeAll(async () => {
  app = await startSupervisedApp('rifa-restart-');
});

afterAll(async () => {
  agent.destroy();
  await app?.close();
});

it('a connection busy when the restart began finishes its request, then never answers as the old app', async () => {
  expect((await health()).status).toBe(200);
  const before = app.supervisor.current;
  const busy = health(400);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const restarted = app.supervisor.restart();

  // The request in flight is answered by the app it reached.
  expect(await busy).toMatchObject({ status: 200, reused: true });
  // The next poll on that same connection: 503 (or the connection closed), not the old app.
  // (A fresh connection can only reach the new app, once it listens.)
  const poll = await health();
  expect(poll.reused && poll.status === 200, JSON.stringify(poll)).toBe(false);
  if (poll.status === 503)
    expect(JSON.parse(poll.body)).toEqual({
      error: 'O app está reiniciando; tente de novo em instantes',
    });

  await restarted;
  expect(app.supervisor.current).not.toBe(before);
  expect(await health()).toMatchObject({ status: 200 });
});

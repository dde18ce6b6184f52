// Vitest global setup: tests that start the server as a process run the production bundle
// (`node server/dist/main.js`, see server/build.ts), built from the current sources once
// per run, so they exercise what the image ships.
import { buildServer } from '../../server/build.ts';

export default async function setup(): Promise<void> {
  await buildServer();
}

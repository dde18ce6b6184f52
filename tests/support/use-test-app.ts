// One test app for a test file (or a describe): the beforeAll/afterAll hooks that start it
// over a temp DATA_DIR with a devnode of its own, and stop and remove both at the end.
// Restarts keep the folder, the node and the clock, as a process restart would.
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startDevnode, type Devnode } from '@rifa/devnode';
import { removeDir, tempDir } from './temp-dirs.ts';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export interface UseTestAppOptions extends Omit<TestAppOptions, 'devnode' | 'dataDir'> {
  /** Prefix of the temp DATA_DIR's name. */
  dirPrefix?: string;
}

/** The file's app as it runs now; every start takes the file's options, then `overrides`. */
export interface LiveTestApp extends TestApp {
  /** close(), then start() again over the same DATA_DIR, devnode and clock. */
  restart(overrides?: Partial<TestAppOptions>): Promise<void>;
  /** Closes the app; the devnode keeps running. */
  stop(): Promise<void>;
  /** Starts the app again after stop() or crash(). */
  start(overrides?: Partial<TestAppOptions>): Promise<void>;
}

/**
 * Registers the hooks and returns a stand-in for the app: reading any TestApp property
 * reads it from the app running at that moment, so it stays valid across restarts. With a
 * `clock`, the devnode runs on it too (invoice expiry, block timestamps).
 */
export function useTestApp(options: UseTestAppOptions = {}): LiveTestApp {
  const { dirPrefix, ...appOptions } = options;
  let dataDir: string | undefined;
  let devnode: Devnode | undefined;
  let current: TestApp | undefined;

  const controls = {
    // The devnode and the folder outlive the app: readable while it is stopped too.
    get devnode(): Devnode {
      if (!devnode) throw new Error('the devnode starts in beforeAll');
      return devnode;
    },
    get dataDir(): string {
      if (!dataDir) throw new Error('the DATA_DIR is made in beforeAll');
      return dataDir;
    },
    async start(overrides: Partial<TestAppOptions> = {}) {
      current = await startTestApp({ ...appOptions, ...overrides, devnode, dataDir });
    },
    async stop() {
      const running = current;
      current = undefined;
      await running?.close();
    },
    async restart(overrides: Partial<TestAppOptions> = {}) {
      await controls.stop();
      await controls.start(overrides);
    },
    crash() {
      current?.crash();
      current = undefined;
    },
  };

  beforeAll(async () => {
    dataDir = tempDir(dirPrefix);
    const { clock } = appOptions;
    devnode = await startDevnode({
      dir: path.join(dataDir, 'devnode'),
      ...(clock ? { clock: () => clock.now().getTime() } : {}),
    });
    await controls.start();
  });
  afterAll(async () => {
    await controls.stop();
    await devnode?.stop();
    if (dataDir) removeDir(dataDir);
  });

  return new Proxy(controls, {
    get(target, property) {
      if (property in target) return Reflect.get(target, property);
      if (property === 'then') return undefined; // not a promise
      if (!current) throw new Error(`no test app running (reading ${String(property)})`);
      return Reflect.get(current, property);
    },
  }) as LiveTestApp;
}

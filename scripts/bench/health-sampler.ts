// The health sampler of event-loop-bench.ts, in its own thread: GET /api/health every `everyMs`,
// open loop (each latency from the moment the request was due), until told to stop; then it
// posts the latencies back.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { base, everyMs } = workerData as { base: string; everyMs: number };
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
/** [when the request was due (ms since the epoch), its latency (ms)]. */
const latencies: [number, number][] = [];
const inFlight: Promise<void>[] = [];

function health(): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(`${base}/api/health`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve());
      response.on('error', () => resolve());
    });
    request.on('error', () => resolve());
  });
}

let due = performance.now();
const timer = setInterval(() => {
  while (due <= performance.now()) {
    const scheduled = due;
    due += everyMs;
    const wall = performance.timeOrigin + scheduled;
    inFlight.push(health().then(() => void latencies.push([wall, performance.now() - scheduled])));
  }
}, 2);

parentPort!.once('message', () => {
  clearInterval(timer);
  void Promise.all(inFlight).then(() => {
    agent.destroy();
    parentPort!.postMessage(latencies);
  });
});

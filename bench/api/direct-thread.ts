// A worker thread of bench:api's direct side (direct-sql.ts): runs its share of the callers for each round it
// is sent, and posts what it measured.
import { parentPort } from 'node:worker_threads';
import { type DirectRun, directLoop } from './direct-sql';

parentPort!.on('message', (run: DirectRun) => {
  directLoop(run).then(
    (loop) => parentPort!.postMessage(loop),
    (error: unknown) => {
      throw error;
    },
  );
});

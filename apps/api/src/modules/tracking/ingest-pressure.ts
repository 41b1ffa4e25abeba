// "A burst never slows the acknowledgement" (issue 7, decision 0210). The tracking workers run in the API's
// process and on the same database as the positions coming in; while batches are being stored here, a worker
// waits before its next claim, for at most a bound, so that a burst gets the machine and the engine catches
// up after it, on jobs that have meanwhile gathered more positions each. The bound keeps the engine moving
// under a load that never pauses.
export interface IngestPressure {
  /** Runs `work` (storing a batch of positions), counted as in flight while it runs. */
  during<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once no batch is in flight, or after `atMostMs`, whichever comes first. */
  quiet(atMostMs: number): Promise<void>;
}

export function createIngestPressure(): IngestPressure {
  let inFlight = 0;
  let waiting: Array<() => void> = [];
  return {
    async during(work) {
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
        if (inFlight === 0) {
          const release = waiting;
          waiting = [];
          for (const resolve of release) resolve();
        }
      }
    },
    quiet(atMostMs) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting = waiting.filter((other) => other !== done);
          resolve();
        };
        const timer = setTimeout(done, atMostMs);
        waiting.push(done);
      });
    },
  };
}

/** No batches counted: what a service or worker made without a shared gauge uses (tests, tools). */
export const NO_PRESSURE: IngestPressure = {
  during: (work) => work(),
  quiet: () => Promise.resolve(),
};

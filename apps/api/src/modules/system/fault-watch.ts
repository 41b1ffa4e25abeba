// A fault is never silent (decision 0219): every `everyMs` the health checks run, and the log says when the
// database stops answering, the NATS broker is out of reach or tracking stalls, again every minute while it lasts, and when it is over.
import type { HealthChecks, HealthReport } from './health-checks';

export interface FaultLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const REMIND_EVERY_MS = 60_000;

export function watchForFaults(health: HealthChecks, log: FaultLog, everyMs = 10_000): () => void {
  type Fault = 'database' | 'broker' | 'tracking';
  const since: Record<Fault, number | null> = { database: null, broker: null, tracking: null };
  const reminded: Record<Fault, number> = { database: 0, broker: 0, tracking: 0 };

  function follow(fault: Fault, failing: boolean, report: HealthReport, message: string) {
    const now = Date.now();
    const start = since[fault];
    if (failing && (start === null || now - reminded[fault] >= REMIND_EVERY_MS)) {
      since[fault] = start ?? now;
      reminded[fault] = now;
      log.warn({ ...report, forSeconds: Math.round((now - (start ?? now)) / 1000) }, message);
    } else if (!failing && start !== null) {
      since[fault] = null;
      log.info({ ...report, afterSeconds: Math.round((now - start) / 1000) }, `${fault} recovered`);
    }
  }

  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    health
      .report()
      .then((report) => {
        follow('database', report.database === 'down', report, 'database unreachable');
        follow('broker', report.tracking.broker === 'disconnected', report, 'NATS unreachable');
        follow('tracking', report.tracking.stalled, report, 'tracking stalled');
      })
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

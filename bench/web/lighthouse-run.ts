// One Lighthouse navigation (mobile preset, simulated throttling: the same as the browser's Lighthouse panel)
// and the figures docs/benchmarks.md reports from it.
import lighthouse, { type Result } from 'lighthouse';

export interface PageFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  scriptRequests: number;
  totalBytes: number;
  /** Performance metrics or opportunities that cost points, and failed accessibility audits. */
  holdingBack: string[];
  /** Lighthouse's measure of this host's CPU speed (a 2020s desktop scores ~1500-2500). */
  benchmarkIndex: number;
  lhr: Result;
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function resource(lhr: Result, type: string): { transferSize: number; requestCount: number } {
  const items = (lhr.audits['resource-summary']?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const item = items?.find((entry) => entry.resourceType === type);
  return { transferSize: Number(item?.transferSize ?? 0), requestCount: Number(item?.requestCount ?? 0) };
}

function holdingBack(lhr: Result): string[] {
  const out: string[] = [];
  for (const [category, threshold] of [
    ['performance', 0.9],
    ['accessibility', 1],
  ] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue;
      if (audit.score < threshold && (ref.weight > 0 || category === 'performance'))
        out.push(`${category}: ${audit.id} (${audit.displayValue ?? audit.score})`);
    }
  }
  return out;
}

export async function measure(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The session written into the profile must survive; the profile is fresh, so the cache is cold anyway.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scripts = resource(lhr, 'script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scriptBytes: scripts.transferSize,
    scriptRequests: scripts.requestCount,
    totalBytes: resource(lhr, 'total').transferSize,
    holdingBack: holdingBack(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lhr,
  };
}

// A server-sent events client for API tests: opens GET /api/events/stream with a bearer token, keeps every event
// it receives in order, and waits for the one a test expects.
import { createParser } from 'eventsource-parser';

export interface ReceivedEvent {
  event: string;
  data: any;
}

export interface TestEventStream {
  status: number;
  headers: Headers;
  /** The body of a refused stream (a JSON:API error document). */
  body: any;
  events: ReceivedEvent[];
  /** The first event (already received or to come) that matches; fails after `timeoutMs`. */
  waitFor(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): Promise<void>;
}

export async function openEventStream(baseUrl: string, token: string | undefined): Promise<TestEventStream> {
  const abort = new AbortController();
  const response = await fetch(new URL('/api/events/stream', baseUrl), {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  if (!response.ok || !response.body) {
    return {
      status: response.status,
      headers: response.headers,
      body: await response.json(),
      events,
      waitFor: () => Promise.reject(new Error(`stream refused with ${response.status}`)),
      close: async () => undefined,
    };
  }
  const parser = createParser({
    onEvent: (message) => {
      events.push({ event: message.event ?? 'message', data: JSON.parse(message.data) });
      for (const wake of waiters) wake();
    },
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
        parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Aborted by close().
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    body: undefined,
    events,
    waitFor(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

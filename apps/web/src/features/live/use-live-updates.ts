// Keeps the screens live (issue 7 §5, decision 0110): one event stream per tab, opened through the API client
// so it is authorized and its token refreshed like any other call, and every change turned into refetches of
// the queries it affects (live-invalidation.ts). The stream carries no event ids: after any reconnection the
// affected screens read again instead of replaying what was missed.
import { useQueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { useEffect } from 'react';
import { isApiError } from '../../app/api/api-error';
import type { Schemas } from '../../app/api/api-types';
import { api } from '../../app/session';
import { useCan } from '../account/use-permissions';
import { createLiveInvalidator } from './live-invalidation';

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Too many tabs open (429): wait for one to close rather than knock on the door. */
const CROWDED_RETRY_MS = 60_000;

async function readEvents(
  response: Response,
  onEvent: (event: string, data: string) => void,
  signal: AbortSignal,
): Promise<void> {
  if (!response.body) return;
  const parser = createParser({ onEvent: (message) => onEvent(message.event ?? 'message', message.data) });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export function useLiveUpdates(): void {
  const client = useQueryClient();
  const allowed = useCan('tours.read');
  useEffect(() => {
    if (!allowed) return;
    const abort = new AbortController();
    const live = createLiveInvalidator(client);
    let connectedBefore = false;
    void (async () => {
      let failures = 0;
      while (!abort.signal.aborted) {
        let wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
        try {
          const response = await api.request<Response>('/events/stream', {
            responseType: 'stream',
            signal: abort.signal,
            toast: false,
          });
          await readEvents(
            response,
            (event, data) => {
              if (event === 'ready') {
                // Whatever changed while the stream was down is unknown: read again what is shown.
                if (connectedBefore) live.all();
                connectedBefore = true;
                failures = 0;
              } else if (event === 'resync') live.all();
              else if (event === 'tracking') live.change(JSON.parse(data) as Schemas['LiveChange']);
              else if (event === 'notifications') live.notified();
            },
            abort.signal,
          );
          // The server ends a stream after a token's lifetime: reconnect soon, with the token current then.
          if (failures === 0) wait = RETRY_MS[0]!;
        } catch (error) {
          if (isApiError(error, 429)) wait = CROWDED_RETRY_MS;
        }
        failures += 1;
        if (!abort.signal.aborted) await pause(wait, abort.signal);
      }
    })();
    return () => {
      abort.abort();
      live.stop();
    };
  }, [client, allowed]);
}

// At most N open event streams per user in this process (decision 0110): one per browser tab is plenty, and a
// client that reconnects in a loop without closing cannot hold the server's sockets. Per process, not global:
// a stream lives on one connection to one process, and a shared count would outlive a crashed process.
import { AppError } from '@cargolens/domain/errors';

export function createStreamSlots(maxPerUser: number) {
  const open = new Map<number, number>();
  return {
    /** Takes a slot or refuses with 429; the returned function gives it back (once). */
    take(userId: number): () => void {
      const count = open.get(userId) ?? 0;
      if (count >= maxPerUser)
        throw new AppError('http.too_many_requests', {
          detail: `At most ${maxPerUser} event streams may be open at once for one user`,
        });
      open.set(userId, count + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
    },
  };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;

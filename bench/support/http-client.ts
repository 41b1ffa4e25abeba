// The benchmarks' HTTP client (decision 0205): node:http over kept-alive sockets, bodies serialized beforehand,
// so the load generator takes as little as it can of the cores the server and PostgreSQL share with it.
import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
}

export function createBenchClient(port: number, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return {
    /** POSTs a serialized body; `readBody: false` drops the answer's bytes unread into a string. */
    post(path: string, headers: Record<string, string>, body: Buffer, readBody = true): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: '127.0.0.1',
            port,
            method: 'POST',
            path,
            headers: { ...headers, 'content-length': body.length },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => {
              if (readBody) chunks.push(chunk);
            });
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    close(): void {
      agent.destroy();
    },
  };
}

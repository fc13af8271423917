/** A tiny HTTP server on 127.0.0.1 (port chosen by the system) for the OAuth tests. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  /** Absolute URL, as the verifier wants it. */
  url: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

export interface LocalServer {
  baseUrl: string;
  received: Received[];
  close(): Promise<void>;
}

export async function startServer(handle: (request: Received, response: ServerResponse) => void | Promise<void>): Promise<LocalServer> {
  const received: Received[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: Received = {
      method: req.method ?? 'GET',
      url: `http://${req.headers.host}${req.url}`,
      path: (req.url ?? '/').split('?')[0]!,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: Buffer.concat(chunks).toString('utf8'),
    };
    received.push(request);
    try {
      await handle(request, res);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

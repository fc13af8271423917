// An upstream answer that never ends, for the proxy's fault tests and its fault benchmark.
import type { ServerResponse } from 'node:http';

/** Answers 200 and writes chunks of `chunkBytes` spaces until the connection closes, then calls `closed`. */
export function endless(res: ServerResponse, chunkBytes: number, closed: () => void): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(chunkBytes, 0x20);
  let open = true;
  res.once('close', () => ((open = false), closed()));
  const pump = () => {
    while (open && res.write(chunk));
    if (open) res.once('drain', pump);
  };
  pump();
}

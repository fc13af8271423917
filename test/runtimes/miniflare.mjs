// Runs a bundled Worker in workerd through Miniflare (which needs Node 22 or later: the matrix starts this file with
// its cached Node 24): `node miniflare.mjs <miniflare's entry> <worker bundle> <configuration JSON>`. Sends the
// configuration to the Worker and prints its answer.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

const [entry, bundle, config] = process.argv.slice(2);
const { Miniflare } = await import(pathToFileURL(entry).href);
const mf = new Miniflare({ modules: true, script: fs.readFileSync(bundle, 'utf8'), compatibilityDate: '2026-07-01' });
try {
  const response = await mf.dispatchFetch('http://worker.test/', { method: 'POST', body: config });
  console.log(await response.text());
} finally {
  await mf.dispose();
}

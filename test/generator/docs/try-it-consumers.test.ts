// The consumers the docs page's Try it offers are those a mock started without a configuration takes: the same keys,
// secrets, names, rights and test marks, and each completes the handshake. The page is the committed one, as the
// mock serves it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TryItData } from '../../../generator/docs/try-it.ts';
import { startMock } from '../../../mock/server.ts';

const generated = path.resolve(import.meta.dirname, '../../../generated');

function pageConsumers(): TryItData['consumers'] {
  const page = readFileSync(path.join(generated, 'docs/index.html'), 'utf8');
  const json = /<script id="pn-try-data" type="application\/json">(.*?)<\/script>/s.exec(page)?.[1];
  if (json === undefined) throw new Error('generated/docs/index.html holds no Try it data');
  return (JSON.parse(json) as TryItData).consumers;
}

describe("Try it's consumers", () => {
  it("are the default mock's, and each completes the handshake", async () => {
    const document = JSON.parse(readFileSync(path.join(generated, 'openapi.json'), 'utf8'));
    const allRights = Object.keys(document.components.securitySchemes.oauth1['x-access-rights']);
    const offered = pageConsumers();
    const mock = await startMock({ port: 0 });
    try {
      const taken = mock.config.consumers.map(({ key, secret, name, rights, test }) => ({
        key,
        secret,
        name,
        // (Try it says `null` for every right the description names.)
        rights: [...rights].sort().join() === [...allRights].sort().join() ? null : rights,
        test: test === true,
      }));
      expect(offered).toEqual(taken);
      for (const { key } of offered) {
        const credentials = await mock.authorize({ consumer: key });
        expect(credentials.consumerKey).toBe(key);
        expect(credentials.token).toBeTruthy();
      }
    } finally {
      await mock.close();
    }
  });
});

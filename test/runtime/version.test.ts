// The version the client names in its User-Agent is the package's: the client cannot read package.json where it runs.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SDK_VERSION } from '../../plugins/oauth1/send.ts';

it('SDK_VERSION is the version in package.json', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(SDK_VERSION).toBe(pkg.version);
});

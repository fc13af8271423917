// The service's official clients against the mock, unchanged: every call of the Ruby client (parameters in the
// query string, PLAINTEXT with the OAuth parameters in the query string) and of the Android SDK (form bodies where
// it builds them), sent as the client sends it, with ids from earlier answers, answers 2xx; through the proxy in
// front of the mock too, and the proxy reports no difference. The README's table gives the counts this test finds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startProxy } from '../../mock/proxy/index.ts';
import { startMock } from '../../mock/server.ts';
import { ALL_RIGHTS } from '../mock/helpers.ts';
import { CONSUMER_LINE } from '../mock/proxy/helpers.ts';
import { ANDROID_BEFORE, ANDROID_CALLS } from './android-calls.ts';
import { RUBY_BEFORE, RUBY_CALLS } from './ruby-calls.ts';
import { FIXED, MEMBERS, runCalls, type ClientCall, type Outcome } from './wire.ts';

type Before = ReadonlyArray<{ member: string; calls: readonly ClientCall[] }>;

/** The calls against a fresh mock, directly or through a proxy in front of it; the outcomes and the proxy's log. */
async function run(through: 'mock' | 'proxy', before: Before, calls: readonly ClientCall[]) {
  const mock = await startMock({ port: 0, config: { members: MEMBERS.map((m) => ({ ...m })) } });
  const lines: string[] = [];
  const proxy =
    through === 'proxy'
      ? await startProxy({ upstream: mock.url, port: 0, consumers: [CONSUMER_LINE], log: (l) => lines.push(l) })
      : undefined;
  const url = proxy?.url ?? mock.url;
  try {
    for (const earlier of before) await runCalls(url, ALL_RIGHTS, earlier.member, earlier.calls);
    return { outcomes: await runCalls(url, ALL_RIGHTS, FIXED.caller!, calls), lines };
  } finally {
    await proxy?.close();
    await mock.close();
  }
}

const failed = (outcomes: Outcome[]) =>
  outcomes.filter((o) => o.status >= 300).map((o) => `${o.call.method}: ${o.call.verb} ${o.url} -> ${o.status} ${o.text.slice(0, 160)}`);
const differing = (outcomes: Outcome[]) => outcomes.filter((o) => o.violations !== '[]').map((o) => `${o.call.method}: ${o.violations}`);

/** The README row of a client: its calls, 2xx against the mock, 2xx through the proxy without a difference. */
function readmeRow(client: string): number[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const row = readme.split('\n').find((line) => line.startsWith(`| ${client} |`));
  if (!row) throw new Error(`README.md: no row "| ${client} |" in "The service's official clients against the mock"`);
  return row
    .split('|')
    .slice(2, -1)
    .map((cell) => Number(cell.trim()));
}

const CLIENTS = [
  { name: 'the Ruby client', readme: 'Ruby client (version 0.7.1)', before: RUBY_BEFORE, calls: RUBY_CALLS },
  { name: 'the Android SDK', readme: 'Android SDK', before: ANDROID_BEFORE, calls: ANDROID_CALLS },
];

// Each run is a hundred or more signed calls, the proxy's each checked twice against the description.
const RUN_LIMIT_MS = 180_000;

describe.each(CLIENTS)('$name against the mock', ({ readme, before, calls }) => {
  let direct: Outcome[];
  let proxied: Outcome[];

  it(
    'every call answers 2xx',
    async () => {
      ({ outcomes: direct } = await run('mock', before, calls));
      expect(failed(direct)).toEqual([]);
    },
    RUN_LIMIT_MS,
  );

  it(
    'through the proxy, every call answers 2xx and the proxy reports no difference',
    async () => {
      const { outcomes, lines } = await run('proxy', before, calls);
      proxied = outcomes;
      expect(failed(proxied)).toEqual([]);
      expect(differing(proxied)).toEqual([]);
      expect(lines).toEqual([]);
    },
    RUN_LIMIT_MS,
  );

  it("the README's table gives these counts", () => {
    const ok = direct.filter((o) => o.status < 300).length;
    const quiet = proxied.filter((o) => o.status < 300 && o.violations === '[]').length;
    expect(readmeRow(readme)).toEqual([calls.length, ok, quiet]);
  });
});

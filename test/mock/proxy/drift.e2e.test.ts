// The proxy in front of a stand-in service with planted drift (drift-fixture.ts): a client run of every operation
// through it, the handshake included, and the drift report fed with what passed. The report holds exactly the
// planted differences at their spec places, nothing more, and its observations name the 204 answered for a `2XX`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../generated/client.ts';
import { placerFor } from '../../../mock/proxy/differences.ts';
import { startProxy, type ProxyServer } from '../../../mock/proxy/index.ts';
import { DriftReport, normalizeAt } from '../../../mock/proxy/report.ts';
import { DEFAULT_GENERATED_DIR, startMock, type MockServer } from '../../../mock/server.ts';
import type { AccessToken } from '../../../plugins/oauth1/index.ts';
import { initOf } from '../every-operation.ts';
import { ALL_RIGHTS, doc, MAX, ops, send } from '../helpers.ts';
import { plantDrift, type DriftedCopy } from './drift-fixture.ts';
import { callEveryOperation, EVERY_OPERATION_TIMEOUT, type Answer } from './every-operation.ts';
import { allowAs, CONSUMER_LINE } from './helpers.ts';
import { limitWithoutMaximum } from './picks.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

let copy: DriftedCopy;
let upstream: MockServer;
let proxy: ProxyServer;
let report: DriftReport;
/** The same traffic, with sample values. */
let sampled: DriftReport;
let placeOf: (pointer: string) => string;
let accessToken: AccessToken;
let answers: Answer[];
const lines: string[] = [];
let limitCalls: Awaited<ReturnType<typeof callWithLimits>>;

/** A call with a `limit` whose maximum the description does not give, sent with limits 7, 250 and 40. */
async function callWithLimits() {
  const { at, p } = limitWithoutMaximum(doc)!;
  const o = ops.find((candidate) => candidate.operationId === at.operation['operationId'])!;
  const init = initOf(o);
  const path = Object.entries(init.params.path).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), o.path);
  const credentials = { ...ALL_RIGHTS, token: accessToken.token, tokenSecret: accessToken.tokenSecret };
  const answered: Array<{ status: number; text: string }> = [];
  for (const value of [7, 250, 40]) {
    const query = new URLSearchParams({ ...(init.params.query as Record<string, string>), [p!.name]: String(value) });
    const answer = await send({ url: proxy.url } as MockServer, {
      method: o.method.toUpperCase(),
      path,
      query: query.toString(),
      credentials,
    });
    answered.push({ status: answer.status, text: await answer.text() });
  }
  return { o, p: p!, answered };
}

beforeAll(async () => {
  copy = await plantDrift();
  upstream = await startMock({ port: 0, generatedDir: copy.dir, exampleAnswers: copy.exampleAnswers });
  placeOf = await placerFor(DEFAULT_GENERATED_DIR);
  report = new DriftReport({ document: doc, placeOf });
  sampled = new DriftReport({ document: doc, placeOf, samples: true });
  proxy = await startProxy({
    upstream: upstream.url,
    port: 0,
    consumers: [CONSUMER_LINE],
    log: (line) => lines.push(line),
    onExchange: (exchange) => {
      report.record(exchange);
      sampled.record(exchange);
    },
  });
  const client = createClient({ baseUrl: proxy.url, authUrl: proxy.url, credentials: ALL_RIGHTS });
  const requestToken = await client.handshake.requestToken('oob');
  const { pin } = await allowAs(client.handshake.authorizationUrl(requestToken), MAX);
  accessToken = await client.handshake.accessToken(requestToken, pin);
  // Before the run, whose deletes remove the example ids these calls take.
  limitCalls = await callWithLimits();
  answers = await callEveryOperation(proxy.url, ALL_RIGHTS, accessToken);
}, EVERY_OPERATION_TIMEOUT);
afterAll(async () => {
  // The run's report, kept where PRONET_DRIFT_REPORT says (for a look at what a maintainer reads).
  if (process.env['PRONET_DRIFT_REPORT'] && report) report.write(process.env['PRONET_DRIFT_REPORT']);
  await proxy?.close();
  await upstream?.close();
  copy?.remove();
});

/** The text at a `file:line:col` place of the repository. */
function textAt(place: string): string {
  const [file, line, col] = place.split(':');
  return readFileSync(path.join(ROOT, file!), 'utf8')
    .split('\n')
    [Number(line) - 1]!.slice(Number(col) - 1);
}

describe('through the proxy, against a service with planted drift', () => {
  it('every operation went through it', () => {
    const handshakeSteps = new Set(ops.filter((o) => o.handshakeStep).map((o) => o.operationId));
    expect(answers).toHaveLength(ops.length - handshakeSteps.size);
    expect(report.toJSON().notCalled.filter((id) => !handshakeSteps.has(id))).toEqual([]);
  });

  it('reports exactly the planted differences, at their spec places', () => {
    const found = report
      .toJSON()
      .operations.flatMap((o) =>
        o.differences.map(({ side, kind, at, status, specPlace }) => ({ operationId: o.operationId, side, kind, at, status, specPlace })),
      );
    const planted = copy.drifts.flatMap((drift) =>
      drift.differences.map(({ side, kind, at, status, pointer }) => ({
        operationId: drift.operationId,
        side,
        kind,
        at,
        status,
        specPlace: placeOf(pointer),
      })),
    );
    const order = (list: typeof found) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(order(found)).toEqual(order(planted));
    expect(planted.length).toBeGreaterThanOrEqual(4);
  });

  it('names the spec line of each part that disagrees', () => {
    for (const drift of copy.drifts) {
      for (const d of drift.differences) {
        const text = textAt(placeOf(d.pointer));
        // The schema of an array's item (`permissions[]`) is its `items`.
        const key =
          drift.what === 'status'
            ? 'responses'
            : drift.what === 'required'
              ? 'required'
              : d.at.endsWith('[]')
                ? 'items'
                : normalizeAt(d.at)
                    .split(/[.[\]]+/)
                    .filter(Boolean)
                    .at(-1);
        expect(text, `${drift.operationId} ${drift.what}`).toMatch(new RegExp(`^${key}:`));
      }
    }
  });

  it('observes the 204 answered where the description says 2XX, at that response', () => {
    const drift = copy.drifts.find((d) => d.what === '204')!;
    const operation = report.toJSON().operations.find((o) => o.operationId === drift.operationId)!;
    expect(operation.observations.filter((o) => o.kind === 'status')).toEqual([
      { kind: 'status', response: drift.observation!.response, statuses: { 204: 1 }, specPlace: placeOf(drift.observation!.pointer) },
    ]);
    expect(textAt(placeOf(drift.observation!.pointer))).toMatch(/^"?2XX"?:/);
    expect(report.toMarkdown()).toContain(`| \`${drift.operationId}\` | \`2XX\` | 204 (1×) |`);
  });

  it('observes the largest limit accepted where the description gives no maximum, at the parameter', async () => {
    const { o, p, answered } = limitCalls!;
    for (const { status, text } of answered) expect(status, text).toBeLessThan(300);
    const operation = report.toJSON().operations.find((found) => found.operationId === o.operationId)!;
    expect(operation.observations.filter((found) => found.kind === 'limit')).toEqual([
      { kind: 'limit', parameter: p.name, largestAccepted: 250, specPlace: placeOf(p.schema.pointer) },
    ]);
    expect(textAt(placeOf(p.schema.pointer))).toMatch(/^schema:/);
  });

  it('with samples, shows the values served where they were planted', () => {
    const values = sampled.toJSON().operations.flatMap((o) => o.differences.map((d) => [o.operationId, d.at, d.sample]));
    for (const drift of copy.drifts.filter((d) => d.what === 'type' || d.what === 'enum')) {
      expect(values).toContainEqual([drift.operationId, drift.differences[0]!.at, drift.served]);
    }
  });

  it('keeps the credentials that passed through it out of the report, samples or not', () => {
    const text = [report, sampled].map((r) => JSON.stringify(r.toJSON()) + r.toMarkdown()).join('');
    expect(text).not.toContain(ALL_RIGHTS.consumerSecret);
    expect(text).not.toContain(accessToken.token);
    expect(text).not.toContain(accessToken.tokenSecret);
    expect(text).not.toMatch(/oauth_(signature|nonce|token)=/);
  });
});

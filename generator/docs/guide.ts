// The handshake guide of the rendered docs: the OAuth 1.0 steps with a sequence picture, and a worked signature
// example that the real signer (plugins/oauth1) computes at generation time, so the numbers are always right.
// This module finds the operations and computes the values; the words and the markup are
// templates/docs/_handshake-guide.hbs (Markdown with a few HTML blocks: Redoc renders descriptions as Markdown).
import { percentEncode, signRequest } from '../../plugins/oauth1/index.ts';
import { sequenceDiagram, type OperationLink, type SequenceStep } from './diagram.ts';
import { GeneratorError } from '../errors.ts';
import type { OperationModel, ViewModel } from '../model.ts';
import type { Templates } from '../render.ts';

/**
 * The fixed inputs of the worked example. Made-up credentials (the token and its secret are those of the
 * `accessTokenIssued` example); the call is `EXAMPLE_OPERATION` with these query parameters.
 */
export const SIGNATURE_EXAMPLE = {
  consumerKey: 'a3f9c2e1b7d4f6a8c0e2',
  consumerSecret: '5b8d2f4a6c1e3f5a7b9d0c2e4f6a8b1d3e5f7a9c',
  token: '3d28d6dabd1a5c1a8d19',
  tokenSecret: '0e3f5b2a9c7d4e1f8a6b3c5d7e9f1a2b4c6d8e0f',
  nonce: '8f3a2c9e1b7d4f60',
  timestamp: 1700000000,
  operationId: 'findUsers',
  query: [
    ['keywords', 'Max Mustermann'],
    ['limit', '10'],
    ['user_fields', 'display_name,photo_urls.size_48x48'],
  ] as Array<[string, string]>,
} as const;

interface SignatureExample {
  method: string;
  url: string;
  /** Every parameter of the base string: [encoded name, encoded value], sorted. */
  sorted: Array<[string, string]>;
  parameterString: string;
  baseString: string;
  signingKey: string;
  signature: string;
  authorization: string;
  plaintextSignature: string;
}

/** Computes the worked example with the plugin's signer and checks it against a plain reading of RFC 5849. */
export function signatureExample(model: ViewModel): SignatureExample {
  const ex = SIGNATURE_EXAMPLE;
  const op = model.operations.find((o) => o.operationId === ex.operationId);
  if (!op) {
    throw new GeneratorError(`the docs' worked signature example uses the operation ${ex.operationId}, which the spec no longer has`, [
      'generator/docs/guide.ts (SIGNATURE_EXAMPLE)',
    ]);
  }
  const base = serverDefault(model, op.server);
  const query = ex.query.map(([n, v]) => `${percentEncode(n)}=${percentEncode(v)}`).join('&');
  const url = `${base}${op.path}?${query}`;
  const method = op.method.toUpperCase();
  const credentials = { consumerKey: ex.consumerKey, consumerSecret: ex.consumerSecret, token: ex.token, tokenSecret: ex.tokenSecret };
  const signed = signRequest({ method, url }, credentials, { nonce: ex.nonce, timestamp: ex.timestamp });

  // The same base string, step by step as RFC 5849 3.4.1 describes it.
  const params: Array<[string, string]> = [...ex.query, ...signed.oauthParams.filter(([n]) => n !== 'oauth_signature')].map(
    ([n, v]) => [percentEncode(n), percentEncode(v)] as [string, string],
  );
  const sorted = params.sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const parameterString = sorted.map(([n, v]) => `${n}=${v}`).join('&');
  const u = new URL(url);
  const baseString = `${method}&${percentEncode(`${u.protocol}//${u.host}${u.pathname}`)}&${percentEncode(parameterString)}`;
  if (baseString !== signed.baseString) {
    throw new GeneratorError('the worked signature example disagrees with plugins/oauth1: the base strings differ', [
      `signer:   ${signed.baseString}`,
      `expected: ${baseString}`,
    ]);
  }
  const plaintext = signRequest({ method, url }, credentials, { nonce: ex.nonce, timestamp: ex.timestamp, signatureMethod: 'PLAINTEXT' });
  return {
    method,
    url,
    sorted,
    parameterString,
    baseString: signed.baseString,
    signingKey: `${percentEncode(ex.consumerSecret)}&${percentEncode(ex.tokenSecret)}`,
    signature: signed.signature,
    authorization: signed.authorization,
    plaintextSignature: plaintext.signature,
  };
}

function serverDefault(model: ViewModel, variable: string): string {
  return (model.servers.find((s) => s.variable === variable)?.default ?? `{${variable}}`).replace(/\/+$/, '');
}

/** The handshake guide as Markdown (templates/docs/_handshake-guide.hbs): `## Handshake guide` and its steps. */
export function handshakeGuide(model: ViewModel, link: OperationLink, templates: Templates): string {
  const byStep = (step: string) =>
    model.operations.filter((o) => o.handshakeStep === step).sort((a, b) => (a.method === 'post' ? -1 : b.method === 'post' ? 1 : 0))[0];
  const requestToken = byStep('request_token');
  const authorize = byStep('authorize');
  const accessToken = byStep('access_token');
  if (!requestToken || !authorize || !accessToken) {
    throw new GeneratorError('the handshake guide needs one operation per x-handshake-step (request_token, authorize, access_token)', [
      '#/paths (x-handshake-step)',
    ]);
  }
  const ex = signatureExample(model);
  const example = model.operations.find((o) => o.operationId === SIGNATURE_EXAMPLE.operationId)!;
  const call = (op: OperationModel) => `${op.method.toUpperCase()} ${op.path}`;
  /** An operation as the guide names it: its call (`POST /v1/request_token`) and its place in the page, if any. */
  const named = (op: OperationModel) => ({ call: call(op), href: link(op.operationId) });
  const authUrl = `{${authorize.server}}`;

  // The picture's arrows: who calls whom, and the short labels on them. The numbers are those of the guide's text.
  const steps: SequenceStep[] = [
    { from: 1, to: 2, label: call(requestToken), code: true, note: 'key: consumer secret & (empty)', href: link(requestToken.operationId) },
    { from: 2, to: 1, label: 'request token + secret', note: 'valid for 10 minutes', dashed: true },
    { from: 1, to: 0, label: 'redirect', note: 'to the authorization page', dashed: true },
    { from: 0, to: 2, label: 'log in, grant access', note: `${call(authorize)} on ${authUrl}`, href: link(authorize.operationId) },
    { from: 2, to: 0, label: 'redirect to oauth_callback', note: '+ oauth_verifier (oob: shows a PIN)', dashed: true },
    { from: 0, to: 1, label: 'callback + verifier', note: 'oob: the user types the PIN', dashed: true },
    { from: 1, to: 2, label: call(accessToken), code: true, note: 'signed with the request token', href: link(accessToken.operationId) },
    { from: 2, to: 1, label: 'access token + secret', note: 'store them until invalid', dashed: true },
    { from: 1, to: 2, label: 'every call, signed', note: 'signed with the access token' },
    { from: 2, to: 1, label: 'the answer, or 401', note: 'INVALID_OAUTH_TOKEN: to step 1', dashed: true },
  ];
  const sequence = sequenceDiagram(
    [
      { name: "User's browser", x: 55, w: 110 },
      { name: 'Your application', details: ['the consumer'], x: 192, w: 124 },
      { name: 'Service', details: ['{base_url}', authUrl], x: 398, w: 108 },
    ],
    steps,
    'The OAuth 1.0 handshake as a sequence of requests between the user, the application and the service',
  );

  const inputs = SIGNATURE_EXAMPLE;
  const rows = [
    ['Consumer key', inputs.consumerKey],
    ['Consumer secret', inputs.consumerSecret],
    ['Access token', inputs.token],
    ['Access token secret', inputs.tokenSecret],
    ['Signature method', 'HMAC-SHA1'],
    ['Timestamp', String(inputs.timestamp)],
    ['Nonce', inputs.nonce],
    ['Method', ex.method],
    ['URL', ex.url],
  ].map(([label, value]) => ({ label, value }));

  return templates.partial('handshake-guide', {
    requestToken: named(requestToken),
    authorize: named(authorize),
    accessToken: named(accessToken),
    example: named(example),
    authUrl,
    sequence,
    inputs,
    rows,
    ex,
  });
}

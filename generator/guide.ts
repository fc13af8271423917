// The handshake guide of the rendered docs: the OAuth 1.0 steps with a sequence picture, and a worked signature
// example that the real signer (plugins/oauth1) computes at generation time, so the numbers are always right.
// Markdown with a few HTML blocks, for Redoc (it renders descriptions as Markdown and keeps HTML).
import { percentEncode, signRequest } from '../plugins/oauth1/index.ts';
import { escapeHtml, sequenceSvg, type OperationLink, type SequenceStep } from './diagram.ts';
import { GeneratorError } from './errors.ts';
import type { OperationModel, ViewModel } from './model.ts';

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

export interface SignatureExample {
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
      'generator/guide.ts (SIGNATURE_EXAMPLE)',
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

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** The handshake guide as Markdown: `## Handshake guide` and its steps. */
export function handshakeGuide(model: ViewModel, link: OperationLink): string {
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
  const mdLink = (op: OperationModel) => {
    const href = link(op.operationId);
    return href ? `[\`${call(op)}\`](${href})` : `\`${call(op)}\``;
  };
  const baseUrl = '{base_url}';
  const authUrl = `{${authorize.server}}`;

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
  const picture = sequenceSvg(
    [
      { name: "User's browser", x: 55, w: 110 },
      { name: 'Your application', details: ['the consumer'], x: 192, w: 124 },
      { name: 'Service', details: [baseUrl, authUrl], x: 398, w: 108 },
    ],
    steps,
    'The OAuth 1.0 handshake as a sequence of requests between the user, the application and the service',
  );

  const rows = [
    ['Consumer key', SIGNATURE_EXAMPLE.consumerKey],
    ['Consumer secret', SIGNATURE_EXAMPLE.consumerSecret],
    ['Access token', SIGNATURE_EXAMPLE.token],
    ['Access token secret', SIGNATURE_EXAMPLE.tokenSecret],
    ['Signature method', 'HMAC-SHA1'],
    ['Timestamp', String(SIGNATURE_EXAMPLE.timestamp)],
    ['Nonce', SIGNATURE_EXAMPLE.nonce],
    ['Method', ex.method],
    ['URL', ex.url],
  ];
  const signCall = [
    "import { signRequest } from 'pronet-api/oauth1';",
    '',
    'const signed = signRequest(',
    `  { method: '${ex.method}', url: '${ex.url}' },`,
    '  {',
    `    consumerKey: '${SIGNATURE_EXAMPLE.consumerKey}',`,
    `    consumerSecret: '${SIGNATURE_EXAMPLE.consumerSecret}',`,
    `    token: '${SIGNATURE_EXAMPLE.token}',`,
    `    tokenSecret: '${SIGNATURE_EXAMPLE.tokenSecret}',`,
    '  },',
    `  { nonce: '${SIGNATURE_EXAMPLE.nonce}', timestamp: ${SIGNATURE_EXAMPLE.timestamp} },`,
    ');',
    `signed.signature;     // '${ex.signature}'`,
    'signed.authorization; // the Authorization header below',
  ].join('\n');

  return `## Handshake guide

The general API authenticates every call with OAuth 1.0 ([RFC 5849](https://www.rfc-editor.org/rfc/rfc5849)).
Your application (the consumer) has a consumer key and a consumer secret. It obtains an access token for a user
in three steps, stores it, and signs every later call with it. Signature methods: \`HMAC-SHA1\` or \`PLAINTEXT\`;
\`oauth_version\` is always \`1.0\`.

<figure class="pn-figure">${picture}<figcaption>The handshake, then signed calls. Solid arrows are requests, dashed ones answers and redirects. The numbers match the steps below.</figcaption></figure>

<h3 class="pn-h3">1. Obtain a request token</h3>

Call ${mdLink(requestToken)} (steps 1 and 2) with \`oauth_consumer_key\`, \`oauth_callback\` (a URL, or \`oob\` when the
application cannot receive a redirect), \`oauth_signature_method\`, \`oauth_timestamp\`, \`oauth_nonce\` and
\`oauth_signature\`. No token exists yet: sign with the consumer secret and an **empty** token secret (the signing
key is the encoded consumer secret followed by \`&\`). The answer is form-encoded: \`oauth_token\`,
\`oauth_token_secret\` and \`oauth_callback_confirmed=true\`. The request token cannot read data and expires after
**10 minutes**.

<h3 class="pn-h3">2. Let the user authorize it</h3>

Send the user's browser to ${mdLink(authorize)} on \`${authUrl}\` with \`oauth_token\` set to the request token
(steps 3 to 6). The user logs in and grants or denies access. When granted, the browser comes back to your
\`oauth_callback\` with \`oauth_token\` and a random \`oauth_verifier\`. In out-of-band mode (\`oob\`) the page shows
the verifier as a PIN and your application asks the user to type it. When the user denies, a cancellation page is
shown and nothing comes back. A user who already granted an active access token to your consumer is not asked
again.

<h3 class="pn-h3">3. Exchange it for an access token</h3>

Call ${mdLink(accessToken)} (steps 7 and 8) with \`oauth_consumer_key\`, \`oauth_token\` (the request token) and
\`oauth_verifier\`, signed with the consumer secret **and the request token secret**. The answer is form-encoded:
\`oauth_token\` and \`oauth_token_secret\`, the access token and its secret. Store both; the request token is used
up.

<h3 class="pn-h3">4. Sign every call</h3>

Every call of the general API (step 9) carries \`oauth_consumer_key\`, \`oauth_token\` (the access token),
\`oauth_signature_method\`, \`oauth_timestamp\`, \`oauth_nonce\`, \`oauth_version=1.0\` and \`oauth_signature\`, usually
in the \`Authorization: OAuth ...\` header (query string or form body work too; the signature is the same). The
signing key is the consumer secret and the access token secret. Rules that the service enforces:

- \`oauth_timestamp\` is UNIX time in seconds: positive, never smaller than the timestamp of an earlier request,
  and not older than 24 hours.
- \`oauth_nonce\` is a random string, unique per request within 24 hours: the service stores nonces for 24 hours
  and refuses a repeated one (\`NONCE_ALREADY_USED\`).
- Each call needs its access right (shown on every operation, e.g. \`users\` or \`vendor_jobs\`); rights are granted
  per consumer.

<h3 class="pn-h3">5. When the access token becomes invalid</h3>

An access token stays valid until it expires, the user revokes it, or the user changes the password. From then on
every call answers **401** with \`error_name\` \`INVALID_OAUTH_TOKEN\` (step 10). Discard the token and its secret and
run the handshake again from step 1; retrying the same call cannot succeed. Other 401 answers (a bad signature, a
reused nonce, an old timestamp) are errors of the request itself: fix the request, keep the token. With the
\`pronet-api\` client the first case is an \`InvalidTokenError\`, the others an \`OAuthError\`.

<h3 class="pn-h3">Worked signature example</h3>

Every value below is computed by the generator with the signer of \`pronet-api/oauth1\` at build time; change an
input and the rest follows. The call is ${mdLink(example)} with the inputs:

| Input | Value |
|---|---|
${rows.map(([k, v]) => `| ${k} | \`${v}\` |`).join('\n')}

**a. Collect and encode the parameters.** The query parameters and the \`oauth_*\` parameters (without
\`oauth_signature\`), each name and value percent-encoded (RFC 3986 unreserved characters stay, everything else
becomes \`%XX\`, a space is \`%20\`), then sorted by name, then value:

| Encoded name | Encoded value |
|---|---|
${ex.sorted.map(([n, v]) => `| \`${n}\` | \`${v}\` |`).join('\n')}

**b. The parameter string** joins them as \`name=value\` with \`&\`:

\`\`\`text
${ex.parameterString}
\`\`\`

**c. The signature base string** is the method, the encoded base URL (scheme, host, port and path, no query) and
the encoded parameter string, joined by \`&\`:

\`\`\`text
${ex.baseString}
\`\`\`

**d. The signing key** is the encoded consumer secret, \`&\`, and the encoded token secret:

\`\`\`text
${ex.signingKey}
\`\`\`

**e. The signature** is HMAC-SHA1 of the base string with that key, in Base64. With PLAINTEXT the signature would
simply be the signing key (\`${ex.plaintextSignature}\`).

\`\`\`text
${ex.signature}
\`\`\`

**f. The Authorization header** carries the \`oauth_*\` parameters, values percent-encoded, \`oauth_signature\` last:

\`\`\`text
Authorization: ${ex.authorization}
\`\`\`

To check it yourself with a shell:

\`\`\`sh
printf '%s' '${ex.baseString}' \\
  | openssl dgst -sha1 -hmac '${ex.signingKey}' -binary | base64
# ${ex.signature}
\`\`\`

or with the signer of this package:

\`\`\`ts
${signCall}
\`\`\`

The service refuses this exact request today: its timestamp is older than 24 hours. Use the current time and a
fresh nonce; the computation stays the same.
`;
}

// The one contract every runtime of the matrix runs (test/runtimes/matrix.test.ts), against the packed client
// installed from its tarball. Plain JavaScript and web APIs only (fetch, URL, AbortController): Node, Bun, Deno,
// workerd and Chromium run it as it is. `contract({ url, consumer, member })` runs every check against the mock at
// `url` and resolves to one { check, ok, detail } per check, in CHECKS order; a check that throws is not ok.
import { AccessToken, ApiError, createClient, InvalidTokenError, SDK_VERSION, TimeoutError } from 'pronet-api';

/** Every check, in the order they run (the test compares the names). */
export const CHECKS = [
  'handshake',
  'tag oauth',
  'tag vendorJobs',
  'tag users',
  'tag contacts',
  'tag conversations',
  'tag groups',
  'tag news',
  'tag jobs',
  'tag activities',
  'tag misc',
  'body json',
  'body form',
  'body xml',
  'all() over pages',
  'typed error',
  'timeout',
  'abort',
  'HMAC-SHA1',
  'PLAINTEXT',
  'placement header',
  'placement query',
  'placement body',
  'saved and restored token',
];

/** A fetch that notes each request (method, URL, Authorization header, body) before sending it. */
function recorder() {
  const seen = [];
  const transport = async (request) => {
    const body = request.body ? await request.clone().text() : '';
    seen.push({ method: request.method, url: new URL(request.url), authorization: request.headers.get('authorization') ?? '', body });
    return fetch(request);
  };
  return { seen, transport };
}

function expect(condition, detail) {
  if (!condition) throw new Error(detail);
}

/** The user's part of the handshake, as a browser does it: the page's form, Allow, and the PIN page (callback oob). */
async function approve(authorizationUrl, member) {
  const page = await (await fetch(authorizationUrl)).text();
  const form = /<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/.exec(page);
  expect(form, `no form on the authorization page: ${page.slice(0, 200)}`);
  const body = new URLSearchParams([...form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  body.set('member', member);
  body.set('decision', 'allow');
  const answer = await fetch(new URL(form[1].replace(/&amp;/g, '&'), authorizationUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const pin = /<strong id="oauth_verifier">([^<]+)<\/strong>/.exec(await answer.text());
  expect(answer.status === 200 && pin, `the Allow answered ${answer.status} without a PIN`);
  return pin[1];
}

export async function contract({ url, consumer, member }) {
  const results = [];
  const check = async (name, run) => {
    try {
      results.push({ check: name, ok: true, detail: String((await run()) ?? '') });
    } catch (error) {
      results.push({ check: name, ok: false, detail: `${error?.name}: ${error?.message}` });
    }
  };
  const consumerCredentials = { consumerKey: consumer.key, consumerSecret: consumer.secret };
  const client = createClient({ baseUrl: url, credentials: consumerCredentials, maxRetries: 0 });
  let accessToken;
  let requestToken;

  await check('handshake', async () => {
    requestToken = await client.handshake.requestToken('oob');
    const verifier = await approve(client.handshake.authorizationUrl(requestToken), member);
    accessToken = await client.handshake.accessToken(requestToken, verifier);
    const { id_card } = await client.users.getIdCard();
    expect(id_card.id === member, `the id card is ${id_card.id}, not the member's ${member}`);
    return `${SDK_VERSION} as ${id_card.id}`;
  });

  await check('tag oauth', async () => {
    const again = await client.handshake.requestToken('oob');
    const page = await client.oauth.authorize({ params: { query: { oauth_token: again.token } } });
    expect(typeof page === 'string' && page.includes('<form'), 'the authorization page has no form');
  });
  let postingId;
  await check('tag vendorJobs', async () => {
    ({ posting_id: postingId } = await client.vendorJobs.createPosting({
      body: {
        organization_id: 5160,
        order_id: 1022232,
        function: 'Engineer',
        company_name: 'Example Ltd',
        description: '<p>Build.</p>',
        city: 'Hamburg',
        country: 'DE',
      },
    }));
    await client.vendorJobs.activatePosting({ params: { path: { id: postingId } } });
    const { collection } = await client.vendorJobs.listPostings({ params: { query: { ids: String(postingId) } } });
    expect(collection.map((p) => p.state).join() === 'active', `the posting is ${collection.map((p) => p.state)}`);
  });
  await check('tag users', async () => {
    const { users } = await client.users.getUser({ params: { path: { id: 'me' }, query: { fields: 'display_name' } } });
    expect(users.length === 1 && users[0].display_name, 'no display name');
  });
  await check('tag contacts', async () => {
    const { contacts } = await client.contacts.listContacts({ params: { path: { user_id: 'me' } } });
    expect(Array.isArray(contacts.users), 'no contacts.users');
  });
  await check('tag conversations', async () => {
    const other = await client.users.getUser({ params: { path: { id: 'me' } } });
    expect(other.users[0].id === member, 'getUser me is not the member');
    const created = await client.conversations.createConversation({
      params: { path: { user_id: 'me' } },
      body: { subject: 'Hello', content: 'Nice to meet you', recipient_ids: '654321_fedcba' },
    });
    expect(created.conversation?.id, `no conversation id: ${JSON.stringify(created)}`);
  });
  await check('tag groups', async () => {
    const { forums } = await client.groups.listForums({ params: { path: { group_id: '123' } } });
    expect(Array.isArray(forums.items), 'no forums.items');
  });
  await check('tag news', () => client.news.deleteArticle({ params: { path: { id: '42' }, query: { version: 3 } } }));
  await check('tag jobs', async () => {
    const { jobs } = await client.jobs.findJobs({ params: { query: { query: 'engineer', limit: 20 } } });
    expect(Array.isArray(jobs.items), 'no jobs.items');
  });
  await check('tag activities', async () => {
    const { network_activities } = await client.activities.getNetworkFeed({ params: { path: { user_id: 'me' } } });
    expect(Array.isArray(network_activities), 'no network_activities');
  });
  await check('tag misc', async () => {
    const industries = await client.misc.listIndustries({ params: { query: { languages: 'en' } } });
    expect(industries && typeof industries === 'object', 'no industries');
  });

  // One operation that takes all three media types: its JSON, form and XML bodies get the same answer.
  const statusMessage = (init) => client.users.createStatusMessage({ params: { path: { id: 'me' } }, ...init });
  await check('body json', async () => expect((await statusMessage({ body: { message: 'Hello' } })) !== undefined, 'no answer'));
  await check('body form', async () => {
    const answer = await statusMessage({ body: { message: 'Hello' }, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer !== undefined, 'no answer');
  });
  await check('body xml', async () => {
    const xml = '<?xml version="1.0"?><status_message><message>Hello</message></status_message>';
    const answer = await statusMessage({ body: xml, headers: { 'content-type': 'application/xml' }, bodySerializer: (body) => body });
    expect(answer !== undefined, 'no answer');
    // The same body without its required field is refused as the JSON one is: the XML was read.
    const refused = await statusMessage({
      body: '<status_message><other>x</other></status_message>',
      headers: { 'content-type': 'application/xml' },
      bodySerializer: (b) => b,
    }).catch((e) => e);
    const refusedJson = await statusMessage({ body: { other: 'x' } }).catch((e) => e);
    expect(
      refused instanceof ApiError && refused.status === refusedJson.status,
      `an XML body without message answered ${refused?.status ?? refused}, its JSON ${refusedJson?.status}`,
    );
  });

  await check('all() over pages', async () => {
    // Subjects of this run alone: the rows of the matrix share one mock and one member.
    const run = Math.random().toString(36).slice(2);
    const subjects = [`${run} one`, `${run} two`, `${run} three`];
    for (const subject of subjects) {
      await client.conversations.createConversation({
        params: { path: { user_id: 'me' } },
        body: { subject, content: 'x', recipient_ids: '654321_fedcba' },
      });
    }
    const { seen, transport } = recorder();
    const paged = createClient({
      baseUrl: url,
      credentials: { ...consumerCredentials, token: accessToken.token, tokenSecret: accessToken.tokenSecret },
      fetch: transport,
    });
    const listed = [];
    for await (const conversation of paged.conversations.listConversations.all({
      params: { path: { user_id: 'me' }, query: { limit: 1 } },
    }))
      listed.push(conversation.subject);
    for (const subject of subjects) expect(listed.includes(subject), `${subject} not listed: ${listed}`);
    expect(seen.length >= 4, `${seen.length} pages fetched`);
    return `${listed.length} items, ${seen.length} pages`;
  });

  await check('typed error', async () => {
    const stranger = createClient({ baseUrl: url, credentials: { ...consumerCredentials, token: 'not-a-token', tokenSecret: 'x' } });
    const error = await stranger.users.getIdCard().catch((e) => e);
    expect(error instanceof InvalidTokenError && error instanceof ApiError, `got ${error?.name}`);
    expect(error.status === 401 && error.operation === 'getIdCard', `status ${error.status}, operation ${error.operation}`);
  });

  // The mock's testing header makes it answer late.
  const late = { headers: { 'Mock-Fault': 'latency=3000' }, maxRetries: 0 };
  await check('timeout', async () => {
    const error = await client.users.getIdCard({ ...late, timeout: 200 }).catch((e) => e);
    expect(error instanceof TimeoutError, `got ${error?.name}: ${error?.message}`);
  });
  await check('abort', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled by the contract');
    setTimeout(() => controller.abort(reason), 100);
    const error = await client.users.getIdCard({ ...late, signal: controller.signal }).catch((e) => e);
    expect(error === reason, `got ${error?.name}: ${error?.message}`);
  });

  const signedWith = async (options, call) => {
    const { seen, transport } = recorder();
    const signed = createClient({
      baseUrl: url,
      credentials: { ...consumerCredentials, token: accessToken.token, tokenSecret: accessToken.tokenSecret },
      fetch: transport,
      ...options,
    });
    await call(signed);
    expect(seen.length === 1, `${seen.length} requests`);
    return seen[0];
  };
  const getIdCard = (c) => c.users.getIdCard();
  await check('HMAC-SHA1', async () => {
    const { authorization } = await signedWith({}, getIdCard);
    expect(authorization.includes('oauth_signature_method="HMAC-SHA1"'), authorization);
  });
  await check('PLAINTEXT', async () => {
    const { authorization } = await signedWith({ signatureMethod: 'PLAINTEXT' }, getIdCard);
    expect(authorization.includes('oauth_signature_method="PLAINTEXT"'), authorization);
  });
  await check('placement header', async () => {
    const { authorization, url: sent } = await signedWith({ placement: 'header' }, getIdCard);
    expect(authorization.startsWith('OAuth ') && !sent.searchParams.has('oauth_signature'), 'not in the header alone');
  });
  await check('placement query', async () => {
    const { authorization, url: sent } = await signedWith({ placement: 'query' }, getIdCard);
    expect(!authorization && sent.searchParams.has('oauth_signature'), 'not in the query alone');
  });
  await check('placement body', async () => {
    const {
      authorization,
      url: sent,
      body,
    } = await signedWith({ placement: 'body' }, (c) =>
      c.users.createStatusMessage({
        params: { path: { id: 'me' } },
        body: { message: 'Hello' },
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(
      !authorization && !sent.searchParams.has('oauth_signature') && new URLSearchParams(body).has('oauth_signature'),
      'not in the body alone',
    );
  });

  await check('saved and restored token', async () => {
    const saved = JSON.stringify(accessToken.toSecretJSON());
    expect(!JSON.stringify(accessToken).includes(accessToken.tokenSecret), 'JSON.stringify shows the token secret');
    const restored = createClient({ baseUrl: url, credentials: consumerCredentials });
    restored.setToken(AccessToken.fromJSON(JSON.parse(saved)));
    const { id_card } = await restored.users.getIdCard();
    expect(id_card.id === member, `the restored token is ${id_card.id}'s`);
  });

  return results;
}

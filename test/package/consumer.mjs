// A consumer of the packed packages, with no access to this repository: start the mock (pronet-api-mock), run the handshake
// (submitting the authorization page as a browser would), make signed calls, print what came back as JSON.
import { createClient, InvalidTokenError } from 'pronet-api';
import { startMock } from 'pronet-api-mock';
import { signRequest } from 'pronet-api/oauth1';

const mock = await startMock({ port: 0 });
try {
  const { key, secret } = mock.config.consumers[0];
  const client = createClient({ baseUrl: mock.url, credentials: { consumerKey: key, consumerSecret: secret } });
  const requestToken = await client.handshake.requestToken('https://example.com/callback');

  const page = await (await fetch(client.handshake.authorizationUrl(requestToken))).text();
  const form = /<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/.exec(page);
  const body = new URLSearchParams([...form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  body.set('member', mock.config.members[0].id);
  body.set('decision', 'allow');
  const allowed = await fetch(new URL(form[1].replace(/&amp;/g, '&'), mock.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
  const verifier = new URL(allowed.headers.get('location')).searchParams.get('oauth_verifier');
  await client.handshake.accessToken(requestToken, verifier);

  const idCard = await client.users.getIdCard();
  const created = await client.vendorJobs.createPosting({
    body: {
      organization_id: 5160,
      order_id: 1022232,
      function: 'Engineer',
      company_name: 'Example Ltd',
      description: '<p>Build.</p>',
      city: 'Hamburg',
      country: 'DE',
    },
  });
  await client.vendorJobs.activatePosting({ params: { path: { id: created.posting_id } } });
  const states = [];
  for await (const posting of client.vendorJobs.listPostings.all()) states.push(posting.state);

  client.setToken({ token: 'not-a-token', tokenSecret: 'x' });
  const refused = await client.users.getIdCard().catch((error) => error);
  const signature = signRequest(
    { method: 'GET', url: 'http://127.0.0.1/x' },
    { consumerKey: 'k', consumerSecret: 's' },
    { nonce: 'n', timestamp: 1 },
  ).signature;
  // The docs page, to a client that accepts gzip (fetch does): its precompressed form.
  const docsEncoding = (await fetch(new URL('/docs/', mock.url))).headers.get('content-encoding');
  console.log(JSON.stringify({ idCard, states, refusedAsInvalidToken: refused instanceof InvalidTokenError, signature, docsEncoding }));
} finally {
  await mock.close();
}

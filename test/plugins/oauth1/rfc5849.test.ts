/**
 * The worked examples of RFC 5849. Every expected signature is also recomputed here with node:crypto
 * over the RFC's own base string, so a wrong constant in this file would fail too.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseStringUri, readOAuthParams, signatureBaseString, signRequest, verifySignature } from '../../../plugins/oauth1/index.ts';

const hmac = (key: string, text: string) => createHmac('sha1', key).update(text).digest('base64');

describe('RFC 5849 section 1.2 (the photo printing example; HMAC-SHA1 throughout)', () => {
  const consumer = { consumerKey: 'dpf43f3p2l4k3l03', consumerSecret: 'kd94hf93k423kf44' };

  it('signs the temporary credentials request: 74KNZJeDHnMBp0EMJ9ZHt/XKycU=', () => {
    const signed = signRequest({ method: 'POST', url: 'https://photos.example.net/initiate' }, consumer, {
      nonce: 'wIjqoS',
      timestamp: 137131200,
      callback: 'http://printer.example.com/ready',
      realm: 'Photos',
      includeVersion: false,
    });
    expect(signed.baseString).toBe(
      'POST&https%3A%2F%2Fphotos.example.net%2Finitiate&oauth_callback%3Dhttp%253A%252F%252Fprinter.example.com%252Fready' +
        '%26oauth_consumer_key%3Ddpf43f3p2l4k3l03%26oauth_nonce%3DwIjqoS%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131200',
    );
    expect(signed.signature).toBe('74KNZJeDHnMBp0EMJ9ZHt/XKycU=');
    expect(hmac('kd94hf93k423kf44&', signed.baseString)).toBe('74KNZJeDHnMBp0EMJ9ZHt/XKycU=');
    expect(signed.authorization).toContain('realm="Photos"');
    expect(signed.authorization).toContain('oauth_callback="http%3A%2F%2Fprinter.example.com%2Fready"');
    expect(signed.authorization).toContain('oauth_signature="74KNZJeDHnMBp0EMJ9ZHt%2FXKycU%3D"');
  });

  it('signs the token request with the temporary credentials: gKgrFCywp7rO0OXSjdot/IHF7IU=', () => {
    const signed = signRequest(
      { method: 'POST', url: 'https://photos.example.net/token' },
      { ...consumer, token: 'hh5s93j4hdidpola', tokenSecret: 'hdhd0244k9j7ao03' },
      { nonce: 'walatlh', timestamp: 137131201, verifier: 'hfdp7dh39dks9884', realm: 'Photos', includeVersion: false },
    );
    expect(signed.signature).toBe('gKgrFCywp7rO0OXSjdot/IHF7IU=');
  });

  it('signs the protected resource request: MdpQcU8iPSUjWoN/UDMsK2sui9I=', () => {
    const signed = signRequest(
      { method: 'GET', url: 'http://photos.example.net/photos?file=vacation.jpg&size=original' },
      { ...consumer, token: 'nnch734d00sl2jdk', tokenSecret: 'pfkkdhi9sl3r4s00' },
      { nonce: 'chapoH', timestamp: 137131202, realm: 'Photos', includeVersion: false },
    );
    expect(signed.signature).toBe('MdpQcU8iPSUjWoN/UDMsK2sui9I=');
    expect(hmac('kd94hf93k423kf44&pfkkdhi9sl3r4s00', signed.baseString)).toBe(signed.signature);
  });

  it('PLAINTEXT variant of the first request: the key itself, token part empty', () => {
    const signed = signRequest({ method: 'POST', url: 'https://photos.example.net/initiate' }, consumer, {
      signatureMethod: 'PLAINTEXT',
      callback: 'oob',
      nonce: 'n',
      timestamp: 1,
    });
    expect(signed.signature).toBe('kd94hf93k423kf44&');
    expect(signed.authorization).toContain('oauth_signature="kd94hf93k423kf44%26"');
    expect(signed.authorization).toContain('oauth_signature_method="PLAINTEXT"');
  });
});

describe('RFC 5849 sections 3.1 and 3.4.1 (the example.com request)', () => {
  // POST /request?b5=%3D%253D&a3=a&c%40=&a2=r%20b with the form body c2&a3=2+q.
  const request = {
    method: 'POST',
    url: 'http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b',
    body: 'c2&a3=2+q',
    contentType: 'application/x-www-form-urlencoded',
  };
  const credentials = {
    consumerKey: '9djdj82h48djs9d2',
    consumerSecret: 'j49sk3j29djd', // given by erratum 2550; the RFC text omits the secrets
    token: 'kkk9d7dh3k39sjv7',
    tokenSecret: 'dh893hdasih9',
  };
  const options = { nonce: '7d8f3e4a', timestamp: 137131201, realm: 'Example', includeVersion: false };
  const RFC_BASE_STRING =
    'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7';

  it('builds the base string printed in 3.4.1.1', () => {
    expect(signRequest(request, credentials, options).baseString).toBe(RFC_BASE_STRING);
  });

  it('normalizes the parameters as in 3.4.1.3.2', () => {
    const base = signatureBaseString(request, [
      ['oauth_consumer_key', '9djdj82h48djs9d2'],
      ['oauth_token', 'kkk9d7dh3k39sjv7'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131201'],
      ['oauth_nonce', '7d8f3e4a'],
    ]);
    expect(decodeURIComponent(base.split('&')[2]!)).toBe(
      'a2=r%20b&a3=2%20q&a3=a&b5=%3D%253D&c%40=&c2=&oauth_consumer_key=9djdj82h48djs9d2&oauth_nonce=7d8f3e4a' +
        '&oauth_signature_method=HMAC-SHA1&oauth_timestamp=137131201&oauth_token=kkk9d7dh3k39sjv7',
    );
  });

  it('gives the signature of erratum 2550 (r6/TJjbCOr97/+UU0NsvSne7s5g=), not the one printed in 3.1', () => {
    const signed = signRequest(request, credentials, options);
    // The value printed in section 3.1 does not match its own base string with any secrets published.
    const PRINTED_IN_RFC = 'bYT5CMsGcbgUdFHObYMEfcx6bsw=';
    expect(hmac('j49sk3j29djd&dh893hdasih9', RFC_BASE_STRING)).toBe('r6/TJjbCOr97/+UU0NsvSne7s5g=');
    expect(signed.signature).toBe('r6/TJjbCOr97/+UU0NsvSne7s5g=');
    expect(signed.signature).not.toBe(PRINTED_IN_RFC);
    expect(signed.authorization).toBe(
      'OAuth realm="Example", oauth_consumer_key="9djdj82h48djs9d2", oauth_nonce="7d8f3e4a", ' +
        'oauth_signature_method="HMAC-SHA1", oauth_timestamp="137131201", oauth_token="kkk9d7dh3k39sjv7", ' +
        'oauth_signature="r6%2FTJjbCOr97%2F%2BUU0NsvSne7s5g%3D"',
    );
  });

  it('verifies the 3.1 request as the server receives it (header + query + form body)', () => {
    const received = {
      ...request,
      authorization:
        'OAuth realm="Example",\r\n   oauth_consumer_key="9djdj82h48djs9d2",\r\n   oauth_token="kkk9d7dh3k39sjv7",\r\n' +
        '   oauth_signature_method="HMAC-SHA1",\r\n   oauth_timestamp="137131201",\r\n   oauth_nonce="7d8f3e4a",\r\n' +
        '   oauth_signature="r6%2FTJjbCOr97%2F%2BUU0NsvSne7s5g%3D"',
    };
    expect(verifySignature(readOAuthParams(received), { consumerSecret: 'j49sk3j29djd', tokenSecret: 'dh893hdasih9' })).toBe(true);
    const printed = { ...received, authorization: received.authorization.replace(/r6%2F.*%3D/, 'bYT5CMsGcbgUdFHObYMEfcx6bsw%3D') };
    expect(verifySignature(readOAuthParams(printed), { consumerSecret: 'j49sk3j29djd', tokenSecret: 'dh893hdasih9' })).toBe(false);
  });
});

describe('RFC 5849 3.4.1.2 base string URI examples', () => {
  it.each([
    ['http://EXAMPLE.COM:80/r%20v/X?id=123', 'http://example.com/r%20v/X'],
    ['https://www.example.net:8080/?q=1', 'https://www.example.net:8080/'],
  ])('%s -> %s', (url, expected) => {
    expect(baseStringUri(url)).toBe(expected);
  });
});

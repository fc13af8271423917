/**
 * The published defaults of a mock started without a configuration: who may use it. Their secrets are public (the
 * READMEs list them): they are for trying the API out, never for anything kept. The mock starts with them
 * (mock/config.ts `defaultConfig`), and the docs page's Try it offers the consumers for its handshake
 * (generator/docs/try-it.ts), so that the page served by a mock knows the consumers that mock takes.
 *
 * This module imports nothing, so that both may import it; the mock's package carries a compiled copy.
 */

interface DefaultConsumer {
  readonly key: string;
  readonly secret: string;
  /** Shown on the authorization page and in Try it. */
  readonly name: string;
  /** The access rights (role names of the description's security requirements); `all`: every right it names. */
  readonly rights: 'all' | readonly string[];
  /** A test consumer: its authorization page warns that it is not meant for production. */
  readonly test: boolean;
}

/**
 * One consumer with every right, whose key and secret are the description's example values (its request token
 * example signs with PLAINTEXT: the consumer secret and `&`), and one test consumer with only `users`.
 */
export const DEFAULT_CONSUMERS: readonly DefaultConsumer[] = [
  { key: '84ea471edca164b18325', secret: 'd7f5a128c01574e5bf10d7f5a128c01574e5bf10', name: 'Example App', rights: 'all', test: false },
  { key: 'test-consumer', secret: 'test-secret', name: 'Test App', rights: ['users'], test: true },
];

/** The members a user can pick on the authorization page (ids in the service's format). */
export const DEFAULT_MEMBERS: ReadonlyArray<{ readonly id: string; readonly name: string }> = [
  { id: '123456_abcdef', name: 'Max Mustermann' },
  { id: '654321_fedcba', name: 'Erika Mustermann' },
];

/** An OAuth 2.0 bearer token for the vendor calls, acting for the first member. */
export const DEFAULT_BEARER_TOKENS: ReadonlyArray<{ readonly token: string; readonly member: string; readonly rights: readonly string[] }> =
  [{ token: 'mock-bearer-token', member: '123456_abcdef', rights: ['vendor_jobs'] }];

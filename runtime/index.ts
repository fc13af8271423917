// The handwritten runtime behind the generated client: `createRuntime` wires its parts around one sender (the OAuth
// plugin's: signing, timeouts, retries, errors and logging, shared with the handshake and the CLI). Media types,
// signing and paging come from the operation table, never from a list of operations here. The parts:
//   options.ts    the client's options, checked          request.ts  the outgoing request, built once
//   call.ts       one call of a generated method         paging.ts   .pages() and .all()
//   handshake.ts  client.handshake and setToken          raw.ts      client.raw and client.request()
//   match.ts      which operation a method and path are  types.ts    the public types
import { createSender, senderOptionsOf } from '../plugins/oauth1/browser.ts';
import { createExecute } from './call.ts';
import { createTokens } from './handshake.ts';
import { checkOptions } from './options.ts';
import { createPaging } from './paging.ts';
import { createRaw, createRequest } from './raw.ts';
import type { RequestSetting, Session } from './request.ts';
import type { ClientOptions, Method, PagedMethod, RuntimeOperation, WithResponse } from './types.ts';

export type * from './types.ts';

/** What every generated client has besides its operations: raw, setToken, handshake, request. */
export type RuntimePublic<Paths extends {}> = ReturnType<typeof createRuntime<Paths>>['public'];

export function createRuntime<Paths extends {}>(
  options: ClientOptions,
  table: Readonly<Record<string, RuntimeOperation>>,
  servers: ReadonlyArray<{ readonly variable: string; readonly default: string }>,
) {
  const settings = checkOptions(options, servers);
  const session: Session = { credentials: settings.credentials };
  const setting: RequestSetting = { settings, session, headers: options.headers };
  const sender = createSender(senderOptionsOf(options));
  const execute = createExecute(setting, table, sender, options.warnDeprecated !== false);
  const call = (operationId: string, init?: Record<string, unknown>) => execute(operationId, init).then(dataOf);
  const paging = createPaging(table, call, settings.maxPages);

  return {
    call,
    /** A generated method: the call, with the operation's table entry as properties. Typed by the generated Client. */
    method<M extends Method<any, any, any> = never>(operationId: string): M {
      return Object.assign((init?: Record<string, unknown>) => call(operationId, init), table[operationId], {
        withResponse: (init?: Record<string, unknown>) => execute(operationId, init),
      }) as never;
    },
    /** A generated list method: the call, plus `all()` over every item and `pages()` over every page. Typed by the generated Client. */
    paged<M extends PagedMethod<any, any, any, any> = never>(operationId: string): M {
      return Object.assign((init?: Record<string, unknown>) => call(operationId, init), table[operationId], {
        withResponse: (init?: Record<string, unknown>) => execute(operationId, init),
        all: (init?: Record<string, unknown>) => paging.all(operationId, init),
        pages: (init?: Record<string, unknown>) => paging.pages(operationId, init),
      }) as never;
    },
    /** Members that the generated client exposes as they are. */
    public: {
      /**
       * The underlying openapi-fetch client, for the `{ data, error, response }` style: its requests are signed and
       * sent like the methods' (timeouts, retries, logging); HTTP errors come back in `error` instead of thrown.
       */
      raw: createRaw<Paths>(setting, table, sender),
      ...createTokens(settings, session, sender, table),
      /**
       * Sends a request that no generated method covers (or one given by method and path, as `pronet call` does),
       * through the same sender: signed when the client has credentials. Resolves with the response whatever its
       * status.
       */
      request: createRequest(setting, table, sender),
    },
  };
}

const dataOf = <T>(result: WithResponse<T>): T => result.data;

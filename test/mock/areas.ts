// Shared by the contract tests of the stateful areas (contacts, conversations, social, profile, groups): two
// members signed in through the generated client, calls by operationId, refusals, and answers checked against
// the description.
import { expect } from 'vitest';
import { ApiError } from '../../plugins/oauth1/index.ts';
import { okStatus } from '../../mock/areas/values.ts';
import type { MockOptions, MockServer } from '../../mock/server.ts';
import { ALL_RIGHTS, ERIKA, handshake, MAX, mock, op, problemsOf } from './helpers.ts';

export interface Members {
  server: MockServer;
  max: any;
  erika: any;
}

/** A mock with Max and Erika signed in (each with an access token of the example consumer). */
export async function twoMembers(options: MockOptions = {}): Promise<Members> {
  const server = await mock(options);
  const max = (await handshake(server, ALL_RIGHTS, MAX)).client;
  const erika = (await handshake(server, ALL_RIGHTS, ERIKA)).client;
  return { server, max, erika };
}

const group = (tag: string) => tag.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** Calls an operation through the generated client by its operationId. */
export function call(client: any, id: string, init?: object): Promise<any> {
  return client[group(op(id).tag)][id](init);
}

/** Calls an operation that must be refused; returns the client's error. */
export async function refusedCall(client: any, id: string, init?: object): Promise<ApiError> {
  try {
    await call(client, id, init);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`${id} was expected to be refused, and succeeded`);
}

/** The answer conforms to the operation's success response in the description. */
export function expectConforming(id: string, body: unknown): void {
  expect(problemsOf(op(id), okStatus(op(id)), 'application/json', JSON.stringify(body))).toEqual([]);
}

/** The refusal names the field in `errors`, with the service's error body. */
export function expectFieldRefusal(error: ApiError, status: number, errorName: string, field: string): void {
  expect({ status: error.status, errorName: error.errorName }).toEqual({ status, errorName });
  expect(error.errors.map((e) => e.field)).toContain(field);
}

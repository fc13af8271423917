// One call of a generated method: find its operation, build the request (request.ts), send it through the sender
// (signing, timeouts, retries, errors), and read the success body as the operation's table entry says.
import { ResponseBodyError, OptionError, type OutgoingRequest, type RequestContext, type Sender } from '../plugins/oauth1/browser.ts';
import { callRequest, type RequestSetting } from './request.ts';
import type { RuntimeOperation, WithResponse } from './types.ts';

type Execute = (operationId: string, init?: Record<string, unknown>) => Promise<WithResponse<any>>;

const warned = new Set<string>();

export function createExecute(
  setting: RequestSetting,
  table: Readonly<Record<string, RuntimeOperation>>,
  sender: Sender,
  warnDeprecated: boolean,
): Execute {
  return async (operationId, init = {}) => {
    const op = table[operationId];
    if (!op) throw new OptionError('operationId', `unknown operation ${operationId}`);
    if (typeof init !== 'object' || init === null) throw new OptionError(`${operationId}(init)`, 'must be an object');
    if (op.deprecated && warnDeprecated) warnOnce(op);
    const request = callRequest(setting, op, init);
    const response = await sender.send(request, {
      signal: init['signal'] as AbortSignal | undefined,
      timeout: init['timeout'] as number | undefined,
      maxRetries: init['maxRetries'] as number | undefined,
    });
    return { data: await parse(op, response, request), response };
  };
}

/** A deprecated operation is said once per process: a DeprecationWarning in Node, the console elsewhere. */
function warnOnce(op: RuntimeOperation): void {
  if (warned.has(op.operationId)) return;
  warned.add(op.operationId);
  const warning = `${op.operationId} (${op.method.toUpperCase()} ${op.path}) is deprecated; see the change history.`;
  const process = (globalThis as { process?: { emitWarning?: (w: string, o: object) => void } }).process;
  if (process?.emitWarning) process.emitWarning(warning, { type: 'DeprecationWarning', code: 'PRONET_DEPRECATED_OPERATION' });
  else console.warn(warning);
}

/** Reads a success body as the operation's table says: JSON, form fields, text, or nothing. */
async function parse(op: RuntimeOperation, response: Response, request: OutgoingRequest): Promise<unknown> {
  if (response.status === 204 || op.responseFormat === 'none' || request.method === 'HEAD') {
    await response.body?.cancel();
    return undefined;
  }
  const text = await response.text();
  if (op.responseFormat === 'text') return text;
  if (op.responseFormat === 'form') return Object.fromEntries(new URLSearchParams(text));
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    const context: RequestContext = { operation: op.operationId, method: request.method, url: request.url };
    const type = response.headers.get('content-type') ?? 'no content type';
    throw new ResponseBodyError(
      `the HTTP ${response.status} answer (${type}, ${text.length} characters) is not the JSON that ${op.successMediaTypes.join(' or ') || 'the description'} promises: ${(error as Error).message}`,
      { context, response, cause: error },
    );
  }
}

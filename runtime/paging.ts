// `.pages()` and `.all()` of a list method: limit/offset or page numbers, as the operation table's `pagination`
// says. A list ends on an empty page, a short page, a page answered twice (a server that ignores the offset), the
// total the answer gives, or after `maxPages` pages with an error (a list that never ends).
import { OptionError } from '../plugins/oauth1/browser.ts';
import type { RuntimeOperation } from './types.ts';

type Call = (operationId: string, init?: Record<string, unknown>) => Promise<any>;

interface Paging {
  pages(operationId: string, init?: Record<string, any>): AsyncGenerator<any, void, undefined>;
  all(operationId: string, init?: Record<string, unknown>): AsyncGenerator<any, void, undefined>;
}

export function createPaging(table: Readonly<Record<string, RuntimeOperation>>, call: Call, maxPages: number): Paging {
  async function* pages(operationId: string, init: Record<string, any> = {}): AsyncGenerator<any, void, undefined> {
    const paging = table[operationId]?.pagination;
    if (!paging) throw new OptionError('operationId', `${operationId} is not a list operation`);
    const query = { ...init['params']?.query };
    if (paging.style === 'offset') query.limit ??= paging.maxPageSize ?? undefined;
    let offset = Number(query.offset ?? 0);
    let page = Number(query.page ?? 1);
    let pageSize: number | undefined = paging.style === 'offset' && query.limit ? Number(query.limit) : undefined;
    let previous: string | undefined;
    for (let fetched = 0; ; fetched++) {
      if (fetched >= maxPages) {
        throw new Error(`pronet-api: ${operationId} stopped after ${maxPages} pages (the maxPages option); the list did not end`);
      }
      const params = { ...init['params'], query: paging.style === 'offset' ? { ...query, offset } : { ...query, page } };
      const data = await call(operationId, { ...init, params });
      const items = (at(data, paging.items) ?? []) as unknown[];
      if (!items.length) return;
      // A server that ignores the offset or page answers the same page again: it ends the list, not repeats it.
      const fingerprint = JSON.stringify(items);
      if (fingerprint === previous) return;
      previous = fingerprint;
      yield data;
      pageSize ??= items.length;
      if (items.length < pageSize) return; // a short page is the last one
      if (paging.style === 'offset') {
        offset += items.length;
        const total = paging.total ? Number(at(data, paging.total)) : NaN;
        if (Number.isFinite(total) && offset >= total) return;
      } else {
        const container = at(data, paging.items.slice(0, -1)) as Record<string, unknown> | undefined;
        const totalPages = Number(container?.['total_pages']);
        if (Number.isFinite(totalPages) && page >= totalPages) return;
        page++;
      }
    }
  }

  async function* all(operationId: string, init?: Record<string, unknown>): AsyncGenerator<any, void, undefined> {
    const paging = table[operationId]!.pagination!;
    for await (const data of pages(operationId, init)) yield* (at(data, paging.items) ?? []) as unknown[];
  }

  return { pages, all };
}

function at(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

/**
 * The job postings, in memory, and the lifecycle of the generated table (`postingLifecycle`):
 *
 * - a call's transitions are the entries whose trigger is its operationId; the one whose `from` is the
 *   posting's state applies (else a `'*'` entry); `rejected` entries and calls without an entry for the
 *   state are refused with 409 INVALID_STATE_TRANSITION (the message is the entry's effect, or says which
 *   states the call needs);
 * - event transitions apply lazily whenever a posting is read: `expiry` at the end of the term (the order example's `posting_duration` in days
 *   after the first activation) and `test-posting-day-passed` one day after a test posting (the
 *   organization of the description's `testPosting` example) was created;
 * - only the member who created a posting may act on it (403, `postingNotCreator`), the performance
 *   listing excepted; an unknown id is 404 (`postingNotFound`).
 */
import type { MockOperation, Transition } from '../../generated/mock-operations.ts';
import type { Lifecycle } from '../generated.ts';
import type { SchemaObject } from 'ajv';
import { DescriptionError, InvariantError } from '../errors.ts';
import { isRefusal, type Refusal } from '../http.ts';
import { stateCheck, type StateCheck } from '../json-schema.ts';
import type { Spec } from '../spec.ts';
import { STORE_LIMITS, storeRefusal } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Items per page of every vendor listing where `limit` is not sent: the mock's choice (mock/README.md, "Choices of
 * the mock"), the default that the performance listing documents for its `limit`.
 */
const PAGE_SIZE = 200;
/** The example whose `posting_duration` gives the run time of a posting (the description gives no other). */
const ORDER_EXAMPLE = 'orderList';

/** What the store takes from the description; a new one on every reload. */
interface Described {
  lifecycle: Lifecycle;
  initial: string;
  postingProps: Json;
  inputProps: Json;
  testOrganization: unknown;
  /** The run time of a posting in days: the `posting_duration` of the description's order example. */
  termDays: number;
  firstId: number;
  permalink: (id: number) => string;
  example: (name: string) => unknown;
}

interface Posting {
  id: number;
  owner: string;
  state: string;
  fields: Record<string, unknown>;
  test: boolean;
  createdAt: number;
  updatedAt: number;
  activatedAt: number | null;
  /** The end of the term: the term's days after the first activation, or after the creation while never activated. */
  activeUntil: number;
  /** A test posting was deactivated automatically (once: a reactivation afterwards holds). */
  autoDeactivated?: boolean;
}

/** The postings part of the state file, as `exportState` writes it. */
interface SavedPostings {
  nextId: number;
  postings: Posting[];
}

const COUNT: SchemaObject = { type: 'integer', minimum: 0 };
const TIME: SchemaObject = { type: 'number' };
const NAME: SchemaObject = { type: 'string', minLength: 1 };

/**
 * What the postings part of the state file holds, as JSON Schema: checked as the other areas' parts are
 * (mock/json-schema.ts). Every field a posting has had since the state file exists is required; `autoDeactivated`
 * came later and is optional.
 */
const POSTINGS_STATE_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['nextId', 'postings'],
  properties: {
    nextId: COUNT,
    postings: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'owner', 'state', 'fields', 'test', 'createdAt', 'updatedAt', 'activatedAt', 'activeUntil'],
        properties: {
          id: COUNT,
          owner: NAME,
          state: NAME,
          fields: { type: 'object' },
          test: { type: 'boolean' },
          createdAt: TIME,
          updatedAt: TIME,
          activatedAt: { type: ['number', 'null'] },
          activeUntil: TIME,
          autoDeactivated: { type: 'boolean' },
        },
      },
    },
  },
};

const checkSavedPostings: StateCheck<SavedPostings> = stateCheck('postings', POSTINGS_STATE_SCHEMA);

/** What a posting call answers: a status and a JSON body (none for 204), or a refusal. */
type PostingAnswer = { status: number; json?: unknown } | Refusal;

type Json = Record<string, any>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'));

/**
 * What the store takes from a description: its lifecycle, schemas and examples. Throws naming what is missing. Pure:
 * the area's `bind` calls it for a description that may still be refused.
 */
export function describePostings(lifecycle: Lifecycle | null, spec: Spec): Described {
  if (!lifecycle) throw new DescriptionError('the description has no posting lifecycle (x-posting-lifecycle)');
  const creation = lifecycle.transitions.find((t) => t.from === null && t.to);
  if (!creation) throw new DescriptionError('the posting lifecycle has no creating transition (from: null)');
  const created = spec.example('postingCreated') as { posting_id: number; permalink: string };
  return {
    lifecycle,
    initial: creation.to!,
    postingProps: spec.schema('Posting')?.['properties'] ?? {},
    inputProps: spec.schema('PostingInput')?.['properties'] ?? {},
    testOrganization: (spec.example('testPosting') as Json)['organization_id'],
    termDays: termDaysOf(spec.example(ORDER_EXAMPLE)),
    firstId: created.posting_id,
    permalink: (id) => created.permalink.replace(String(created.posting_id), String(id)),
    example: (name) => spec.example(name),
  };
}

/** The postings themselves: kept across reloads, shared by the store of every description. */
interface PostingData {
  postings: Map<number, Posting>;
  /** The next id to give (at least the description's first id: see `create`). */
  nextId: number;
}

export class PostingStore {
  readonly #data: PostingData;
  readonly #now: () => number;
  readonly #described: Described | undefined;

  constructor(now: () => number, data: PostingData = { postings: new Map(), nextId: 0 }, described?: Described) {
    this.#now = now;
    this.#data = data;
    this.#described = described;
  }

  /** The same postings, answered as `described` says (the state is shared, not copied). */
  withDescription(described: Described): PostingStore {
    return new PostingStore(this.#now, this.#data, described);
  }

  get #d(): Described {
    if (!this.#described) throw new InvariantError('the posting store is used before it is bound to a description');
    return this.#described;
  }

  get #postings(): Map<number, Posting> {
    return this.#data.postings;
  }

  reset(): void {
    this.#postings.clear();
    this.#data.nextId = 0;
  }

  exportState(): unknown {
    return { nextId: this.#data.nextId, postings: [...this.#postings.values()] };
  }

  /**
   * Takes a saved postings part after checking it whole (POSTINGS_STATE_SCHEMA); a problem throws a StateFileError
   * naming its JSON path (`postings.postings[1].owner: must be string`) and leaves the running state untouched.
   */
  importState(value: unknown): void {
    checkSavedPostings(value);
    this.#data.postings = new Map(value.postings.map((posting) => [posting.id, posting]));
    this.#data.nextId = value.nextId;
  }

  get size(): number {
    return this.#postings.size;
  }

  /** The operations that move a posting, from the table: `create` (from null) and the item transitions. */
  static isCreate(op: MockOperation): boolean {
    return op.transitions.some((t) => t.from === null && t.trigger.operationId === op.operationId);
  }

  static isTransition(op: MockOperation): boolean {
    return op.transitions.some((t) => t.from !== null && t.trigger.operationId === op.operationId);
  }

  create(owner: string, body: Json): PostingAnswer {
    const tooBig = storeRefusal(body);
    if (tooBig) return tooBig;
    let held = 0;
    for (const p of this.#postings.values()) if (p.owner === owner) held++;
    if (held >= STORE_LIMITS.itemsPerMember) {
      return {
        status: 403,
        example: 'invalidParameters',
        message: `The mock keeps at most ${STORE_LIMITS.itemsPerMember} postings per member: delete some first`,
        errors: [{ field: 'body', reason: 'TOO_MANY_ENTRIES' }],
      };
    }
    const now = this.#now();
    const id = Math.max(this.#data.nextId, this.#d.firstId);
    this.#data.nextId = id + 1;
    this.#postings.set(id, {
      id,
      owner,
      state: this.#d.initial,
      fields: body,
      test: body['organization_id'] === this.#d.testOrganization,
      createdAt: now,
      updatedAt: now,
      activatedAt: null,
      activeUntil: now + this.#d.termDays * DAY_MS,
    });
    return { status: 201, json: { posting_id: id, permalink: this.#d.permalink(id) } };
  }

  update(member: string, idText: string, body: Json): PostingAnswer {
    const found = this.#own(member, idText);
    if (isRefusal(found)) return found;
    const tooBig = storeRefusal(body);
    if (tooBig) return tooBig;
    if (body['order_id'] !== found.fields['order_id']) {
      return {
        status: 400,
        example: 'postingInvalidOrderId',
        message: 'order_id (the product) cannot be changed after creation',
        errors: [{ field: 'order_id', reason: 'UNEXPECTED_VALUE' }],
      };
    }
    found.fields = body;
    found.updatedAt = this.#now();
    return { status: 204 };
  }

  delete(member: string, idText: string): PostingAnswer {
    const found = this.#own(member, idText);
    if (isRefusal(found)) return found;
    this.#postings.delete(found.id);
    return { status: 204 };
  }

  /** A call that triggers lifecycle transitions (activate, deactivate, archive). */
  transition(op: MockOperation, member: string, idText: string): PostingAnswer {
    const found = this.#own(member, idText);
    if (isRefusal(found)) return found;
    const mine = this.#d.lifecycle.transitions.filter((t) => t.trigger.operationId === op.operationId);
    const entry = mine.find((t) => t.from === found.state) ?? mine.find((t) => t.from === '*');
    if (entry && (entry.rejected || !entry.to)) {
      // A refusal the lifecycle names (reactivating an archived posting): the 409 example that says so, if any.
      const said = (text: string) => text.trim().replace(/\.$/, '').toLowerCase();
      const named = [...(op.examples['409'] ?? []), ...(op.examples['4XX'] ?? [])].find(
        (name) => entry.effect && said(String((this.#d.example(name) as Json)?.['message'] ?? '')) === said(entry.effect),
      );
      return named
        ? { status: 409, example: named }
        : { status: 409, example: 'postingInvalidTransition', ...(entry.effect && { message: entry.effect }) };
    }
    if (!entry || !entry.to) {
      const allowed = mine.filter((t) => !t.rejected && t.from !== null).map((t) => t.from);
      return {
        status: 409,
        example: 'postingInvalidTransition',
        message: `The posting cannot be moved by ${op.operationId} in state ${found.state} (it needs one of: ${allowed.join(', ')})`,
      };
    }
    this.#move(found, entry.to);
    return { status: 204 };
  }

  listPostings(member: string, query: URLSearchParams): PostingAnswer {
    return this.#page(this.#select(member, query), query, (p) => this.#view(p));
  }

  listStatuses(member: string, query: URLSearchParams): PostingAnswer {
    return this.#page(this.#select(member, query), query, (p) => ({
      id: p.id,
      state: p.state,
      visible: p.state === 'active',
      visible_errors: [],
      created_at: iso(p.createdAt),
      updated_at: iso(p.updatedAt),
      activated_at: iso(p.activatedAt),
      active_until: iso(p.activeUntil),
    }));
  }

  /** The performance listing is not bound to the creator: with `ids`, any posting is listed. */
  listPerformance(member: string, query: URLSearchParams): PostingAnswer {
    const ids = this.#ids(query);
    const postings = ids ? ids.map((id) => this.#get(id)).filter((p) => p !== undefined) : this.#select(member, query);
    const counts = {
      impressions: 0,
      visits: 0,
      unique_visitors: 0,
      bookmarks: 0,
      apply_intentions: 0,
      external_application_clicks: 0,
      instant_apply_clicks: 0,
      instant_applications: 0,
    };
    const answer = this.#page(postings, query, (p) => ({ id: p.id, ...counts }));
    if ('json' in answer) (answer.json as Json)['updated_at'] = new Date(this.#now()).toISOString().slice(0, 10);
    return answer;
  }

  /** The orders under which the member created postings, with how many postings each holds. */
  listOrders(member: string, query: URLSearchParams): PostingAnswer {
    const orders = new Map<unknown, Json>();
    for (const p of this.#select(member, new URLSearchParams())) {
      const orderId = p.fields['order_id'];
      const order = orders.get(orderId) ?? {
        order_id: orderId,
        organization_id: p.fields['organization_id'],
        posting_amount_used: 0,
        posting_duration: this.#d.termDays,
        status: 'expired',
      };
      order['posting_amount_used']++;
      // An order is active while one of its postings is within its term; expired once every term has ended.
      if (this.#now() < p.activeUntil) order['status'] = 'active';
      orders.set(orderId, order);
    }
    const ids = this.#ids(query);
    const status = query.get('status');
    const selected = [...orders.values()].filter((o) => (!ids || ids.includes(o['order_id'])) && (!status || o['status'] === status));
    return this.#page(selected, query, (o) => o);
  }

  /**
   * The posting fields of a body: text values (form fields, XML elements) converted by the types of the
   * description's PostingInput schema (Prism has validated them already); JSON values as they are.
   */
  fieldsOf(body: Readonly<Record<string, unknown>>): Json {
    const fields: Json = {};
    for (const [name, value] of Object.entries(body)) {
      const types = [this.#d.inputProps[name]?.['type']].flat();
      if (typeof value !== 'string') fields[name] = types.includes('array') || !Array.isArray(value) ? value : value[value.length - 1];
      else if (types.includes('array')) fields[name] = [value];
      else if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && !Number.isNaN(Number(value)))
        fields[name] = Number(value);
      else if (types.includes('boolean') && (value === 'true' || value === 'false')) fields[name] = value === 'true';
      else fields[name] = value;
    }
    return fields;
  }

  #get(id: number): Posting | undefined {
    const posting = this.#postings.get(id);
    if (posting) this.#applyEvents(posting);
    return posting;
  }

  #own(member: string, idText: string): Posting | Refusal {
    const posting = /^[0-9]{1,15}$/.test(idText) ? this.#get(Number(idText)) : undefined;
    if (!posting) return { status: 404, example: 'postingNotFound' };
    if (posting.owner !== member) return { status: 403, example: 'postingNotCreator' };
    return posting;
  }

  #move(posting: Posting, to: string): void {
    const now = this.#now();
    if (to === 'active' && posting.activatedAt === null) posting.activeUntil = now + this.#d.termDays * DAY_MS;
    if (to === 'active') posting.activatedAt = now;
    posting.state = to;
    posting.updatedAt = now;
  }

  /** The event transitions of the table, applied when they are due. */
  #applyEvents(posting: Posting): void {
    const now = this.#now();
    for (const t of this.#d.lifecycle.transitions) {
      if (!t.trigger.event || !t.to || t.rejected) continue;
      if (t.from !== '*' && t.from !== posting.state) continue;
      if (posting.state === t.to) continue;
      const due =
        t.trigger.event === 'expiry'
          ? now >= posting.activeUntil
          : t.trigger.event === 'test-posting-day-passed'
            ? posting.test && !posting.autoDeactivated && now >= posting.createdAt + DAY_MS
            : false;
      if (!due) continue;
      if (t.trigger.event === 'test-posting-day-passed') posting.autoDeactivated = true;
      this.#move(posting, t.to);
    }
  }

  #ids(query: URLSearchParams): number[] | undefined {
    const ids = query.get('ids');
    return ids ? ids.split(',').map(Number) : undefined;
  }

  /** The member's postings, optionally only those of `ids`, in creation order. */
  #select(member: string, query: URLSearchParams): Posting[] {
    const ids = this.#ids(query);
    const selected: Posting[] = [];
    for (const posting of this.#postings.values()) {
      if (posting.owner !== member || (ids && !ids.includes(posting.id))) continue;
      this.#applyEvents(posting);
      selected.push(posting);
    }
    return selected;
  }

  #page<T>(items: T[], query: URLSearchParams, view: (item: T) => unknown): PostingAnswer {
    const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
    const size = Math.max(1, Number(query.get('limit') ?? PAGE_SIZE) || PAGE_SIZE);
    return {
      status: 200,
      json: {
        total: items.length,
        current_page: page,
        total_pages: Math.ceil(items.length / size),
        collection: items.slice((page - 1) * size, page * size).map(view),
      },
    };
  }

  /** A posting in the shape of the description's Posting schema: its known fields, id, state, public. */
  #view(posting: Posting): Json {
    const view: Json = { id: posting.id };
    for (const [name, value] of Object.entries(posting.fields)) {
      const schema = this.#d.postingProps[name];
      if (!schema || name === 'id') continue;
      const types = [schema['type']].flat();
      // The listing returns some numeric inputs as strings (e.g. salary).
      view[name] =
        typeof value === 'number' && types.includes('string') && !types.includes('number') && !types.includes('integer')
          ? String(value)
          : value;
    }
    view['state'] = posting.state;
    view['public'] = posting.state === 'active';
    return view;
  }
}

/** The `posting_duration` of the order example: the first order's, a positive number of days. */
function termDaysOf(example: unknown): number {
  const days = (example as Json)?.['collection']?.[0]?.['posting_duration'];
  if (typeof days !== 'number' || !(days > 0))
    throw new DescriptionError(
      `the example ${ORDER_EXAMPLE} needs a positive posting_duration in its first order (the run time of a posting)`,
    );
  return days;
}

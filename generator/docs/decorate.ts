// Presentation for the rendered docs, added at build time so that spec/ stays free of it. `decorateForDocs`
// returns a decorated copy of the bundled document; Redocly build-docs renders that copy, while
// generated/openapi.json stays the plain bundle.
//
// Redoc (3.x, inside build-docs) shows by itself: summaries, descriptions, parameters, schemas, the examples of
// every response, `deprecated`, the security requirements with their roles. It ignores our `x-` extensions, so:
//   - every operation gets `x-badges` (Redoc's extension: pills next to the heading and in the menu): maturity,
//     deprecated, throttled, access rights;
//   - its description opens with the facts (access right, maturity, vendor Accept, deprecation, throttling) and
//     closes with what the service does not document (its `x-not-shown` notes), its named examples per status
//     (the names that `Prefer: example=<name>` selects on the mock), its sources (the `x-source` addresses,
//     as links) and a pointer to its change history;
//   - the tag of the posting calls gets the lifecycle: state diagram, states, transition table;
//   - `info.description` gets a contents line, the handshake guide and the change history; Redoc turns their
//     `##` headings into menu sections (`#/section/handshake-guide`, `#/section/change-history`). Headings
//     inside them are HTML (`<h3>`, `<h4>`), which Redoc does not put in the menu.
// The lifecycle, the contents line, the guide and the change history are templates (templates/docs/_*.hbs); this
// module gives them their data. Description HTML goes through React in Redoc: blank lines end an HTML block,
// attribute names are lower-cased on the client, whitespace-only text between elements disappears. The
// templates keep to that (their `oneLine` blocks).
import { lifecycleDiagram, type OperationLink } from './diagram.ts';
import { handshakeGuide } from './guide.ts';
import { atPointer, mapPathItems, operationsOf } from '../../openapi/walk.ts';
import type { OpenApiDocument } from '../load.ts';
import type { ChangelogEntry } from '../changelog.ts';
import type { LifecycleModel, OperationModel, ViewModel } from '../model.ts';
import type { Templates } from '../render.ts';

/**
 * The Atom feed, relative to the page. On the file system the page is generated/docs/index.html and the feed
 * generated/changelog.atom; the mock serves the page at / and /docs/ and the feed at /changelog.atom. From all
 * of them ../changelog.atom is the feed (at /, the .. stops at the root).
 */
export const FEED_HREF = '../changelog.atom';

/** Redoc's hash route of an operation: `#/<tag>/<operationId>`, lower case. */
export function operationHref(model: ViewModel): OperationLink {
  const routes = new Map(model.operations.map((o) => [o.operationId, o.route]));
  return (operationId) => {
    const route = routes.get(operationId);
    return route ? `#${route}` : null;
  };
}

/** Redoc's hash route of a Markdown section of `info.description` (its heading, slugged). */
const sectionHref = (heading: string) =>
  `#/section/${heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

interface Badge {
  name: string;
  color: string;
  position?: 'before' | 'after';
}

function badgesOf(op: OperationModel): Badge[] {
  const badges: Badge[] = [];
  if (op.maturity === 'experimental') badges.push({ name: 'experimental', color: 'orange' });
  else badges.push({ name: op.maturityShown ? 'production' : 'production (assumed)', color: 'grey' });
  if (op.deprecated) badges.push({ name: 'deprecated', color: 'red' });
  if (op.throttled) badges.push({ name: 'throttled', color: 'purple' });
  for (const role of op.roles ?? []) badges.push({ name: role, color: 'blue' });
  return badges;
}

/** The facts that open an operation's description (Markdown, templates/docs/_operation-facts.hbs). */
export function operationFacts(op: OperationModel, templates: Templates): string {
  const facts = templates.partial('operation-facts', {
    access: {
      handshake: op.handshakeStep ?? null,
      // Without a declared right: the security schemes that apply (none when there are none).
      schemes: op.roles === null ? op.security.map((s) => s.scheme) : null,
      roles: op.roles ?? [],
      oauth2: op.security.some((s) => s.scheme === 'oauth2'),
    },
    maturity: op.maturity,
    maturityShown: op.maturityShown,
    vendorAccept: op.vendorAccept ?? null,
    deprecated: op.deprecated,
    throttled: op.throttled ? op.throttled.trim() : null,
  });
  return `${facts.trimEnd()}\n`;
}

/** Responses in reading order: 2XX before 4XX, exact codes before ranges, `default` last. */
function statusOrder(status: string): number {
  if (status === 'default') return 1000;
  const code = Number(status.replace(/X/gi, '0'));
  return Number.isFinite(code) ? code + (/X/i.test(status) ? 0.5 : 0) : 999;
}

// ---------------------------------------------------------------------------------------------- provenance

type Json = Record<string, any>;

/** The `x-source` value as a list of addresses (it is a URL or a list of URLs). */
function sourceList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}

/**
 * Every `x-source` address that backs an operation, operation-level ones first, then in document order: its
 * parameters, request body and responses (inline, or components they refer to: parameters, request bodies,
 * responses, headers, examples), and the schemas written inline in them. Shared schemas (`#/components/schemas/`)
 * are not followed: their sources belong to the object (User, Error...), shown with the schema, and would repeat
 * the same dozen addresses under every call that returns a user. Each address once.
 */
function sourcesOf(operation: Json, document: OpenApiDocument): string[] {
  const found = new Set<string>();
  const visited = new Set<object>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || visited.has(node)) return;
    visited.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const object = node as Json;
    if (typeof object['$ref'] === 'string') {
      const target = object['$ref'].startsWith('#/') ? atPointer(document, object['$ref']) : undefined;
      if (target !== undefined && !object['$ref'].startsWith('#/components/schemas/')) walk(target);
      return;
    }
    for (const url of sourceList(object['x-source'])) found.add(url);
    for (const [key, value] of Object.entries(object)) if (key !== 'x-source' && key !== 'x-not-shown') walk(value);
  };
  for (const url of sourceList(operation['x-source'])) found.add(url);
  walk(operation);
  return [...found];
}

interface NotShownNote {
  /** Where the note stands: null for the operation itself, else e.g. "parameter `limit`" or "response `2XX`". */
  place: string | null;
  text: string;
}

/**
 * The `x-not-shown` notes written in the operation itself: on the operation, on its inline parameters, request
 * body and responses (and their media types). Notes of shared components are left out: they say the same
 * thing under every call (e.g. the error statuses not listed) and stand in the component's own description.
 */
function notShownOf(operation: Json): NotShownNote[] {
  const notes: NotShownNote[] = [];
  const add = (place: string | null, value: unknown) => {
    const text = typeof value === 'string' ? value.trim().replace(/\s*\n\s*/g, ' ') : '';
    if (text && !notes.some((n) => n.place === place && n.text === text)) notes.push({ place, text });
  };
  add(null, operation['x-not-shown']);
  for (const parameter of (operation['parameters'] ?? []) as Json[]) {
    if (parameter && !parameter['$ref']) add(`parameter \`${parameter['name']}\``, parameter['x-not-shown']);
  }
  const body = operation['requestBody'] as Json | undefined;
  if (body && !body['$ref']) {
    add('request body', body['x-not-shown']);
    for (const [type, media] of Object.entries((body['content'] ?? {}) as Json)) add(`request body \`${type}\``, media?.['x-not-shown']);
  }
  for (const [status, response] of Object.entries((operation['responses'] ?? {}) as Json)) {
    if (!response || response['$ref']) continue;
    add(`response \`${status}\``, response['x-not-shown']);
    for (const [type, media] of Object.entries((response['content'] ?? {}) as Json))
      add(`response \`${status}\` \`${type}\``, media?.['x-not-shown']);
  }
  return notes;
}

/** A source address as a Markdown link's text (the address without its scheme) and target. */
function sourceLink(url: string): { text: string; href: string } {
  return {
    text: url.replace(/^https?:\/\//, '').replace(/[[\]\\`*_]/g, (c) => `\\${c}`),
    href: url.replace(/[()<> ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  };
}

/**
 * What closes an operation's description (Markdown, templates/docs/_operation-trailer.hbs): what the service does
 * not document, its named examples per status, its sources and its change history; '' when there is none.
 */
function operationTrailer(
  op: OperationModel,
  history: ChangelogEntry[],
  provenance: { notShown: NotShownNote[]; sources: string[] },
  templates: Templates,
): string {
  const trailer = templates.partial('operation-trailer', {
    notShown: provenance.notShown,
    examples: Object.entries(op.examples)
      .filter(([, names]) => names.length)
      .sort(([a], [b]) => statusOrder(a) - statusOrder(b))
      .map(([status, names]) => ({ status, names })),
    sources: provenance.sources.map(sourceLink),
    history: { count: history.length, kinds: [...new Set(history.map((e) => e.kind))], href: sectionHref('Change history') },
  });
  return trailer.trim() ? `${trailer.trimEnd()}\n` : '';
}

/** A copy of the bundled document with the presentation for the docs added. The input is not changed. */
export function decorateForDocs(document: OpenApiDocument, model: ViewModel, templates: Templates): OpenApiDocument {
  // Copy only what changes (root, info, tags, path items, operations); the rest is shared with the input and
  // never written. A deep clone would cost more than everything else here together.
  const doc: OpenApiDocument & Record<string, any> = {
    ...document,
    info: { ...document.info },
    ...(document.tags && { tags: document.tags.map((t) => ({ ...t })) }),
    // A path item that is a `$ref` stays one: the item it points at is decorated where it stands.
    paths: mapPathItems(document, (item) => ({ ...item })),
  };
  const link = operationHref(model);
  const byId = new Map(model.operations.map((o) => [o.operationId, o]));

  for (const { item, method, operation } of operationsOf(doc, { pathRefs: 'keep' })) {
    const info = byId.get(operation['operationId']);
    if (!info) continue;
    const history = model.changelog.entries.filter((e) => e.operations.includes(info.operationId));
    const op = { ...operation };
    op['x-badges'] = badgesOf(info);
    const provenance = { notShown: notShownOf(op), sources: sourcesOf(op, document) };
    op.description = `${operationFacts(info, templates)}\n${String(op.description ?? '').trimEnd()}\n\n${operationTrailer(info, history, provenance, templates)}`;
    item[method] = op;
  }

  if (model.lifecycle) {
    const tagName = lifecycleTag(model.lifecycle, byId);
    const tag = (doc.tags ?? []).find((t) => t.name === tagName);
    if (tag) tag.description = `${String(tag.description ?? '').trimEnd()}\n\n${lifecycleSection(model.lifecycle, link, templates)}`;
  }

  const info = doc.info as Record<string, any>;
  info.description =
    [
      String(info.description ?? '').trimEnd(),
      contents(model, templates),
      handshakeGuide(model, link, templates).trimEnd(),
      changeHistory(model, link, templates).trimEnd(),
    ].join('\n\n') + '\n';
  return doc;
}

/** The tag of the calls that drive the lifecycle (the first one named). */
function lifecycleTag(lifecycle: LifecycleModel, byId: Map<string, OperationModel>): string | null {
  for (const t of lifecycle.transitions) {
    const op = t.trigger.operationId && byId.get(t.trigger.operationId);
    if (op) return op.tag;
  }
  return null;
}

/** The line of guides under the introduction (templates/docs/_contents.hbs). */
function contents(model: ViewModel, templates: Templates): string {
  const tag = model.lifecycle && lifecycleTag(model.lifecycle, new Map(model.operations.map((o) => [o.operationId, o])));
  return templates.partial('contents', {
    handshakeGuide: sectionHref('Handshake guide'),
    postingLifecycle: tag ? `#/${tag.toLowerCase()}` : null,
    changeHistory: sectionHref('Change history'),
    feedHref: FEED_HREF,
  });
}

// ---------------------------------------------------------------------------------------------- lifecycle

const stateName = (s: string | null) => (s === null ? '(none)' : s === '*' ? 'any state' : s);

const oneLine = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ');

/** The lifecycle (templates/docs/_posting-lifecycle.hbs): a heading, the state diagram, the states and the transition table. */
function lifecycleSection(lifecycle: LifecycleModel, link: OperationLink, templates: Templates): string {
  return templates.partial('posting-lifecycle', {
    diagram: lifecycleDiagram(lifecycle, link),
    states: lifecycle.states.map((s) => ({ name: s.name, description: oneLine(s.description) })),
    transitions: lifecycle.transitions.map((t) => ({
      from: stateName(t.from),
      /** null: refused. */
      to: t.rejected || t.to === null ? null : t.to,
      operationId: t.trigger.operationId ?? null,
      href: t.trigger.operationId ? link(t.trigger.operationId) : null,
      event: t.trigger.event ?? 'event',
      condition: t.condition ? oneLine(t.condition).replace(/\.$/, '') : null,
      effect: oneLine(t.effect),
    })),
  });
}

// ---------------------------------------------------------------------------------------------- change history

/** The change history as Markdown (templates/docs/_change-history.hbs): `## Change history` and one entry per change. */
export function changeHistory(model: ViewModel, link: OperationLink, templates: Templates): string {
  return templates.partial('change-history', {
    feedHref: FEED_HREF,
    entries: model.changelog.entries.map((e) => ({
      id: e.id,
      title: e.title,
      kind: e.kind,
      date: e.date,
      operations: e.operations.map((id) => ({ id, href: link(id) })),
      fields: e.fields,
      calls: e.calls,
      /** The address of a fact that the service description does not give, or null. */
      source: e.sourceUrl,
      text: e.text.trim(),
    })),
  });
}

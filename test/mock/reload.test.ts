// Reload: the running mock re-reads a generated folder, serves new and changed operations, keeps its state,
// refuses a broken folder (the old description keeps serving), and tells open docs pages to reload.
// Also the area bindings: an operation that an area binds but the description lacks fails, naming it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DescriptionError } from '../../mock/errors.ts';
import { readTables, TABLES_FILE } from '../../mock/generated.ts';
import { LIVE_SCRIPT } from '../../mock/files.ts';
import { loadPrismOperations } from '../../mock/prism.ts';
import { DEFAULT_GENERATED_DIR, type MockServer } from '../../mock/server.ts';
import { call } from './areas.ts';
import { ALL_RIGHTS, doc, ERIKA, handshake, mock, op, ops, send } from './helpers.ts';
import { escapeSegment, operationsById } from '../../openapi/walk.ts';

const dirs: string[] = [];
function generatedCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pronet-reload-'));
  dirs.push(dir);
  for (const name of ['openapi.json', 'openapi.yaml', TABLES_FILE, 'changelog.atom', 'docs'])
    cpSync(join(DEFAULT_GENERATED_DIR, name), join(dir, name), { recursive: true });
  return dir;
}
/** Puts the description and the tables of the generated folder back into a copy. */
function restoreDescription(dir: string): void {
  for (const name of ['openapi.json', TABLES_FILE]) cpSync(join(DEFAULT_GENERATED_DIR, name), join(dir, name));
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const idCard = op('getIdCard');
const NEW_PATH = `${idCard.path}_copy`;

/** Adds an operation `getIdCardCopy` (a copy of getIdCard under another path) to the description and the tables. */
function addOperation(dir: string): void {
  const document = JSON.parse(readFileSync(join(dir, 'openapi.json'), 'utf8'));
  document.paths[NEW_PATH] = { get: { ...document.paths[idCard.path].get, operationId: 'getIdCardCopy' } };
  writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
  const { examples, transitions, ...entry } = { ...idCard, operationId: 'getIdCardCopy', path: NEW_PATH };
  editTables(dir, (tables) => {
    tables.operations.getIdCardCopy = entry;
    tables.mockOperations.getIdCardCopy = { examples, transitions };
  });
}

/** Changes the tables (mock-tables.json), which a reload reads. */
function editTables(
  dir: string,
  edit: (tables: { operations: Record<string, unknown>; mockOperations: Record<string, unknown> }) => void,
): void {
  const tables = JSON.parse(readFileSync(join(dir, TABLES_FILE), 'utf8'));
  edit(tables);
  writeFileSync(join(dir, TABLES_FILE), JSON.stringify(tables));
}

/** Removes an operation from the description and the tables. */
function removeOperation(dir: string, operationId: string): void {
  const document = JSON.parse(readFileSync(join(dir, 'openapi.json'), 'utf8'));
  const at = operationsById(document).get(operationId)!;
  delete at.item[at.method];
  writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
  editTables(dir, (tables) => {
    delete tables.operations[operationId];
    delete tables.mockOperations[operationId];
  });
}

describe('reload', () => {
  let server: MockServer;
  let dir: string;
  let credentials: { consumerKey: string; consumerSecret: string; token: string; tokenSecret: string };
  let client: any;

  beforeAll(async () => {
    dir = generatedCopy();
    server = await mock({ generatedDir: dir, liveReload: true });
    const { accessToken, client: signed } = await handshake(server);
    client = signed;
    credentials = { ...ALL_RIGHTS, token: accessToken.token, tokenSecret: accessToken.tokenSecret };
  });
  afterAll(() => server.close());

  it('serves a new operation after reload, with a token issued before, and keeps the nonces, postings and conversations', async () => {
    expect((await send(server, { path: NEW_PATH, credentials })).status).toBe(404);
    const nonce = `before-reload-${Date.now()}`;
    expect((await send(server, { path: idCard.path, credentials, sign: { nonce } })).status).toBe(200);
    const posting = (await call(client, 'createPosting', { body: doc.components.examples.testPosting.value })).posting_id;
    const me = { user_id: 'me' };
    const conversation = (
      await call(client, 'createConversation', {
        params: { path: me },
        body: { subject: 'Before the reload', content: 'Kept?', recipient_ids: ERIKA },
      })
    ).conversation.id;

    addOperation(dir);
    await server.reload();
    expect(server.generation).toBe(2);
    expect((await send(server, { path: NEW_PATH, credentials })).status).toBe(200);
    const replay = await send(server, { path: idCard.path, credentials, sign: { nonce } });
    expect(replay.status).toBe(401);
    expect((await replay.json()).error_name).toBe('NONCE_ALREADY_USED');
    const statuses = await call(client, 'listPostingStatuses', { params: { query: { ids: String(posting) } } });
    expect(statuses.collection).toEqual([expect.objectContaining({ id: posting, state: 'created' })]);
    const shown = await call(client, 'getConversation', { params: { path: { ...me, id: conversation } } });
    expect(shown.conversation).toMatchObject({ id: conversation, subject: 'Before the reload', message_count: 1 });
  });

  it('keeps serving the old description when the new one is broken, and says why', async () => {
    writeFileSync(join(dir, 'openapi.json'), '{ not json');
    await expect(server.reload()).rejects.toThrow(/openapi\.json/);
    expect(server.generation).toBe(2);
    expect((await send(server, { path: NEW_PATH, credentials })).status).toBe(200);
  });

  it('refuses tables that are not JSON, or a folder without them, naming the file and saying to regenerate', async () => {
    restoreDescription(dir);
    writeFileSync(join(dir, TABLES_FILE), '');
    await expect(server.reload()).rejects.toThrow(`mock: ${join(dir, TABLES_FILE)} is not JSON`);
    expect((await send(server, { path: NEW_PATH, credentials })).status).toBe(200);
    restoreDescription(dir);
    rmSync(join(dir, TABLES_FILE));
    await expect(server.reload()).rejects.toThrow(
      new RegExp(`mock: cannot read .*${TABLES_FILE} \\(ENOENT\\): regenerate \\(npm run generate\\)`),
    );
    expect((await send(server, { path: NEW_PATH, credentials })).status).toBe(200);
  });

  it('refuses a description without an operation that an area binds, naming it', async () => {
    restoreDescription(dir);
    removeOperation(dir, 'updatePosting');
    const refused = await server.reload().then(
      () => undefined,
      (error: Error) => error,
    );
    expect(refused).toBeInstanceOf(DescriptionError);
    expect(refused?.message).toMatch(/^mock: the area postings handles updatePosting, which the description does not have/);
    expect((await send(server, { path: NEW_PATH, credentials })).status).toBe(200);
  });

  it('after a refused reload, serves the description, its YAML and the docs page in force, not the files on disk', async () => {
    const served = async () =>
      Promise.all(['/openapi.json', '/openapi.yaml', '/docs/'].map(async (path) => (await fetch(`${server.url}${path}`)).text()));
    const before = await served();
    expect(JSON.stringify(JSON.parse(before[0]!))).toContain('"updatePosting"');
    // The files on disk change (a description without the new operation, a new page), and the reload is refused.
    restoreDescription(dir);
    removeOperation(dir, 'updatePosting');
    writeFileSync(join(dir, 'openapi.yaml'), 'openapi: 3.1.0 # refused\n');
    const html = readFileSync(join(dir, 'docs/index.html'), 'utf8');
    writeFileSync(join(dir, 'docs/index.html'), html.replace('</body>', '<p>refused</p></body>'));
    await expect(server.reload()).rejects.toThrow(/updatePosting/);
    expect(await served()).toEqual(before);
    writeFileSync(join(dir, 'docs/index.html'), html);
  });

  it('adds the live script to the served docs page only, and announces a reload that brings a new page on /__mock/live', async () => {
    const page = await (await fetch(`${server.url}/docs/`)).text();
    expect(page).toContain(LIVE_SCRIPT);
    expect(readFileSync(join(dir, 'docs/index.html'), 'utf8')).not.toContain(LIVE_SCRIPT);

    restoreDescription(dir);
    const controller = new AbortController();
    const events = await fetch(`${server.url}/__mock/live`, { signal: controller.signal });
    expect(events.headers.get('content-type')).toBe('text/event-stream');
    const reader = events.body!.getReader();
    await reader.read(); // the opening comment
    // A reload with the same page tells open pages nothing (they would reload to see what they show); the next
    // one, with a new page, does.
    await server.reload();
    const html = readFileSync(join(dir, 'docs/index.html'), 'utf8');
    const end = html.lastIndexOf('</body>'); // (the inlined scripts hold the text too)
    writeFileSync(join(dir, 'docs/index.html'), `${html.slice(0, end)}<p>regenerated</p>${html.slice(end)}`);
    await server.reload();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe(`event: reload\ndata: ${server.generation}\n\n`);
    controller.abort();
    expect(await (await fetch(`${server.url}/docs/`)).text()).toContain('<p>regenerated</p>');
    // The operation added earlier is gone again: the new description is the one in force.
    expect((await send(server, { path: NEW_PATH, credentials })).status).toBe(404);
  });
});

describe('the tables of a reload', () => {
  it('are read as data, the same tables as the modules the generator writes beside them', async () => {
    const dir = generatedCopy();
    const read = readTables(dir);
    expect(read.operations).toEqual(ops);
    expect(read.postingLifecycle).toEqual(
      JSON.parse(JSON.stringify((await import('../../generated/mock-operations.ts')).postingLifecycle)),
    );
    // The data is what a reload reads (the modules are not imported): an entry only there is seen.
    editTables(dir, (tables) => {
      tables.operations.getIdCardCopy = { ...(tables.operations['getIdCard'] as object), operationId: 'getIdCardCopy', path: NEW_PATH };
      tables.mockOperations.getIdCardCopy = tables.mockOperations['getIdCard'];
    });
    expect(readTables(dir).operations.map((o) => o.operationId)).toContain('getIdCardCopy');
  });
});

describe("Prism's operations of a reload", () => {
  it('are those Prism reads from the whole description, after an edit of some path items, of a component, and of a path item another refers to', async () => {
    // Four path items of the description (Prism's whole read of all of them takes a few tenths of a second), all its
    // components, and a schema the first path item uses.
    const { paths, ...rest } = structuredClone(doc) as { paths: Record<string, any>; components: { schemas: Record<string, any> } };
    const original = {
      ...rest,
      paths: Object.fromEntries(
        Object.keys(paths)
          .slice(0, 4)
          .map((name) => [name, paths[name]]),
      ),
    };
    const [first, second] = Object.keys(original.paths) as [string, string];
    const [, schema] = /"#\/components\/schemas\/([^"]+)"/.exec(JSON.stringify(original.paths[first]))!;
    const edits: Array<(d: typeof original) => void> = [
      () => undefined,
      (d) => void (d.paths[first].summary = 'An edited path item'),
      (d) => void (d.paths[second] = { ...d.paths[second], description: 'Another edited path item' }),
      (d) => void (d.components.schemas[schema!].description = 'An edited schema'),
      (d) => {
        delete d.paths[first];
        d.paths['/v1/added'] = original.paths[second];
      },
      // A path item that refers to another depends on it.
      (d) => void (d.paths['/v1/alias'] = { $ref: `#/paths/${escapeSegment(second)}` }),
      (d) => void (d.paths[second] = { ...d.paths[second], description: 'The path item the alias refers to, edited' }),
    ];
    const edited = structuredClone(original);
    for (const [n, edit] of edits.entries()) {
      edit(edited);
      const whole = await getHttpOperationsFromSpec(structuredClone(edited));
      expect(await loadPrismOperations(edited), `after edit ${n}`).toEqual(whole);
    }
  });
});

describe('start-up', () => {
  it('fails naming an operation that an area binds but the description lacks', async () => {
    const dir = generatedCopy();
    removeOperation(dir, 'listOrders');
    await expect(mock({ generatedDir: dir })).rejects.toThrow(/the area postings handles listOrders, which the description does not have/);
  });

  it('without liveReload, the docs page is served as generated and /__mock/live is not there', async () => {
    const server = await mock();
    try {
      const served = Buffer.from(await (await fetch(`${server.url}/docs/`)).arrayBuffer());
      expect(served.equals(readFileSync(join(DEFAULT_GENERATED_DIR, 'docs/index.html')))).toBe(true);
      expect((await fetch(`${server.url}/__mock/live`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

/**
 * npm run bench -- conversations   (or: node --expose-gc --import tsx bench/conversations.bench.ts [rounds])
 *
 * One member's create-then-delete loop on the conversations area, in-process (the area's handlers as the mock
 * binds them; no HTTP: what is measured is what the store holds): 5,000 rounds of createConversation with 64 KB of
 * content to another member, then deleteConversation. Printed: heap after a GC before and after, conversations
 * stored, rounds accepted and refused, rounds/s. Baseline in the same run: the same number of plain creates (no
 * delete), which the per-member bound caps.
 */
import type { AreaCall } from '../mock/areas/types.ts';
import { conversationsArea } from '../mock/areas/conversations.ts';
import { defaultConfig } from '../mock/config.ts';
import { loadDescription } from '../mock/description.ts';
import { DEFAULT_GENERATED_DIR } from '../mock/server.ts';
import { heapMeter } from './heap.ts';

const ROUNDS = Number(process.argv[2] ?? 5_000);
const CONTENT_BYTES = 64 * 1024 - 200;
const [MAX, ERIKA] = ['123456_abcdef', '654321_fedcba'];
const heapMb = heapMeter('conversations');

async function run(name: string, withDelete: boolean) {
  const box = conversationsArea.createState({ now: Date.now, config: defaultConfig([]) });
  const description = await loadDescription(DEFAULT_GENERATED_DIR, 1, [conversationsArea], new Map([[conversationsArea.name, box]]));
  const handle = (operationId: string, params: Record<string, string>, fields: object = {}) =>
    description.bindings.get(operationId)!.handle({
      op: description.byId.get(operationId),
      params: { user_id: 'me', ...params },
      query: new URLSearchParams(),
      fields,
      member: MAX,
    } as unknown as AreaCall) as { status: number; json?: any };
  const before = heapMb();
  let accepted = 0;
  let refused = 0;
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i++) {
    const created = handle(
      'createConversation',
      {},
      { subject: `round ${i}`, content: String(i).padEnd(CONTENT_BYTES, 'x'), recipient_ids: ERIKA },
    );
    if (created.status >= 300) {
      refused++;
      continue;
    }
    accepted++;
    if (withDelete) handle('deleteConversation', { id: created.json.conversation.id });
  }
  const seconds = (performance.now() - started) / 1000;
  const after = heapMb();
  return { name, before, after, stored: conversationsArea.stats!(box)['conversations']!, accepted, refused, perSecond: ROUNDS / seconds };
}

const rows = [await run('create then delete', true), await run('create only (baseline)', false)];
console.log(`${ROUNDS.toLocaleString('en')} rounds of one member, 64 KB per conversation\n`);
const head = ['', 'heap before MB', 'heap after MB', 'stored', 'accepted', 'refused', 'rounds/s'];
const cells = rows.map((r) => [
  r.name,
  r.before.toFixed(1),
  r.after.toFixed(1),
  String(r.stored),
  String(r.accepted),
  String(r.refused),
  Math.round(r.perSecond).toLocaleString('en'),
]);
const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
for (const row of [head, ...cells]) console.log(row.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  '));
const [loop, plain] = rows as [(typeof rows)[0], (typeof rows)[0]];
console.log(
  `\nheap growth: create then delete ${(loop.after - loop.before).toFixed(1)} MB, create only ${(plain.after - plain.before).toFixed(1)} MB (ratio ${((loop.after - loop.before) / Math.max(0.1, plain.after - plain.before)).toFixed(2)})`,
);
process.exitCode = loop.stored <= 501 ? 0 : 1;

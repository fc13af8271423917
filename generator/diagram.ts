// Inline SVG pictures for the rendered docs: the posting lifecycle as a state diagram and the OAuth 1.0 handshake
// as a sequence diagram. Pure functions of the view model: a fixed layout, integer coordinates, no ids, no
// randomness, so that the output is byte-identical from run to run. They cost well under a millisecond.
//
// Redoc renders description HTML through React: attributes are kept as written, so only plain SVG presentation
// attributes are used (no `style`, no markers, no <defs>); arrowheads are explicit polygons. Colours come from the
// `pn-*` classes that templates/docs/index.hbs styles (light and dark); the attributes are the fallback.
import type { LifecycleModel, TransitionModel } from './model.ts';

/** Escapes text for HTML and XML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

/** A link target for an operation (Redoc's hash route), or null to leave the label unlinked. */
export type OperationLink = (operationId: string) => string | null;

// ---------------------------------------------------------------------------------------------- geometry

interface Point {
  x: number;
  y: number;
}

interface Box {
  x: number; // centre
  y: number; // centre
  w: number;
  h: number;
  round: boolean; // a circle (the start dot) instead of a rectangle
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const fmt = (n: number) => String(r1(n)).replace(/^-0$/, '0');

/** Where the ray from the centre of `box` towards `toward` leaves the box. */
function clip(box: Box, toward: Point, offset: Point = { x: 0, y: 0 }): Point {
  const cx = box.x + offset.x;
  const cy = box.y + offset.y;
  const dx = toward.x - cx;
  const dy = toward.y - cy;
  if (box.round) {
    const len = Math.hypot(dx, dy) || 1;
    return { x: cx + (dx / len) * (box.w / 2), y: cy + (dy / len) * (box.w / 2) };
  }
  const sx = dx === 0 ? Infinity : box.w / 2 / Math.abs(dx);
  const sy = dy === 0 ? Infinity : box.h / 2 / Math.abs(dy);
  const s = Math.min(sx, sy);
  return { x: cx + dx * s, y: cy + dy * s };
}

function arrowHead(from: Point, to: Point, cls: string, size = 8): string {
  const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const ux = (to.x - from.x) / len;
  const uy = (to.y - from.y) / len;
  const bx = to.x - ux * size;
  const by = to.y - uy * size;
  const px = -uy * (size / 2);
  const py = ux * (size / 2);
  return `<polygon class="${cls}" points="${fmt(to.x)},${fmt(to.y)} ${fmt(bx + px)},${fmt(by + py)} ${fmt(bx - px)},${fmt(by - py)}" fill="#555"/>`;
}

/** Rough text widths, enough to size boxes and the picture; the fonts are the browser's defaults. */
const textWidth = (text: string, mono: boolean, size: number) => text.length * size * (mono ? 0.61 : 0.56);

// ---------------------------------------------------------------------------------------------- state diagram

interface Node extends Box {
  key: string;
  label: string;
  kind: 'state' | 'start' | 'any' | 'refused';
  title: string;
}

interface Edge {
  from: string;
  to: string;
  transitions: TransitionModel[];
}

const STATE_H = 34;
const ROW_GAP = 92;
const COL_GAP = 200;

/**
 * The posting lifecycle as a state diagram. Layout: states in rows by their distance from creation (states
 * that no call reaches, e.g. reached only from "any state", form the last row); "any state" sits left of its
 * first target, a refused transition ends in a cross right of its source state. Calls are solid arrows labelled
 * with their operationId (linked), events are dashed and italic, refused transitions are red and dashed.
 */
export function lifecycleSvg(lifecycle: LifecycleModel, link: OperationLink): string {
  const { states, transitions } = lifecycle;
  const names = states.map((s) => s.name);
  const stateW = Math.max(104, ...names.map((n) => Math.ceil(textWidth(n, false, 13)) + 28));

  // Rows: breadth-first from the creating transitions over call and event transitions between named states.
  const layer = new Map<string, number>();
  let frontier = transitions.filter((t) => t.from === null && t.to).map((t) => t.to!);
  frontier.forEach((s) => layer.set(s, 1));
  while (frontier.length) {
    const next: string[] = [];
    for (const s of frontier) {
      for (const t of transitions) {
        if (t.from === s && t.to && !t.rejected && !layer.has(t.to)) {
          layer.set(t.to, layer.get(s)! + 1);
          next.push(t.to);
        }
      }
    }
    frontier = next;
  }
  const reached = [...layer.values()];
  const lastRow = (reached.length ? Math.max(...reached) : 0) + 1;
  for (const name of names) if (!layer.has(name)) layer.set(name, lastRow);

  const nodes = new Map<string, Node>();
  const rowY = (row: number) => 24 + row * ROW_GAP;
  const rows = new Map<number, string[]>();
  for (const name of names) rows.set(layer.get(name)!, [...(rows.get(layer.get(name)!) ?? []), name]);
  for (const [row, members] of rows) {
    members.forEach((name, i) => {
      const description = states.find((s) => s.name === name)!.description.trim().replace(/\s+/g, ' ');
      nodes.set(name, {
        key: name,
        label: name,
        kind: 'state',
        title: `${name}: ${description}`,
        x: (i - (members.length - 1) / 2) * COL_GAP,
        y: rowY(row),
        w: stateW,
        h: STATE_H,
        round: false,
      });
    });
  }
  const rowExtent = (y: number) => {
    const inRow = [...nodes.values()].filter((n) => n.y === y);
    return { left: Math.min(...inRow.map((n) => n.x - n.w / 2)), right: Math.max(...inRow.map((n) => n.x + n.w / 2)) };
  };

  const edges: Edge[] = [];
  const edgeFor = (from: string, to: string) => {
    let edge = edges.find((e) => e.from === from && e.to === to);
    if (!edge) edges.push((edge = { from, to, transitions: [] }));
    return edge;
  };
  for (const t of transitions) {
    let from: string;
    if (t.from === null) {
      from = 'start';
      if (!nodes.has(from)) {
        const target = nodes.get(t.to!)!;
        nodes.set(from, { key: from, label: '', kind: 'start', title: 'The posting does not exist yet', x: target.x, y: rowY(0) + 8, w: 16, h: 16, round: true });
      }
    } else if (t.from === '*') {
      from = 'any';
      if (!nodes.has(from)) {
        const target = nodes.get(t.to ?? names[0]!)!;
        const w = 88;
        nodes.set(from, { key: from, label: 'any state', kind: 'any', title: 'Any state', x: rowExtent(target.y).left - 118 - w / 2, y: target.y, w, h: STATE_H, round: false });
      }
    } else {
      from = t.from;
    }
    let to: string;
    if (t.rejected || t.to === null) {
      to = `refused:${from}`;
      if (!nodes.has(to)) {
        // Below its source when that place is free (it is for a state of the last row), else right of the row.
        const source = nodes.get(from)!;
        const w = 84;
        const below = { x: source.x, y: source.y + ROW_GAP * 0.8 };
        const taken = [...nodes.values()].some((n) => Math.abs(n.y - below.y) < STATE_H && Math.abs(n.x - below.x) < (n.w + w) / 2 + 20);
        const at = taken ? { x: rowExtent(source.y).right + 140 + w / 2, y: source.y } : below;
        nodes.set(to, { key: to, label: 'refused', kind: 'refused', title: `Refused in state ${from}`, ...at, w, h: 28, round: false });
      }
    } else {
      to = t.to;
    }
    edgeFor(from, to).transitions.push(t);
  }

  const parts: string[] = [];
  const labels: string[] = [];
  const extents: Point[] = [];
  for (const node of nodes.values()) {
    extents.push({ x: node.x - node.w / 2, y: node.y - node.h / 2 }, { x: node.x + node.w / 2, y: node.y + node.h / 2 });
  }

  for (const edge of edges) {
    const a = nodes.get(edge.from)!;
    const b = nodes.get(edge.to)!;
    const reverse = edges.some((e) => e.from === edge.to && e.to === edge.from);
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const d = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
    // Normal: right of a downward arrow, above a rightward one. A pair of opposite arrows is drawn side by side.
    const n = { x: d.y, y: -d.x };
    const shift = reverse ? 9 : 0;
    const off = { x: n.x * shift, y: n.y * shift };
    const start = clip(a, { x: b.x + off.x, y: b.y + off.y }, off);
    const end = clip(b, { x: a.x + off.x, y: a.y + off.y }, off);
    const refused = b.kind === 'refused';
    const allEvents = edge.transitions.every((t) => !t.trigger.operationId);
    const cls = refused ? 'pn-edge pn-refused' : allEvents ? 'pn-edge pn-event' : 'pn-edge';
    const dash = refused || allEvents ? ' stroke-dasharray="5 4"' : '';
    const stroke = refused ? '#c0392b' : '#555';
    parts.push(
      `<line class="${cls}" x1="${fmt(start.x)}" y1="${fmt(start.y)}" x2="${fmt(end.x)}" y2="${fmt(end.y)}" stroke="${stroke}" stroke-width="1.5"${dash}/>`,
    );
    parts.push(arrowHead(start, end, refused ? 'pn-head pn-refused' : 'pn-head'));

    // Labels: one line per transition, beside the middle of the arrow.
    const mid = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
    const lines = edge.transitions.map((t) => transitionLabel(t, link));
    const lineH = 15;
    const sideways = Math.abs(n.x) > Math.abs(n.y);
    const gap = 8;
    lines.forEach((line, i) => {
      let x: number;
      let y: number;
      let anchor: string;
      if (sideways) {
        x = mid.x + n.x * gap;
        y = mid.y + 4 + (i - (lines.length - 1) / 2) * lineH;
        anchor = n.x > 0 ? 'start' : 'end';
      } else {
        x = mid.x;
        y = n.y < 0 ? mid.y - gap - (lines.length - 1 - i) * lineH : mid.y + gap + 10 + i * lineH;
        anchor = 'middle';
      }
      const w = line.width;
      const left = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
      extents.push({ x: left, y: y - 12 }, { x: left + w, y: y + 4 });
      labels.push(line.svg(fmt(x), fmt(y), anchor));
    });
  }

  for (const node of nodes.values()) parts.push(nodeSvg(node));
  parts.push(...labels);

  // Legend under the picture.
  const minX = Math.floor(Math.min(...extents.map((p) => p.x)) - 6);
  const maxX = Math.ceil(Math.max(...extents.map((p) => p.x)) + 6);
  const minY = Math.floor(Math.min(...extents.map((p) => p.y)) - 6);
  const legendY = Math.max(...extents.map((p) => p.y)) + 24;
  const lx = minX + 6;
  parts.push(
    `<line class="pn-edge" x1="${fmt(lx)}" y1="${fmt(legendY)}" x2="${fmt(lx + 26)}" y2="${fmt(legendY)}" stroke="#555" stroke-width="1.5"/>`,
    `<text class="pn-legend" x="${fmt(lx + 31)}" y="${fmt(legendY + 4)}" font-size="11" fill="#555">call</text>`,
    `<line class="pn-edge pn-event" x1="${fmt(lx + 64)}" y1="${fmt(legendY)}" x2="${fmt(lx + 90)}" y2="${fmt(legendY)}" stroke="#555" stroke-width="1.5" stroke-dasharray="5 4"/>`,
    `<text class="pn-legend" x="${fmt(lx + 95)}" y="${fmt(legendY + 4)}" font-size="11" font-style="italic" fill="#555">event over time</text>`,
    `<line class="pn-edge pn-refused" x1="${fmt(lx + 196)}" y1="${fmt(legendY)}" x2="${fmt(lx + 222)}" y2="${fmt(legendY)}" stroke="#c0392b" stroke-width="1.5" stroke-dasharray="5 4"/>`,
    `<text class="pn-legend" x="${fmt(lx + 227)}" y="${fmt(legendY + 4)}" font-size="11" fill="#555">refused</text>`,
  );
  // Everything is drawn in layout coordinates and moved to the origin, so the picture is right even where the
  // viewBox is lost (Redoc lower-cases attribute names when it renders description HTML on the client).
  const width = Math.max(maxX, lx + 280) - minX;
  const height = Math.ceil(legendY + 12) - minY;
  return (
    `<svg class="pn-diagram pn-lifecycle" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="group" aria-label="Job posting lifecycle: states and transitions">` +
    `<title>Job posting lifecycle</title><g transform="translate(${-minX} ${-minY})">${parts.join('')}</g></svg>`
  );
}

function nodeSvg(node: Node): string {
  const title = `<title>${escapeHtml(node.title)}</title>`;
  if (node.kind === 'start') {
    return `<g class="pn-node pn-start">${title}<circle class="pn-start-dot" cx="${fmt(node.x)}" cy="${fmt(node.y)}" r="${fmt(node.w / 2)}" fill="#333"/></g>`;
  }
  const x = node.x - node.w / 2;
  const y = node.y - node.h / 2;
  if (node.kind === 'refused') {
    const cx = x + 14;
    const c = 5;
    return (
      `<g class="pn-node pn-refused-node">${title}` +
      `<line class="pn-refused" x1="${fmt(cx - c)}" y1="${fmt(node.y - c)}" x2="${fmt(cx + c)}" y2="${fmt(node.y + c)}" stroke="#c0392b" stroke-width="2"/>` +
      `<line class="pn-refused" x1="${fmt(cx - c)}" y1="${fmt(node.y + c)}" x2="${fmt(cx + c)}" y2="${fmt(node.y - c)}" stroke="#c0392b" stroke-width="2"/>` +
      `<text class="pn-refused-label" x="${fmt(cx + 11)}" y="${fmt(node.y + 4)}" font-size="12" fill="#c0392b">${escapeHtml(node.label)}</text></g>`
    );
  }
  const cls = node.kind === 'any' ? 'pn-state pn-any' : 'pn-state';
  const dash = node.kind === 'any' ? ' stroke-dasharray="4 3"' : '';
  const fill = node.kind === 'any' ? 'none' : '#eef3fb';
  const font = node.kind === 'any' ? ' font-style="italic"' : ' font-weight="600"';
  return (
    `<g class="pn-node">${title}<rect class="${cls}" x="${fmt(x)}" y="${fmt(y)}" width="${fmt(node.w)}" height="${fmt(node.h)}" rx="8" fill="${fill}" stroke="#4a6da7" stroke-width="1.5"${dash}/>` +
    `<text class="pn-state-label" x="${fmt(node.x)}" y="${fmt(node.y + 4.5)}" text-anchor="middle" font-size="13"${font} fill="#222">${escapeHtml(node.label)}</text></g>`
  );
}

function transitionLabel(t: TransitionModel, link: OperationLink): { width: number; svg: (x: string, y: string, anchor: string) => string } {
  const condition = t.condition ? `<title>${escapeHtml(`when ${t.condition.trim()}`)}</title>` : '';
  if (t.trigger.operationId) {
    const id = t.trigger.operationId;
    const href = link(id);
    return {
      width: textWidth(id, true, 11.5),
      svg: (x, y, anchor) => {
        const text = `<text class="pn-call" x="${x}" y="${y}" text-anchor="${anchor}" font-size="11.5" font-family="monospace" fill="#1f5fae">${condition}${escapeHtml(id)}</text>`;
        return href ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
      },
    };
  }
  const event = `${t.trigger.event ?? 'event'}`;
  return {
    width: textWidth(event, false, 11.5),
    svg: (x, y, anchor) =>
      `<text class="pn-event-label" x="${x}" y="${y}" text-anchor="${anchor}" font-size="11.5" font-style="italic" fill="#555">${condition}${escapeHtml(event)}</text>`,
  };
}

// ---------------------------------------------------------------------------------------------- sequence diagram

export interface SequenceStep {
  from: number;
  to: number;
  /** First line, above the arrow (monospace when `code`). */
  label: string;
  code?: boolean;
  /** Second line, under the arrow, smaller. */
  note?: string;
  href?: string | null;
  /** A reply or redirect: dashed. */
  dashed?: boolean;
}

export interface Participant {
  name: string;
  /** Smaller lines under the name. */
  details?: string[];
  /** Centre of the lifeline. */
  x: number;
  /** Width of the head box. */
  w: number;
}

/**
 * A sequence diagram: one lifeline per participant, one numbered arrow per step, top to bottom. Labels start
 * after the step number at the left end of their arrow, so place the lifelines to leave room for them. The
 * numbers match the numbered steps of the text next to it.
 */
export function sequenceSvg(participants: Participant[], steps: SequenceStep[], label: string): string {
  const headY = 4;
  const headH = Math.max(...participants.map((p) => 26 + 12 * (p.details?.length ?? 0)));
  const firstY = headY + headH + 36;
  const stepH = 44;
  const bottom = firstY + (steps.length - 1) * stepH + 24;
  const width = Math.max(...participants.map((p) => p.x + p.w / 2)) + 2;
  const parts: string[] = [];
  for (const p of participants) {
    const lines = p.details ?? [];
    const nameY = headY + headH / 2 + 4.5 - (lines.length * 12) / 2;
    parts.push(
      `<line class="pn-lifeline" x1="${p.x}" y1="${headY + headH}" x2="${p.x}" y2="${bottom}" stroke="#999" stroke-width="1" stroke-dasharray="3 3"/>`,
      `<rect class="pn-state" x="${fmt(p.x - p.w / 2)}" y="${headY}" width="${p.w}" height="${headH}" rx="6" fill="#eef3fb" stroke="#4a6da7" stroke-width="1.5"/>`,
      `<text class="pn-state-label" x="${p.x}" y="${fmt(nameY)}" text-anchor="middle" font-size="12" font-weight="600" fill="#222">${escapeHtml(p.name)}</text>`,
    );
    lines.forEach((line, i) => {
      parts.push(`<text class="pn-detail" x="${p.x}" y="${fmt(nameY + 13 + i * 12)}" text-anchor="middle" font-size="10" font-family="monospace" fill="#555">${escapeHtml(line)}</text>`);
    });
  }
  steps.forEach((step, i) => {
    const y = firstY + i * stepH;
    const x1 = participants[step.from]!.x;
    const x2 = participants[step.to]!.x;
    const dir = Math.sign(x2 - x1);
    const start = { x: x1 + dir * 2, y };
    const end = { x: x2 - dir * 2, y };
    const dash = step.dashed ? ' stroke-dasharray="5 4"' : '';
    parts.push(`<line class="pn-edge${step.dashed ? ' pn-event' : ''}" x1="${start.x}" y1="${y}" x2="${end.x}" y2="${y}" stroke="#555" stroke-width="1.5"${dash}/>`);
    parts.push(arrowHead(start, end, 'pn-head'));
    // Number and label sit in the widest stretch between two lifelines that the arrow crosses, clear of the others.
    const lo = Math.min(x1, x2);
    const hi = Math.max(x1, x2);
    const stops = [lo, ...participants.map((p) => p.x).filter((x) => x > lo && x < hi), hi].sort((a, b) => a - b);
    let left = lo;
    let best = 0;
    for (let k = 1; k < stops.length; k++) {
      if (stops[k]! - stops[k - 1]! > best) {
        best = stops[k]! - stops[k - 1]!;
        left = stops[k - 1]!;
      }
    }
    parts.push(
      `<circle class="pn-step" cx="${left + 13}" cy="${y - 12}" r="8" fill="#4a6da7"/>` +
        `<text class="pn-step-label" x="${left + 13}" y="${y - 8.5}" text-anchor="middle" font-size="10" font-weight="700" fill="#fff">${i + 1}</text>`,
    );
    const font = step.code ? ' font-family="monospace"' : '';
    const text = `<text class="${step.code ? 'pn-call' : 'pn-message'}" x="${left + 26}" y="${y - 8}" font-size="11"${font} fill="${step.code ? '#1f5fae' : '#222'}">${escapeHtml(step.label)}</text>`;
    parts.push(step.href ? `<a href="${escapeHtml(step.href)}">${text}</a>` : text);
    if (step.note) {
      parts.push(`<text class="pn-note" x="${left + 26}" y="${y + 13}" font-size="10" fill="#555">${escapeHtml(step.note)}</text>`);
    }
  });
  return (
    `<svg class="pn-diagram pn-sequence" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bottom + 4}" viewBox="0 0 ${width} ${bottom + 4}" ` +
    `role="group" aria-label="${escapeHtml(label)}"><title>${escapeHtml(label)}</title>${parts.join('')}</svg>`
  );
}

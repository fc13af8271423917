// The pictures of the rendered docs: the posting lifecycle as a state diagram and the OAuth 1.0 handshake as a
// sequence diagram. This module computes what they show (positions, sizes, which arrow goes where, the label of
// each); the SVG markup, the words and the colours are templates/docs/_lifecycle-diagram.hbs and
// _sequence-diagram.hbs. Pure functions of the view model: a fixed layout, coordinates rounded to a tenth, no ids,
// no randomness, so that the output is byte-identical from run to run. They cost well under a millisecond.
import type { Templates } from '../render.ts';
import type { LifecycleModel, TransitionModel } from '../model.ts';

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

/** The three corners of an arrowhead at `to`, pointing away from `from`, as SVG `points`. */
function arrowHead(from: Point, to: Point, size = 8): string {
  const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const ux = (to.x - from.x) / len;
  const uy = (to.y - from.y) / len;
  const bx = to.x - ux * size;
  const by = to.y - uy * size;
  const px = -uy * (size / 2);
  const py = ux * (size / 2);
  return `${fmt(to.x)},${fmt(to.y)} ${fmt(bx + px)},${fmt(by + py)} ${fmt(bx - px)},${fmt(by - py)}`;
}

/** Rough text widths, enough to size boxes and the picture; the fonts are the browser's defaults. */
const textWidth = (text: string, mono: boolean, size: number) => text.length * size * (mono ? 0.61 : 0.56);

// ---------------------------------------------------------------------------------------------- state diagram

interface Node extends Box {
  key: string;
  kind: 'state' | 'start' | 'any' | 'refused';
  /** The state's name (kind state), or the state a refused transition starts from (kind refused). */
  name: string;
  /** The state's description, on one line (kind state). */
  description: string;
}

interface Edge {
  from: string;
  to: string;
  transitions: TransitionModel[];
}

/** What templates/docs/_lifecycle-diagram.hbs draws, in layout coordinates (`shift` moves them to the origin). */
interface LifecycleDiagram {
  width: number;
  height: number;
  shift: { x: number; y: number };
  arrows: LifecycleArrow[];
  nodes: LifecycleNode[];
  labels: LifecycleLabel[];
  legend: { y: string; textY: string } & Record<'call' | 'event' | 'refused', { x1: string; x2: string; textX: string }>;
}

/** A call (solid), an event over time (dashed) or a refused transition (red, dashed), with its arrowhead. */
interface LifecycleArrow {
  kind: 'call' | 'event' | 'refused';
  x1: string;
  y1: string;
  x2: string;
  y2: string;
  head: string;
}

interface LifecycleNode {
  kind: Node['kind'];
  name: string;
  description: string;
  /** Centre and radius (the start dot). */
  cx: string;
  cy: string;
  r: string;
  /** Box and label baseline (states). */
  x: string;
  y: string;
  w: string;
  h: string;
  textY: string;
  cross: { x1: string; x2: string; y1: string; y2: string; textX: string; textY: string };
}

/** A transition's label beside its arrow: the operationId of a call (linked), or the event's name. */
interface LifecycleLabel {
  kind: 'call' | 'event';
  text: string;
  href: string | null;
  /** Shown on hover (an SVG title). */
  condition: string | null;
  x: string;
  y: string;
  anchor: 'start' | 'middle' | 'end';
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
export function lifecycleDiagram(lifecycle: LifecycleModel, link: OperationLink): LifecycleDiagram {
  const nodes = placeStates(lifecycle);
  const edges = edgesOf(lifecycle, nodes);
  const extents: Point[] = [];
  for (const node of nodes.values()) {
    extents.push({ x: node.x - node.w / 2, y: node.y - node.h / 2 }, { x: node.x + node.w / 2, y: node.y + node.h / 2 });
  }
  const { arrows, labels } = drawEdges(edges, nodes, link, extents);

  // The legend under the picture.
  const minX = Math.floor(Math.min(...extents.map((p) => p.x)) - 6);
  const maxX = Math.ceil(Math.max(...extents.map((p) => p.x)) + 6);
  const minY = Math.floor(Math.min(...extents.map((p) => p.y)) - 6);
  const legendY = Math.max(...extents.map((p) => p.y)) + 24;
  const lx = minX + 6;
  const legendItem = (from: number) => ({ x1: fmt(lx + from), x2: fmt(lx + from + 26), textX: fmt(lx + from + 31) });
  // Everything is drawn in layout coordinates and moved to the origin, so the picture is right even where the
  // viewBox is lost (Redoc lower-cases attribute names when it renders description HTML on the client).
  const width = Math.max(maxX, lx + 280) - minX;
  const height = Math.ceil(legendY + 12) - minY;
  return {
    width,
    height,
    shift: { x: -minX, y: -minY },
    arrows,
    nodes: [...nodes.values()].map(nodeShape),
    labels,
    legend: { y: fmt(legendY), textY: fmt(legendY + 4), call: legendItem(0), event: legendItem(64), refused: legendItem(196) },
  };
}

const rowY = (row: number) => 24 + row * ROW_GAP;

/** Each state's row: breadth-first from the creating transitions over call and event transitions between named states. */
function rowsOf({ states, transitions }: LifecycleModel): Map<string, number> {
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
  for (const { name } of states) if (!layer.has(name)) layer.set(name, lastRow);
  return layer;
}

/** The state boxes, centred in their rows. */
function placeStates(lifecycle: LifecycleModel): Map<string, Node> {
  const { states } = lifecycle;
  const names = states.map((s) => s.name);
  const stateW = Math.max(104, ...names.map((n) => Math.ceil(textWidth(n, false, 13)) + 28));
  const layer = rowsOf(lifecycle);
  const nodes = new Map<string, Node>();
  const rows = new Map<number, string[]>();
  for (const name of names) rows.set(layer.get(name)!, [...(rows.get(layer.get(name)!) ?? []), name]);
  for (const [row, members] of rows) {
    members.forEach((name, i) => {
      const description = states
        .find((s) => s.name === name)!
        .description.trim()
        .replace(/\s+/g, ' ');
      nodes.set(name, {
        key: name,
        kind: 'state',
        name,
        description,
        x: (i - (members.length - 1) / 2) * COL_GAP,
        y: rowY(row),
        w: stateW,
        h: STATE_H,
        round: false,
      });
    });
  }
  return nodes;
}

/** The left and right ends of a row of nodes. */
function rowExtent(nodes: Map<string, Node>, y: number): { left: number; right: number } {
  const inRow = [...nodes.values()].filter((n) => n.y === y);
  return { left: Math.min(...inRow.map((n) => n.x - n.w / 2)), right: Math.max(...inRow.map((n) => n.x + n.w / 2)) };
}

/** The arrows between nodes, each with its transitions; adds the start dot, "any state" and the refused crosses. */
function edgesOf({ states, transitions }: LifecycleModel, nodes: Map<string, Node>): Edge[] {
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
        nodes.set(from, { key: from, kind: 'start', name: '', description: '', x: target.x, y: rowY(0) + 8, w: 16, h: 16, round: true });
      }
    } else if (t.from === '*') {
      from = 'any';
      if (!nodes.has(from)) {
        const target = nodes.get(t.to ?? states[0]!.name)!;
        const w = 88;
        nodes.set(from, {
          key: from,
          kind: 'any',
          name: '',
          description: '',
          x: rowExtent(nodes, target.y).left - 118 - w / 2,
          y: target.y,
          w,
          h: STATE_H,
          round: false,
        });
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
        const at = taken ? { x: rowExtent(nodes, source.y).right + 140 + w / 2, y: source.y } : below;
        nodes.set(to, { key: to, kind: 'refused', name: from, description: '', ...at, w, h: 28, round: false });
      }
    } else {
      to = t.to;
    }
    edgeFor(from, to).transitions.push(t);
  }
  return edges;
}

/** Each edge as an arrow, and its transitions as labels beside its middle; what they cover goes to `extents`. */
function drawEdges(
  edges: Edge[],
  nodes: Map<string, Node>,
  link: OperationLink,
  extents: Point[],
): { arrows: LifecycleArrow[]; labels: LifecycleLabel[] } {
  const arrows: LifecycleArrow[] = [];
  const labels: LifecycleLabel[] = [];
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
    const kind = b.kind === 'refused' ? 'refused' : edge.transitions.every((t) => !t.trigger.operationId) ? 'event' : 'call';
    arrows.push({ kind, x1: fmt(start.x), y1: fmt(start.y), x2: fmt(end.x), y2: fmt(end.y), head: arrowHead(start, end) });

    // Labels: one line per transition, beside the middle of the arrow.
    const mid = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
    const lineH = 15;
    const sideways = Math.abs(n.x) > Math.abs(n.y);
    const gap = 8;
    edge.transitions.forEach((t, i) => {
      const count = edge.transitions.length;
      let x: number;
      let y: number;
      let anchor: 'start' | 'middle' | 'end';
      if (sideways) {
        x = mid.x + n.x * gap;
        y = mid.y + 4 + (i - (count - 1) / 2) * lineH;
        anchor = n.x > 0 ? 'start' : 'end';
      } else {
        x = mid.x;
        y = n.y < 0 ? mid.y - gap - (count - 1 - i) * lineH : mid.y + gap + 10 + i * lineH;
        anchor = 'middle';
      }
      const label = transitionLabel(t, link);
      const w = textWidth(label.text, label.kind === 'call', 11.5);
      const left = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
      extents.push({ x: left, y: y - 12 }, { x: left + w, y: y + 4 });
      labels.push({ ...label, x: fmt(x), y: fmt(y), anchor });
    });
  }
  return { arrows, labels };
}

/** What the template draws for a node: a start dot, a refused cross, or a state box (also "any state"). */
function nodeShape(node: Node): LifecycleNode {
  const x = node.x - node.w / 2;
  const y = node.y - node.h / 2;
  const cross = node.kind === 'refused' ? { cx: x + 14, c: 5 } : { cx: 0, c: 0 };
  return {
    kind: node.kind,
    name: node.name,
    description: node.description,
    cx: fmt(node.x),
    cy: fmt(node.y),
    r: fmt(node.w / 2),
    x: fmt(x),
    y: fmt(y),
    w: fmt(node.w),
    h: fmt(node.h),
    textY: fmt(node.y + 4.5),
    // The refused cross: two strokes, and its word right of them.
    cross: {
      x1: fmt(cross.cx - cross.c),
      x2: fmt(cross.cx + cross.c),
      y1: fmt(node.y - cross.c),
      y2: fmt(node.y + cross.c),
      textX: fmt(cross.cx + 11),
      textY: fmt(node.y + 4),
    },
  };
}

function transitionLabel(t: TransitionModel, link: OperationLink): Pick<LifecycleLabel, 'kind' | 'text' | 'href' | 'condition'> {
  const condition = t.condition ? t.condition.trim() : null;
  if (t.trigger.operationId) return { kind: 'call', text: t.trigger.operationId, href: link(t.trigger.operationId), condition };
  return { kind: 'event', text: t.trigger.event ?? 'event', href: null, condition };
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

/** What templates/docs/_sequence-diagram.hbs draws. */
interface SequenceDiagram {
  label: string;
  width: number;
  height: number;
  participants: Array<{
    name: string;
    x: number;
    /** The head box. */
    boxX: string;
    top: number;
    w: number;
    h: number;
    nameY: string;
    details: Array<{ text: string; y: string }>;
    /** The lifeline, from under the head box down to `bottom`. */
    lifelineY: number;
    bottom: number;
  }>;
  steps: Array<{
    number: number;
    y: number;
    x1: number;
    x2: number;
    head: string;
    dashed: boolean;
    /** The numbered circle, and the label and note right of it. */
    circleX: number;
    circleY: number;
    numberY: number;
    textX: number;
    labelY: number;
    noteY: number;
    label: string;
    code: boolean;
    href: string | null;
    note: string | null;
  }>;
}

/**
 * A sequence diagram: one lifeline per participant, one numbered arrow per step, top to bottom. Labels start
 * after the step number at the left end of their arrow, so place the lifelines to leave room for them. The
 * numbers match the numbered steps of the text next to it.
 */
export function sequenceDiagram(participants: Participant[], steps: SequenceStep[], label: string): SequenceDiagram {
  const headY = 4;
  const headH = Math.max(...participants.map((p) => 26 + 12 * (p.details?.length ?? 0)));
  const firstY = headY + headH + 36;
  const stepH = 44;
  const bottom = firstY + (steps.length - 1) * stepH + 24;
  const width = Math.max(...participants.map((p) => p.x + p.w / 2)) + 2;
  return {
    label,
    width,
    height: bottom + 4,
    participants: participants.map((p) => {
      const lines = p.details ?? [];
      const nameY = headY + headH / 2 + 4.5 - (lines.length * 12) / 2;
      return {
        name: p.name,
        x: p.x,
        boxX: fmt(p.x - p.w / 2),
        top: headY,
        w: p.w,
        h: headH,
        nameY: fmt(nameY),
        details: lines.map((text, i) => ({ text, y: fmt(nameY + 13 + i * 12) })),
        lifelineY: headY + headH,
        bottom,
      };
    }),
    steps: steps.map((step, i) => {
      const y = firstY + i * stepH;
      const x1 = participants[step.from]!.x;
      const x2 = participants[step.to]!.x;
      const dir = Math.sign(x2 - x1);
      const start = { x: x1 + dir * 2, y };
      const end = { x: x2 - dir * 2, y };
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
      return {
        number: i + 1,
        y,
        x1: start.x,
        x2: end.x,
        head: arrowHead(start, end),
        dashed: step.dashed === true,
        circleX: left + 13,
        circleY: y - 12,
        numberY: y - 8.5,
        textX: left + 26,
        labelY: y - 8,
        noteY: y + 13,
        label: step.label,
        code: step.code === true,
        href: step.href ?? null,
        note: step.note ?? null,
      };
    }),
  };
}

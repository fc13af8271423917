// The docs' presentation layer: the decorated copy that Redocly renders (generator/docs/decorate.ts), the pictures
// (generator/docs/diagram.ts with templates/docs/_*-diagram.hbs), the worked signature example (generator/docs/guide.ts
// with templates/docs/_handshake-guide.hbs), and the offline check of the page (generator/docs/docs.ts). The browser
// suite (npm run test:browser) looks at the rendered result.
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeHistory, decorateForDocs, FEED_HREF, operationHref } from '../../../generator/docs/decorate.ts';
import {
  lifecycleDiagram,
  sequenceDiagram,
  type OperationLink,
  type Participant,
  type SequenceStep,
} from '../../../generator/docs/diagram.ts';
import type { LifecycleModel } from '../../../generator/model.ts';
import { asLatin1, externalLoads, selfContained, withScriptHashes } from '../../../generator/docs/docs.ts';
import { signatureExample, SIGNATURE_EXAMPLE } from '../../../generator/docs/guide.ts';
import type { OpenApiDocument } from '../../../generator/load.ts';
import { operationsOf as walkOperations } from '../../../openapi/walk.ts';
import { buildModel, type ViewModel } from '../../../generator/model.ts';
import { templatesOf, type Templates } from '../../../generator/render.ts';
import { codeSamples, finishPage } from '../../../generator/docs/docs-page.ts';
import { tryItData } from '../../../generator/docs/try-it.ts';
import { loaded as committed } from '../../spec/load.ts';

const root = path.resolve(import.meta.dirname, '../../..');
let doc: OpenApiDocument;
let model: ViewModel;
let templates: Templates;

beforeAll(async () => {
  const loaded = await committed;
  doc = loaded.document;
  model = loaded.model;
  templates = await templatesOf(path.join(root, 'templates'));
});

const operationsOf = (d: OpenApiDocument): Array<Record<string, any>> => walkOperations(d).map((at) => at.operation);

describe('decorateForDocs', () => {
  it('returns a decorated copy and leaves the bundled document as it was', () => {
    const before = JSON.stringify(doc);
    const decorated = decorateForDocs(doc, model, templates);
    expect(JSON.stringify(doc)).toBe(before);
    expect(decorated).not.toBe(doc);
    expect(JSON.stringify(decorateForDocs(doc, model, templates))).toBe(JSON.stringify(decorated));
  });

  it('gives every operation its badges and opens its description with access right and maturity', () => {
    const decorated = decorateForDocs(doc, model, templates);
    const ops = operationsOf(decorated);
    expect(ops).toHaveLength(model.operations.length);
    for (const op of ops) {
      const info = model.operations.find((o) => o.operationId === op.operationId)!;
      const badges = (op['x-badges'] as Array<{ name: string }>).map((b) => b.name);
      // A maturity that no source gives is the root's default, and its badge says it is assumed.
      expect(badges, op.operationId).toContain(info.maturityShown ? info.maturity : `${info.maturity} (assumed)`);
      if (info.deprecated) expect(badges).toContain('deprecated');
      if (info.throttled) expect(badges).toContain('throttled');
      for (const role of info.roles ?? []) expect(badges).toContain(role);
      expect(op.description, op.operationId).toMatch(/^\*\*Access right:\*\* .+ · \*\*Maturity:\*\* (experimental|production)/);
      if (info.vendorAccept) expect(op.description).toContain(`**Accept:** \`${info.vendorAccept}\``);
      for (const names of Object.values(info.examples)) for (const name of names) expect(op.description).toContain(`\`${name}\``);
    }
  });

  it('adds the guide and the change history to info.description, and the lifecycle to the tag of the posting calls', () => {
    const decorated = decorateForDocs(doc, model, templates);
    const info = String(decorated.info.description);
    expect(info.startsWith(String(doc.info.description).trimEnd())).toBe(true);
    expect(info.match(/^## .+$/gm)).toEqual(['## Handshake guide', '## Change history']);
    expect(info.match(/<h4 class="pn-change-title" id="change-[a-z0-9-]+">/g)).toHaveLength(model.changelog.entries.length);
    expect(info).toContain(`href="${FEED_HREF}"`);
    const tag = decorated.tags!.find((t) => String(t.description).includes('<svg class="pn-diagram pn-lifecycle"'));
    expect(tag?.name).toBe(model.operations.find((o) => o.operationId === model.lifecycle!.transitions[0]!.trigger.operationId)!.tag);
    expect(String(tag!.description).match(/<tr>/g)).toHaveLength(model.lifecycle!.transitions.length + 1);
  });

  it('writes each change history entry with its title escaped, code spans as <code>, and its meta line', () => {
    const [entry] = model.changelog.entries;
    const edited = {
      ...entry!,
      title: 'Fields `a<b>` & "c"',
      date: null,
      operations: ['createPosting', 'noSuchOperation'],
      fields: [],
      calls: ['GET /x', 'PUT /y'],
      source: 'seed',
      sourceUrl: null,
    };
    const history = changeHistory({ ...model, changelog: { ...model.changelog, entries: [edited] } }, operationHref(model), templates);
    expect(history).toContain(
      `<h4 class="pn-change-title" id="change-${entry!.id}">Fields <code>a&lt;b&gt;</code> &amp; &quot;c&quot;</h4>`,
    );
    expect(history).toContain(
      `<p class="pn-change-meta"><span class="pn-kind pn-kind-${entry!.kind}">${entry!.kind}</span> · operations: <a href="#/vendorjobs/createposting"><code>createPosting</code></a>, <code>noSuchOperation</code> · calls: GET /x; PUT /y</p>\n\n${entry!.text.trim()}\n`,
    );
    expect(history.endsWith(`${entry!.text.trim()}\n`)).toBe(true);
  });

  it('links operations by their Redoc route', () => {
    const link = operationHref(model);
    expect(link('createPosting')).toBe('#/vendorjobs/createposting');
    expect(link('noSuchOperation')).toBeNull();
  });
});

describe('the pictures', () => {
  // As the docs' templates draw them (`{{> lifecycle-diagram}}`, `{{> sequence-diagram}}`).
  const lifecycleSvg = (lifecycle: LifecycleModel, link: OperationLink, t: Templates) =>
    t.partial('lifecycle-diagram', lifecycleDiagram(lifecycle, link));
  const sequenceSvg = (participants: Participant[], steps: SequenceStep[], label: string, t: Templates) =>
    t.partial('sequence-diagram', sequenceDiagram(participants, steps, label));

  it('draw every state and transition label, deterministically, with attributes that survive Redoc', () => {
    const link = operationHref(model);
    const svg = lifecycleSvg(model.lifecycle!, link, templates);
    expect(lifecycleSvg(model.lifecycle!, link, templates)).toBe(svg);
    for (const state of model.lifecycle!.states) expect(svg).toContain(`>${state.name}</text>`);
    for (const t of model.lifecycle!.transitions) expect(svg).toContain(t.trigger.operationId ?? t.trigger.event!);
    expect(svg).toContain('>refused</text>');
    // Redoc turns description HTML into React elements: no style attributes, no camelCase-only features.
    for (const picture of [
      svg,
      sequenceSvg(
        [
          { name: 'A', x: 50, w: 90 },
          { name: 'B', x: 250, w: 90 },
        ],
        [{ from: 0, to: 1, label: 'hello' }],
        'test',
        templates,
      ),
    ]) {
      expect(picture).not.toMatch(/\sstyle=|<marker|<defs|<foreignObject/);
      expect(picture.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg']);
      expect(picture).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      // One line: a blank line would end Markdown's HTML block.
      expect(picture).not.toContain('\n');
    }
  });

  it('escape the text they show: names, descriptions, conditions and labels', () => {
    const link = operationHref(model);
    const [first, ...rest] = model.lifecycle!.states;
    const lifecycle = {
      ...model.lifecycle!,
      states: [{ ...first!, description: 'shown <b>only</b> to "the owner" & the admin' }, ...rest],
      transitions: model.lifecycle!.transitions.map((t, i) => (i === 0 ? { ...t, condition: 'a < b & c' } : t)),
    };
    const svg = lifecycleSvg(lifecycle, link, templates);
    expect(svg).toContain('shown &lt;b&gt;only&lt;/b&gt; to &quot;the owner&quot; &amp; the admin');
    expect(svg).toContain('<title>when a &lt; b &amp; c</title>');
    const sequence = sequenceSvg(
      [
        { name: 'A <x>', x: 50, w: 90 },
        { name: 'B', details: ['{base_url} & co'], x: 250, w: 90 },
      ],
      [{ from: 0, to: 1, label: '<hello>', note: 'a & b', href: '#/a?b=1&c=2' }],
      'A "test"',
      templates,
    );
    expect(sequence).toContain('>A &lt;x&gt;</text>');
    expect(sequence).toContain('>{base_url} &amp; co</text>');
    expect(sequence).toContain('<a href="#/a?b&#x3D;1&amp;c&#x3D;2"><text class="pn-message"');
    expect(sequence).toContain('>&lt;hello&gt;</text></a><text class="pn-note"');
    expect(sequence).toContain('aria-label="A &quot;test&quot;"><title>A &quot;test&quot;</title>');
  });
});

describe('the worked signature example', () => {
  it('is what HMAC-SHA1 gives for the base string and key it shows', () => {
    const ex = signatureExample(model);
    const key = `${SIGNATURE_EXAMPLE.consumerSecret}&${SIGNATURE_EXAMPLE.tokenSecret}`;
    expect(ex.signingKey).toBe(key);
    expect(ex.signature).toBe(createHmac('sha1', key).update(ex.baseString).digest('base64'));
    expect(ex.baseString.startsWith(`GET&${encodeURIComponent(ex.url.split('?')[0]!)}&`)).toBe(true);
    expect(ex.authorization).toContain(`oauth_signature="${encodeURIComponent(ex.signature)}"`);
    expect(ex.authorization).toContain(`oauth_nonce="${SIGNATURE_EXAMPLE.nonce}"`);
    expect(ex.plaintextSignature).toBe(key);
  });
});

describe('the offline check of the page', () => {
  it('finds remote scripts, styles, images and CSS imports, and ignores links and script text', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="https://fonts.example/css"><link rel="alternate" type="application/atom+xml" href="https://feeds.example/a">
      <script src="//cdn.example/x.js"></script><script>const u = "<img src='https://inside.script/'>";</script>
      <style>@import url("https://fonts.example/i.css"); body { background: url(https://img.example/b.png) }</style></head>
      <body><a href="https://example.com/">a link</a><img src="https://img.example/a.png"><img src="data:image/png;base64,AA"></body></html>`;
    expect(externalLoads(html)).toEqual([
      '<link href="https://fonts.example/css">',
      '<script src="//cdn.example/x.js">',
      '<img src="https://img.example/a.png">',
      'CSS @import https://fonts.example/i.css',
      'CSS url https://img.example/b.png',
    ]);
  });

  it('makes the page self-contained byte for byte around the logo, non-ASCII text included, or names what it loads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-self-contained-'));
    try {
      const file = path.join(dir, 'index.html');
      const page = (logo: string) => `<html><body><h1>Café ☕ Straße 𝄞</h1><script>const logo = "${logo}"; // ✓ ü</script></body></html>`;
      fs.writeFileSync(file, page('https://cdn.redoc.ly/redoc/logo-mini.svg'));
      await selfContained(file);
      const after = fs.readFileSync(file, 'utf8');
      expect(after).toBe(page(after.match(/const logo = "([^"]*)"/)![1]!));
      expect(after).toMatch(/const logo = "data:image\/svg\+xml,/);

      fs.writeFileSync(file, `<html><body><p>Grüße</p><img src="https://bilder.example/grüße.png"></body></html>`);
      await expect(selfContained(file)).rejects.toMatchObject({
        message: expect.stringMatching(/must work offline/),
        places: [`${file}: <img src="https://bilder.example/grüße.png">`],
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("allows the page's own inline scripts by their hashes instead of 'unsafe-inline', a JSON data block aside", () => {
    const policy = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'" />`;
    const page = asLatin1(
      `<html><head>${policy}</head><body><script>go("✓")</script><script type="application/json">{}</script></body></html>`,
    );
    const hashed = withScriptHashes(page, 'index.html');
    const digest = createHash('sha256').update('go("✓")', 'utf8').digest('base64');
    expect(hashed).toContain(`script-src 'sha256-${digest}'; style-src 'unsafe-inline'`);
    expect(hashed.match(/sha256-/g)).toHaveLength(1);
    expect(() => withScriptHashes(page.replace("script-src 'unsafe-inline'", "script-src 'self'"), 'index.html')).toThrow(
      /Content-Security-Policy has no script-src 'unsafe-inline'/,
    );
    expect(withScriptHashes('<html><script>x</script></html>', 'index.html')).toBe('<html><script>x</script></html>');
  });

  it('adds the try-it data and script in the same pass, non-ASCII text included, and turns section links into hash routes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pronet-try-it-'));
    try {
      const file = path.join(dir, 'index.html');
      const operation = operationsOf(doc).find((op) => op['tags']?.[0])!;
      const route = `/${String(operation['tags'][0]).toLowerCase()}/${String(operation['operationId']).toLowerCase()}`;
      fs.writeFileSync(file, `<html><body><h1>Grüße</h1><a href="${route}">☕</a><a href="/elsewhere">x</a></body></html>`);
      await selfContained(file, (page) => finishPage(page, tryItData(doc, model), 'console.log("✓ 𝄞")'));
      const after = fs.readFileSync(file, 'utf8');
      expect(after).toContain(`<h1>Grüße</h1><a href="#${route}">☕</a><a href="/elsewhere">x</a>`);
      expect(after).toContain('<script>console.log("✓ 𝄞")</script>\n</body>');
      const data = JSON.parse(after.match(/<script id="pn-try-data" type="application\/json">(.*?)<\/script>/)![1]!);
      expect(data.operations.map((op: { id: string }) => op.id)).toContain(operation['operationId']);
      expect(asLatin1('é')).toBe('\u00c3\u00a9');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives Try it and the samples to an operation of every HTTP method, HEAD and OPTIONS included', () => {
    const copy = structuredClone(doc) as OpenApiDocument;
    const [itemPath, item] = Object.entries(copy.paths).find(([, i]) => (i as Record<string, any>)['get'])! as [
      string,
      Record<string, any>,
    ];
    item['head'] = { ...item['get'], operationId: 'headProbe' };
    item['options'] = { ...item['get'], operationId: 'optionsProbe' };
    const found = tryItData(copy, buildModel(copy, model.changelog))
      .operations.filter((op) => op.path === itemPath)
      .map((op) => op.method);
    expect(found).toEqual(expect.arrayContaining(['get', 'head', 'options']));
  });

  it('writes the examples of a form body as form fields, in Try it and in the curl sample', () => {
    const forms = tryItData(doc, model).operations.filter((op) => op.body?.type === 'application/x-www-form-urlencoded');
    expect(forms.length).toBeGreaterThan(0);
    for (const op of forms)
      for (const [name, text] of op.body!.examples) {
        expect(text, `${op.id} ${name}`).not.toMatch(/^\s*[{[]/);
        const curl = codeSamples(op, '').find((s) => s.label === 'curl')!.source;
        expect(curl).toContain(`--data '${text}'`);
      }
  });

  it("prints the curl sample's comment on a line of its own, which no backslash continues", () => {
    const signed = tryItData(doc, model).operations.find((op) => op.auth !== 'none')!;
    const [comment, command] = codeSamples(signed, '')
      .find((s) => s.label === 'curl')!
      .source.split('\n');
    expect(comment).toMatch(/^# \$AUTHORIZATION: .*[^\\]$/);
    expect(command).toMatch(/^curl -X /);
  });

  it("takes the handshake's paths from the model (x-handshake-step), not from a guess by path", () => {
    expect(tryItData(doc, model).handshake).toEqual(model.handshake);
    const copy = structuredClone(doc) as OpenApiDocument;
    for (const op of operationsOf(copy)) delete op['x-handshake-step'];
    expect(() => tryItData(copy, buildModel(copy, model.changelog))).toThrow('try it: the description lacks a GET handshake call');
  });

  it('finds nothing in generated/docs/index.html, which carries the CSP, the feed link and an icon of its own', () => {
    const file = path.join(root, 'generated', 'docs', 'index.html');
    const html = fs.readFileSync(file, 'utf8');
    expect(externalLoads(html)).toEqual([]);
    expect(html).not.toContain('cdn.redoc.ly');
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="${model.title}: change history" href="${FEED_HREF}" />`,
    );
    // Without one, browsers ask the host for /favicon.ico: a 404 in the reader's console.
    expect(html).toContain('<link rel="icon" href="data:," />');
  });
});

// "Try it" on the rendered docs page: runs in the reader's browser, bundled by generator/docs/try-it.ts into one inline
// script. Redoc renders operations lazily, so a MutationObserver adds a panel to each operation section once it
// appears. Calls are signed in the browser by the same OAuth 1.0 signer the client uses (plugins/oauth1, its
// browser entry: WebCrypto HMAC-SHA1). Credentials live in this page's memory only, never in a URL nor in an
// attribute of the page; only when the reader ticks "Remember in this tab" are they also kept in sessionStorage
// (which Chromium copies into tabs opened from this one). "Forget" clears both here and, through a
// BroadcastChannel, in the other tabs of this origin.
import { signRequestAsync } from '../../plugins/oauth1/browser.ts';
import type { TryItData, TryItOperation } from './try-it.ts';

const STORE = 'pronet.tryIt';

interface Saved {
  base?: string;
  consumerKey?: string;
  consumerSecret?: string;
  requestToken?: string;
  requestSecret?: string;
  token?: string;
  tokenSecret?: string;
  member?: string;
  /** The reader ticked "Remember in this tab": kept in sessionStorage too. */
  remember?: boolean;
}

const data = JSON.parse(document.getElementById('pn-try-data')!.textContent!) as TryItData;
const byRoute = new Map(data.operations.map((op) => [op.route, op]));

function remembered(): Saved {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Saved;
    return saved.remember ? saved : {};
  } catch {
    return {};
  }
}
/** The credentials, in this page's memory; what an earlier page of this tab remembered, if the reader asked. */
let memory: Saved = remembered();
function load(): Saved {
  return memory;
}
function save(patch: Partial<Saved>): Saved {
  const next = { ...memory, ...patch };
  for (const key of Object.keys(next) as Array<keyof Saved>)
    if (next[key] === undefined || next[key] === '' || next[key] === false) delete next[key];
  memory = next;
  if (next.remember) sessionStorage.setItem(STORE, JSON.stringify(next));
  else sessionStorage.removeItem(STORE);
  refreshStatus();
  return next;
}
/** Forgets everything, in this page and in the session storage of every tab of this origin that has the page open. */
const forgetting = typeof BroadcastChannel === 'function' ? new BroadcastChannel(STORE) : undefined;
const forgetListeners = new Set<() => void>();
function forgetHere(): void {
  memory = {};
  sessionStorage.removeItem(STORE);
  for (const listener of forgetListeners) listener();
  refreshStatus();
}
forgetting?.addEventListener('message', (event) => {
  if ((event as MessageEvent).data === 'forget') forgetHere();
});

/** The mock that served the page; a page opened from the file system talks to the default local mock. */
const servingOrigin = /^https?:$/.test(location.protocol) ? location.origin : data.defaultBase;
const baseUrl = () => (load().base || servingOrigin).replace(/\/+$/, '');

let uid = 0;
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (name === 'text') node.textContent = value;
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}
function field(labelText: string, input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, hint?: string): HTMLElement {
  input.id ||= `pn-f${++uid}`;
  const label = el('label', { for: input.id, text: labelText });
  const row = el('div', { class: 'pn-try-field' }, label, input);
  if (hint) {
    const note = el('span', { class: 'pn-try-hint', id: `${input.id}-hint`, text: hint });
    input.setAttribute('aria-describedby', note.id);
    row.append(note);
  }
  return row;
}

// ---- sending -------------------------------------------------------------------------------------------------

interface Outgoing {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Signs with the consumer and, when given, a token (access token, or the request token during the handshake). */
async function sign(
  request: Outgoing,
  token: { token?: string | undefined; secret?: string | undefined },
  extra: { callback?: string; verifier?: string } = {},
): Promise<void> {
  const saved = load();
  if (!saved.consumerKey || saved.consumerSecret === undefined)
    throw new Error('No consumer yet: choose one under "Credentials and handshake".');
  const signed = await signRequestAsync(
    { method: request.method, url: request.url, body: request.body ?? null, contentType: request.headers['Content-Type'] ?? null },
    { consumerKey: saved.consumerKey, consumerSecret: saved.consumerSecret, token: token.token, tokenSecret: token.secret },
    extra,
  );
  request.headers['Authorization'] = signed.authorization;
}

interface Answer {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: string;
}

async function send(request: Outgoing): Promise<Answer> {
  const response = await fetch(request.url, {
    method: request.method.toUpperCase(),
    headers: request.headers,
    body: request.body,
    credentials: 'omit',
    cache: 'no-store',
  });
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body: await response.text() };
}

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** A handshake answer as shown: its token secret masked (the fields keep it, in memory). */
function maskSecret(answer: Answer): Answer {
  return { ...answer, body: answer.body.replace(/(^|&)(oauth_token_secret=)[^&]*/g, '$1$2(hidden)') };
}

function showAnswer(out: HTMLElement, answer: Answer | Error): void {
  out.replaceChildren();
  if (answer instanceof Error) {
    out.append(el('p', { class: 'pn-try-error', text: `Not sent or no answer: ${answer.message}` }));
    return;
  }
  const ok = answer.status < 400;
  out.append(
    el('p', {
      class: `pn-try-status ${ok ? 'pn-try-ok' : 'pn-try-error'}`,
      'data-status': String(answer.status),
      text: `${answer.status} ${answer.statusText}`,
    }),
    el('h5', { text: 'Headers' }),
    el('pre', { class: 'pn-try-headers', tabindex: '0', text: answer.headers.map(([n, v]) => `${n}: ${v}`).join('\n') }),
    el('h5', { text: 'Body' }),
    el('pre', { class: 'pn-try-body', tabindex: '0', text: pretty(answer.body) || '(empty)' }),
  );
}

// ---- one operation's panel ------------------------------------------------------------------------------------

function panelFor(op: TryItOperation): HTMLElement {
  const inputs = new Map<string, HTMLInputElement>();
  const form = el('form', { class: 'pn-try-form', novalidate: '' });
  const target = el('p', { class: 'pn-try-target' });
  form.append(target);
  for (const p of op.params) {
    const input = el('input', { type: 'text', name: `${p.in}:${p.name}`, value: p.example, autocomplete: 'off', spellcheck: 'false' });
    if (p.required) input.required = true;
    inputs.set(`${p.in}:${p.name}`, input);
    form.append(field(`${p.name} (${p.in}${p.required ? ', required' : ''})`, input));
  }
  let bodyInput: HTMLTextAreaElement | undefined;
  if (op.body) {
    bodyInput = el('textarea', { rows: '8', spellcheck: 'false', name: 'body' });
    bodyInput.value = op.body.examples[0]?.[1] ?? '';
    if (op.body.examples.length > 1) {
      const pick = el('select', { name: 'example' });
      for (const [name] of op.body.examples) pick.append(el('option', { value: name, text: name }));
      pick.addEventListener('change', () => (bodyInput!.value = op.body!.examples.find(([n]) => n === pick.value)?.[1] ?? ''));
      form.append(field('Example', pick));
    }
    form.append(field(`Body (${op.body.type})`, bodyInput));
  }
  // Ticked once the credentials it signs with exist (and as they come), unless the reader set it by hand.
  const signBox = el('input', { type: 'checkbox', name: 'sign' });
  let signSetByHand = false;
  signBox.addEventListener('change', () => (signSetByHand = true));
  const followCredentials = () => {
    const s = load();
    if (!signSetByHand)
      signBox.checked = op.auth === 'consumer' ? Boolean(s.consumerKey) : op.auth === 'oauth1' && Boolean(s.consumerKey && s.token);
  };
  form.append(
    el(
      'div',
      { class: 'pn-try-field pn-try-check' },
      signBox,
      el('label', { text: op.auth === 'consumer' ? 'Sign with the consumer (OAuth 1.0, no token)' : 'Sign with OAuth 1.0' }),
    ),
  );
  (signBox.nextSibling as HTMLLabelElement).htmlFor = signBox.id = `pn-f${++uid}`;
  const sendButton = el('button', { type: 'submit', class: 'pn-try-send', text: `Send ${op.method.toUpperCase()}` });
  const settings = el('button', { type: 'button', class: 'pn-try-secondary', text: 'Credentials and handshake' });
  settings.addEventListener('click', openDialog);
  form.append(el('div', { class: 'pn-try-actions' }, sendButton, settings));
  const out = el('div', { class: 'pn-try-answer', role: 'status', 'aria-live': 'polite' });

  const describe = () => {
    const s = load();
    target.textContent = `Sends to ${baseUrl()}${s.token ? `, signed as ${s.member || 'the access token holder'}` : s.consumerKey ? ', signed by the consumer (no access token yet)' : ', unsigned (no credentials yet)'}.`;
  };
  describe();
  statusListeners.add(describe);
  followCredentials();
  statusListeners.add(followCredentials);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    sendButton.disabled = true;
    try {
      let path = op.path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const p of op.params) {
        const value = inputs.get(`${p.in}:${p.name}`)!.value;
        if (value === '' && !p.required) continue;
        if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
        else if (p.in === 'query') query.append(p.name, value);
        else if (p.in === 'header') headers[p.name] = value;
      }
      if (op.accept) headers['Accept'] = op.accept;
      const request: Outgoing = { method: op.method, url: `${baseUrl()}${path}${query.size ? `?${query}` : ''}`, headers };
      if (op.body && bodyInput) {
        request.body = bodyInput.value;
        headers['Content-Type'] = op.body.type;
      }
      if (signBox.checked) {
        const s = load();
        await sign(request, op.auth === 'consumer' ? {} : { token: s.token, secret: s.tokenSecret });
      }
      showAnswer(out, await send(request));
    } catch (error) {
      showAnswer(out, error as Error);
    } finally {
      sendButton.disabled = false;
    }
  });

  const details = el('details', { class: 'pn-try', 'data-operation': op.id });
  details.append(el('summary', { text: `Try it: ${op.method.toUpperCase()} ${op.path}` }), form, out);
  return details;
}

// ---- credentials and the handshake ---------------------------------------------------------------------------

const statusListeners = new Set<() => void>();
function refreshStatus(): void {
  for (const listener of statusListeners) listener();
}

let dialog: HTMLDialogElement | undefined;

function openDialog(): void {
  dialog ??= buildDialog();
  dialog.showModal();
}

function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** The handshake's two calls, as buttons: a request token (then the page to allow it), the access token for the PIN. */
function handshakeButtons(ui: {
  log: HTMLElement;
  authorizeLink: HTMLAnchorElement;
  pin: HTMLInputElement;
  token: HTMLInputElement;
  tokenSecret: HTMLInputElement;
}): { requestToken: HTMLButtonElement; accessToken: HTMLButtonElement } {
  const { log, authorizeLink, pin, token, tokenSecret } = ui;
  const step = (label: string, run: () => Promise<void>) => {
    const button = el('button', { type: 'button', text: label });
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        await run();
      } catch (error) {
        showAnswer(log, error as Error);
      } finally {
        button.disabled = false;
      }
    });
    return button;
  };
  const requestToken = step('1. Get a request token', async () => {
    const h = data.handshake;
    const request: Outgoing = { method: 'get', url: `${baseUrl()}${h.requestToken}`, headers: {} };
    await sign(request, {}, { callback: 'oob' });
    const answer = await send(request);
    showAnswer(log, maskSecret(answer));
    if (answer.status >= 400) return;
    const fields = parseForm(answer.body);
    save({ requestToken: fields['oauth_token'], requestSecret: fields['oauth_token_secret'] });
    authorizeLink.href = `${baseUrl()}${h.authorize}?oauth_token=${encodeURIComponent(fields['oauth_token'] ?? '')}`;
    authorizeLink.hidden = false;
    pin.focus();
  });
  const accessToken = step('3. Get the access token', async () => {
    const saved = load();
    if (!saved.requestToken) throw new Error('Get a request token first (step 1).');
    const request: Outgoing = { method: 'get', url: `${baseUrl()}${data.handshake.accessToken}`, headers: {} };
    await sign(request, { token: saved.requestToken, secret: saved.requestSecret }, { verifier: pin.value.trim() });
    const answer = await send(request);
    showAnswer(log, maskSecret(answer));
    if (answer.status >= 400) return;
    const fields = parseForm(answer.body);
    save({
      token: fields['oauth_token'],
      tokenSecret: fields['oauth_token_secret'],
      member: fields['user_id'],
      requestToken: undefined,
      requestSecret: undefined,
    });
    token.value = fields['oauth_token'] ?? '';
    tokenSecret.value = fields['oauth_token_secret'] ?? '';
    pin.value = '';
  });
  return { requestToken, accessToken };
}

function buildDialog(): HTMLDialogElement {
  const d = el('dialog', { class: 'pn-try-dialog', 'aria-labelledby': 'pn-try-dialog-title' });
  const base = el('input', { type: 'url', placeholder: servingOrigin, name: 'base' });
  base.addEventListener('change', () => save({ base: base.value.trim() || undefined }));

  const consumer = el('select', { name: 'consumer' });
  consumer.append(el('option', { value: '', text: 'Enter a key and secret' }));
  for (const c of data.consumers)
    consumer.append(
      el('option', {
        value: c.key,
        text:
          `${c.name} (${c.key}), a default consumer of the mock${c.test ? ', marked as a test consumer' : ''}: ` +
          `${c.rights ? `rights ${c.rights.join(', ')}` : 'all rights'}; its secret is public`,
      }),
    );
  // Values are set as properties, never as attributes: the serialized page holds no credential.
  const key = el('input', { type: 'text', name: 'consumerKey', autocomplete: 'off' });
  const secret = el('input', { type: 'password', name: 'consumerSecret', autocomplete: 'off' });
  consumer.addEventListener('change', () => {
    const c = data.consumers.find((x) => x.key === consumer.value);
    if (c) [key.value, secret.value] = [c.key, c.secret];
    save({ consumerKey: key.value, consumerSecret: secret.value });
  });
  for (const input of [key, secret])
    input.addEventListener('change', () => save({ consumerKey: key.value.trim(), consumerSecret: secret.value }));

  const log = el('div', { class: 'pn-try-answer', role: 'status', 'aria-live': 'polite' });
  const authorizeLink = el(
    'a',
    { target: '_blank', rel: 'noopener', class: 'pn-try-authorize', hidden: '' },
    'Open the authorization page',
  );
  const pin = el('input', { type: 'text', name: 'verifier', autocomplete: 'off', inputmode: 'numeric' });
  const token = el('input', { type: 'text', name: 'token', autocomplete: 'off' });
  const tokenSecret = el('input', { type: 'password', name: 'tokenSecret', autocomplete: 'off' });
  const remember = el('input', { type: 'checkbox', name: 'remember' });
  const fill = () => {
    const now = load();
    base.value = now.base ?? '';
    key.value = now.consumerKey ?? '';
    secret.value = now.consumerSecret ?? '';
    token.value = now.token ?? '';
    tokenSecret.value = now.tokenSecret ?? '';
    remember.checked = now.remember === true;
    consumer.value = data.consumers.some((c) => c.key === now.consumerKey) ? now.consumerKey! : '';
  };
  fill();
  remember.addEventListener('change', () => save({ remember: remember.checked }));
  for (const input of [token, tokenSecret])
    input.addEventListener('change', () => save({ token: token.value.trim(), tokenSecret: tokenSecret.value }));

  const { requestToken, accessToken } = handshakeButtons({ log, authorizeLink, pin, token, tokenSecret });
  const forget = el('button', { type: 'button', class: 'pn-try-secondary', text: 'Forget credentials' });
  forgetListeners.add(() => {
    fill();
    pin.value = '';
    authorizeLink.hidden = true;
    authorizeLink.removeAttribute('href');
    log.replaceChildren(el('p', { text: 'Forgotten: nothing of the credentials is kept in this page or its session storage.' }));
  });
  forget.addEventListener('click', () => {
    forgetHere();
    forgetting?.postMessage('forget');
  });
  const close = el('button', { type: 'button', class: 'pn-try-secondary', text: 'Close' });
  close.addEventListener('click', () => d.close());

  d.append(
    el('h4', { id: 'pn-try-dialog-title', text: 'Credentials and handshake' }),
    el('p', {
      class: 'pn-try-hint pn-try-keeping',
      text:
        'Kept in this page’s memory only, gone when you leave or reload it, unless you tick “Remember in this tab”: then ' +
        'also in this tab’s session storage, which the browser may copy into tabs opened from this one. Secrets are ' +
        'sent only as signatures of calls (never in a URL) and shown masked. “Forget credentials” clears them here and ' +
        'in other tabs of this site that have this page open.',
    }),
    field('Base URL', base, `Empty: ${servingOrigin}, the server of this page.`),
    field('Consumer', consumer),
    field('Consumer key', key),
    field('Consumer secret', secret),
    el('h5', { text: 'Handshake (out of band, with a PIN)' }),
    el('div', { class: 'pn-try-actions' }, requestToken),
    el('p', {}, '2. ', authorizeLink, el('span', { class: 'pn-try-hint', text: ' Allow there, then copy the PIN it shows.' })),
    field('PIN (oauth_verifier)', pin),
    el('div', { class: 'pn-try-actions' }, accessToken),
    field('Access token', token),
    field('Access token secret', tokenSecret),
    el(
      'div',
      { class: 'pn-try-field pn-try-check' },
      remember,
      el('label', { for: (remember.id = `pn-f${++uid}`), text: 'Remember in this tab (session storage), across reloads' }),
    ),
    el('div', { class: 'pn-try-actions' }, forget, close),
    log,
  );
  document.body.append(d);
  return d;
}

// ---- placing the panels ----------------------------------------------------------------------------------------

const routes = new Set(['/', ...data.operations.flatMap((op) => [op.route, op.route.slice(0, op.route.indexOf('/', 1))])]);

/** Redoc's links written as paths (`/users`) become its hash routes, as generator/docs/docs-page.ts does for the markup. */
function hashLinks(): void {
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    const route = a.getAttribute('href')!;
    if (routes.has(route) || route.startsWith('/section/')) a.setAttribute('href', `#${route}`);
  }
}

/**
 * The heading row of an operation (the heading block and Redoc's copy button), which spans the reading column: the
 * panel goes there. It is the heading's ancestor just inside Redoc's middle panel, in both of Redoc's layouts and at
 * any window width (measuring widths instead picked <html> on a phone, where every box is as wide as the window).
 */
function middleColumn(heading: HTMLElement): HTMLElement | null {
  const panel = heading.closest('[data-testid="middle-panel"]');
  if (!panel) return heading.parentElement;
  let at: HTMLElement = heading;
  while (at.parentElement && at.parentElement !== panel) at = at.parentElement;
  return at === heading ? heading.parentElement : at;
}

/**
 * Boxes that scroll sideways (diagrams, code) are in the tab order, so that the keyboard can scroll them; the same
 * boxes leave it when they fit again. Measured by a ResizeObserver: it reports each box once it is laid out with
 * its final styles, and again when its width changes (a rotated phone, a resized window).
 */
const scrollBoxes = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    const box = target as HTMLElement;
    if (box.scrollWidth > box.clientWidth + 1) {
      box.tabIndex = 0;
    } else if (box.hasAttribute('tabindex')) {
      box.removeAttribute('tabindex');
    }
  }
});

function focusableScrollers(): void {
  for (const box of document.querySelectorAll<HTMLElement>('.pn-figure:not([data-pn-scroll]), pre:not([data-pn-scroll])')) {
    if (box.hasAttribute('tabindex')) continue; // Redoc's own focus handling
    box.dataset['pnScroll'] = '';
    scrollBoxes.observe(box);
  }
}

/** Redoc's search trigger is a bare div: make it a button the keyboard reaches (Enter or Space opens the search). */
function searchByKeyboard(): void {
  for (const trigger of document.querySelectorAll<HTMLElement>('[data-testid="search-trigger"]:not([tabindex])')) {
    trigger.tabIndex = 0;
    trigger.setAttribute('role', 'button');
    trigger.setAttribute('aria-label', 'Search paths, operationIds and text (Ctrl+K)');
    trigger.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      trigger.click();
    });
  }
}

/**
 * Success first. The description lists success responses first, but JavaScript objects put integer-like keys
 * before the others, so Redoc renders a `401` tab before a `2XX` or `default` success and opens on it (the order
 * is lost in Redoc's own reading of the description: no order of keys can keep it). The tabs are moved into reading
 * order, success first, then 1XX/3XX, the errors, `default` last (the order within each stays), so that what the
 * reader sees, the keyboard's order and a screen reader's agree; and the first success tab is opened. React keeps
 * each tab's element, so its later updates of a tab land on the moved element.
 */
function successFirst(): void {
  for (const list of document.querySelectorAll<HTMLElement>('[data-section-id] [role="tablist"]:not([data-pn-ordered])')) {
    const tabs = [...list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')];
    const code = (tab: HTMLElement) => (tab.textContent ?? '').trim();
    if (!tabs.length || !tabs.every((tab) => /^([1-5]([0-9]{2}|XX)|default)$/i.test(code(tab)))) continue;
    list.dataset['pnOrdered'] = '';
    const rank = (tab: HTMLElement) => (code(tab).startsWith('2') ? 0 : /^[13]/.test(code(tab)) ? 1 : code(tab) === 'default' ? 3 : 2);
    const ordered = [...tabs].sort((a, b) => rank(a) - rank(b));
    if (ordered.some((tab, i) => tab !== tabs[i])) list.append(...ordered);
    const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
    const success = ordered.find((tab) => rank(tab) === 0);
    if (success && selected && rank(selected) !== 0) success.click();
  }
}

function place(): void {
  hashLinks();
  successFirst();
  searchByKeyboard();
  focusableScrollers();
  for (const section of document.querySelectorAll<HTMLElement>('[data-section-id]')) {
    const op = byRoute.get(section.dataset['sectionId'] ?? '');
    if (!op || section.querySelector(':scope .pn-try')) continue;
    const heading = section.querySelector('h2');
    const column = heading && middleColumn(heading);
    if (!column) continue;
    column.append(panelFor(op));
  }
}

new MutationObserver(place).observe(document.body, { childList: true, subtree: true });
place();

// ---- entries of the change history ------------------------------------------------------------------------------
// The feed links each entry to ?change=<id>#/section/change-history: Redoc's router opens the section (it knows no
// other hashes), and this scrolls on to the entry's heading (id change-<id>, generator/docs/decorate.ts) once it is there
// and again after Redoc settled.
function followChangeLink(): void {
  const entry = new URLSearchParams(location.search).get('change');
  if (!entry) return;
  const id = `change-${entry}`;
  let tries = 0;
  const go = () => {
    const target = document.getElementById(id);
    if (target) {
      target.setAttribute('tabindex', '-1');
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    }
    if (++tries < 5) setTimeout(go, 300 * tries);
  };
  go();
}
followChangeLink();

/**
 * The pages of the user authorization step: the authorization form (pick a test member, Allow or Deny),
 * the verifier (PIN) page of out-of-band mode, and the cancellation page. Plain HTML, no script; every
 * value is escaped.
 */
import type { MemberConfig } from './config.ts';
import type { Consumer } from './oauth.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#222}
.warning{background:#fff4d6;border:1px solid #e0b000;padding:.5rem .75rem}
.error{background:#fde2e1;border:1px solid #c0392b;padding:.5rem .75rem}
fieldset{border:1px solid #ccc;margin:1rem 0}label{display:block;margin:.25rem 0}
button{font-size:1rem;padding:.4rem 1rem;margin-right:.5rem}
.pin{font-size:2rem;letter-spacing:.2rem;font-family:monospace}
</style></head>
<body>
${body}
</body></html>
`;
}

interface AuthorizePageInput {
  action: string;
  token: string;
  /** The per-page token the form sends back (CSRF). */
  formToken: string;
  consumer: Consumer;
  members: readonly MemberConfig[];
  /** Members that already hold an active access token of this consumer: they may continue directly. */
  authorized: ReadonlySet<string>;
  error?: string;
}

export function authorizePage(input: AuthorizePageInput): string {
  const { consumer, members, authorized } = input;
  const name = escape(consumer.name);
  const hidden = `<input type="hidden" name="oauth_token" value="${escape(input.token)}"><input type="hidden" name="form_token" value="${escape(input.formToken)}">`;
  const rights = consumer.rights.length ? consumer.rights.map((r) => `<code>${escape(r)}</code>`).join(', ') : 'none';
  const continues = members
    .filter((m) => authorized.has(m.id))
    .map(
      (m) => `<form method="post" action="${escape(input.action)}">${hidden}<input type="hidden" name="member" value="${escape(m.id)}">
<button type="submit" name="decision" value="continue">Continue as ${escape(m.name)}</button> (already authorized)</form>`,
    )
    .join('\n');
  const choices = members
    .map(
      (m, i) =>
        `<label><input type="radio" name="member" value="${escape(m.id)}"${i === 0 ? ' checked' : ''}> ${escape(m.name)} <small>(${escape(m.id)})</small></label>`,
    )
    .join('\n');
  return page(
    `Authorize ${consumer.name}`,
    `<h1>${name} wants to access your profile</h1>
${consumer.test ? '<p class="warning" role="alert">This is a test consumer: it is not meant for production.</p>' : ''}
${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
<p>Rights requested: ${rights}.</p>
${continues ? `<section aria-label="Already authorized">\n${continues}\n</section>` : ''}
<form method="post" action="${escape(input.action)}">
${hidden}
<fieldset><legend>Log in as a test member</legend>
${choices}
</fieldset>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>
<p><small>Mock of the service's authorization page.</small></p>`,
  );
}

export function verifierPage(consumer: Consumer, verifier: string): string {
  return page(
    'Access granted',
    `<h1>Access granted</h1>
<p>Enter this PIN in ${escape(consumer.name)}:</p>
<p class="pin"><strong id="oauth_verifier">${escape(verifier)}</strong></p>`,
  );
}

export function cancelledPage(consumer: Consumer): string {
  return page('Access denied', `<h1>Access denied</h1>\n<p>You did not allow ${escape(consumer.name)} to access your profile.</p>`);
}

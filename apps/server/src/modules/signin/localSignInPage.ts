import { CONSTANTS } from '@promptplay/contracts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The local provider's sign-in form: a person types an email and a display name. */
export function localSignInPage(action: string, error?: string): string {
  const message = error ? `<p role="alert" style="color:#b00">${escapeHtml(error)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local sign-in (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.5rem;padding:.75rem 1.5rem;font-size:1rem}.note{color:#555;font-size:.9rem}</style>
</head><body>
<h1>Local sign-in (development)</h1>
<p class="note">This stands in for Google sign-in on ${escapeHtml(CONSTANTS.BRAND_NAME)} servers without
GOOGLE_CLIENT_ID. Any email works; nothing is verified.</p>
${message}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" required maxlength="320" autocomplete="email">
<label for="name">Display name</label>
<input id="name" name="name" type="text" required maxlength="100" autocomplete="nickname">
<button type="submit">Sign in</button>
</form>
</body></html>`;
}

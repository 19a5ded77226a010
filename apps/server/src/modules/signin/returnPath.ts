/**
 * The same-origin path of a sign-in's returnUrl, or null when it points anywhere else (no
 * open redirect). Accepts an absolute URL of `origin` or an absolute path ('/profile').
 */
export function sameOriginReturnPath(returnUrl: string | undefined, origin: string): string | null {
  if (!returnUrl) return '/';
  // eslint-disable-next-line no-control-regex -- control characters can hide a '//'
  if (/[\u0000-\u001f\u007f\\]/.test(returnUrl)) return null;
  let parsed: URL;
  try {
    parsed = new URL(returnUrl, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

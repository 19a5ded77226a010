/**
 * The in-app path to go to after sign-in: only a same-origin absolute path is trusted, so a
 * tampered `return_url` cannot send the player to another site ('//host' and '/\host' are
 * protocol-relative URLs to browsers, so they are refused too).
 *
 * @example safeReturnPath('/profile?tab=games') // '/profile?tab=games'
 * @example safeReturnPath('https://evil.test/') // '/'
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/';
  const second = value.charAt(1);
  if (second === '/' || second === '\\') return '/';
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide a '//'.
  if (/\p{Cc}/u.test(value)) return '/';
  return value;
}

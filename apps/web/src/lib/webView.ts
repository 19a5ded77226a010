import detectInAppBrowser from 'inapp-spy';

export type DevicePlatform = 'android' | 'ios' | 'other';

export interface WebViewInfo {
  /** True inside an app's embedded browser (Instagram, Facebook, TikTok, Line, Snapchat, ...). */
  isWebView: boolean;
  /** The app's name when it is known ('Instagram'), else null. */
  appName: string | null;
  platform: DevicePlatform;
}

export function platformOf(userAgent: string): DevicePlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return 'other';
}

/**
 * Detects in-app web views (spec §1: there the product asks to open the full experience in the
 * external browser). The app table comes from `inapp-spy`, a maintained detector.
 *
 * @example detectWebView('... Instagram 300.0.0 ...').isWebView // true
 */
export function detectWebView(userAgent: string): WebViewInfo {
  if (!userAgent) return { isWebView: false, appName: null, platform: 'other' };
  const { isInApp, appName } = detectInAppBrowser({ ua: userAgent });
  return { isWebView: isInApp, appName: appName ?? null, platform: platformOf(userAgent) };
}

/**
 * A URL that asks the platform to open `pageUrl` in the real browser, or null where there is
 * no such way: Android's intent URL (no package, so the default browser handles it) and iOS
 * Safari's `x-safari-https://` scheme.
 *
 * @example externalBrowserUrl('https://pp.test/a?b=1', 'android')
 * // 'intent://pp.test/a?b=1#Intent;scheme=https;action=android.intent.action.VIEW;end'
 */
export function externalBrowserUrl(pageUrl: string, platform: DevicePlatform): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const scheme = url.protocol.slice(0, -1);
  const rest = `${url.host}${url.pathname}${url.search}${url.hash}`;
  switch (platform) {
    case 'android':
      // The page's own #fragment would end the intent's; it is dropped.
      return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};action=android.intent.action.VIEW;end`;
    case 'ios':
      return `x-safari-${scheme}://${rest}`;
    case 'other':
      return null;
  }
}

export interface OpenExternallyDeps {
  location: { assign: (url: string) => void };
  copyText: (text: string) => Promise<void>;
  alert: (message: string) => void;
  /** Resolves true when the page went to the background (the browser took over). */
  waitForHandOff: () => Promise<boolean>;
  texts: { copied: string; copyFailed: string };
}

export type OpenExternallyOutcome = 'opened' | 'copied' | 'instructed';

/**
 * Opens `pageUrl` in the external browser where the platform allows it; when it cannot (or the
 * web view swallowed the request) the URL is copied and the player is told how to go on
 * (spec §8 "Open-in-browser failures").
 */
export async function openInExternalBrowser(
  pageUrl: string,
  platform: DevicePlatform,
  deps: OpenExternallyDeps,
): Promise<OpenExternallyOutcome> {
  const target = externalBrowserUrl(pageUrl, platform);
  if (target) {
    deps.location.assign(target);
    if (await deps.waitForHandOff()) return 'opened';
  }
  try {
    await deps.copyText(pageUrl);
  } catch {
    deps.alert(deps.texts.copyFailed);
    return 'instructed';
  }
  deps.alert(deps.texts.copied);
  return 'copied';
}

/** Resolves true if the document is hidden within `ms` (another app came to the front). */
export function waitForPageHidden(doc: Document, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (doc.visibilityState === 'hidden') {
      resolve(true);
      return;
    }
    const onChange = () => {
      if (doc.visibilityState !== 'hidden') return;
      finish(true);
    };
    const timer = setTimeout(() => finish(false), ms);
    const finish = (wasHidden: boolean) => {
      clearTimeout(timer);
      doc.removeEventListener('visibilitychange', onChange);
      resolve(wasHidden);
    };
    doc.addEventListener('visibilitychange', onChange);
  });
}

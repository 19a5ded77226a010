import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../../app/ServicesContext.js';
import { startLogin } from '../../lib/auth/login.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { openInExternalBrowser, waitForPageHidden } from '../../lib/webView.js';
import { useWebView } from './useWebView.js';

/** How long the page waits for the external browser to take over before copying the link. */
const HAND_OFF_WAIT_MS = 1_500;

/**
 * Starts sign-in (spec §4): a redirect to the auth host that comes back to `returnPath` (the
 * current page by default, query included). In an in-app web view, where Google refuses to
 * sign in, it opens that page in the external browser instead (spec §6).
 *
 * @example const startSignIn = useStartSignIn(); startSignIn('/?openCreate=true');
 */
export function useStartSignIn(): (returnPath?: string) => void {
  const { pageLocation } = useServices();
  const { pathname, search } = useLocation();
  const webView = useWebView();
  const openExternally = useOpenInExternalBrowser();
  return useCallback(
    (returnPath?: string) => {
      const returnUrl = `${pageLocation.origin}${returnPath ?? `${pathname}${search}`}`;
      if (webView.isWebView) openExternally(returnUrl);
      else startLogin(pageLocation, returnUrl);
    },
    [openExternally, pageLocation, pathname, search, webView.isWebView],
  );
}

/** Opens a URL of this site in the external browser, else copies it and explains how. */
export function useOpenInExternalBrowser(): (url: string) => void {
  const { pageLocation } = useServices();
  const { platform } = useWebView();
  return useCallback(
    (url: string) => {
      void openInExternalBrowser(url, platform, {
        location: pageLocation,
        copyText: (text) =>
          window.navigator.clipboard
            ? window.navigator.clipboard.writeText(text)
            : Promise.reject(new Error('Clipboard unavailable')),
        alert: (message) => window.alert(message),
        waitForHandOff: () => waitForPageHidden(document, HAND_OFF_WAIT_MS),
        texts: {
          copied: UI_TEXT.openInBrowserCopied,
          copyFailed: UI_TEXT.openInBrowserManual(url),
        },
      });
    },
    [pageLocation, platform],
  );
}

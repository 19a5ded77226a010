import { useState } from 'react';
import { detectWebView, type WebViewInfo } from '../../lib/webView.js';

/** Whether the page runs in an app's in-app web view; the user agent is read once per mount. */
export function useWebView(): WebViewInfo {
  const [info] = useState(() => detectWebView(window.navigator.userAgent));
  return info;
}

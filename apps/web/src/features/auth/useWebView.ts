import { useSyncExternalStore } from 'react';
import { detectWebView, type WebViewInfo } from '../../lib/webView.js';

/** What the server renders (it cannot know the browser), and what hydration starts from. */
const NOT_A_WEB_VIEW = detectWebView('');

let detected: { userAgent: string; info: WebViewInfo } | undefined;
/** Detected once per user agent: the same object while it stays (a stable snapshot). */
function currentInfo(): WebViewInfo {
  const { userAgent } = window.navigator;
  if (detected?.userAgent !== userAgent) detected = { userAgent, info: detectWebView(userAgent) };
  return detected.info;
}

const neverChanges = () => () => undefined;

/**
 * Whether the page runs in an app's in-app web view. A server-rendered page hydrates as a
 * plain browser and then updates, so the markup matches on the first render.
 */
export function useWebView(): WebViewInfo {
  return useSyncExternalStore(neverChanges, currentInfo, () => NOT_A_WEB_VIEW);
}

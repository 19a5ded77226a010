import { dataLayerOf } from './dataLayer.js';

/** Where the tag-manager container comes from (the server's CSP admits it only with GTM_ID). */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The container script's URL for GTM_ID. */
export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * Loads the tag-manager container once per page, with the start event gtm.js expects first.
 * Call it only with analytics consent (features/consent).
 */
export function loadTagManager(target: Window, containerId: string): void {
  const src = tagManagerScriptUrl(containerId);
  const doc = target.document;
  if (doc.querySelector(`script[src="${src}"]`)) return;
  dataLayerOf(target).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

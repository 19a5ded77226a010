import { CONSENT_MODE_DEFAULT, consentModeStateFor } from '@promptplay/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { pushConsentDefault, pushConsentUpdate } from './consentMode.js';
import { loadTagManager, tagManagerScriptUrl } from './tagManager.js';

const containerScripts = () =>
  document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');

afterEach(() => {
  containerScripts().forEach((script) => script.remove());
  delete window.dataLayer;
});

describe('tag manager and Consent Mode', () => {
  it('pushes consent commands the way gtag does: as arguments, defaults first', () => {
    pushConsentDefault(window);
    pushConsentUpdate(window, { analytics: true, ads: false });
    const [defaults, update] = window.dataLayer ?? [];
    expect(Object.prototype.toString.call(defaults)).toBe('[object Arguments]');
    expect(Array.from(defaults as IArguments)).toEqual([
      'consent',
      'default',
      CONSENT_MODE_DEFAULT,
    ]);
    expect(Array.from(update as IArguments)).toEqual([
      'consent',
      'update',
      consentModeStateFor({ analytics: true, ads: false }),
    ]);
  });

  it('adds the container script once, after its start event', () => {
    loadTagManager(window, 'GTM-AB12CD');
    loadTagManager(window, 'GTM-AB12CD');
    expect(containerScripts()).toHaveLength(1);
    expect((containerScripts()[0] as HTMLScriptElement).src).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
    );
    expect(tagManagerScriptUrl('GTM-AB12CD')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
    );
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });
});

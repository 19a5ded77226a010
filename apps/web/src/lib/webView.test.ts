import { describe, expect, it, vi } from 'vitest';
import {
  detectWebView,
  externalBrowserUrl,
  openInExternalBrowser,
  type OpenExternallyDeps,
} from './webView.js';

const UA = {
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.2.23.94 (iPhone15,3; iOS 17_4; en_US; en; scale=3.00; 1290x2796; 606559246)',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android (34/14; 420dpi; 1080x2400; Google; Pixel 8; shiba; shiba; en_US; 601420827)',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/564431005;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.3;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.105 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/455.0.0.44.88;]',
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_34.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US BytedanceWebview/d8a21c6',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 12; SO-51B Build/61.1.D.1.79; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Line/14.3.1/IAB',
  snapchatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.70.0.35 (like Safari/8617.1.17.10.9, panda)',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('detectWebView', () => {
  it.each([
    ['Instagram on iOS', UA.instagramIos, true, 'ios'],
    ['Instagram on Android', UA.instagramAndroid, true, 'android'],
    ['Facebook on iOS', UA.facebookIos, true, 'ios'],
    ['Facebook on Android', UA.facebookAndroid, true, 'android'],
    ['TikTok on iOS', UA.tiktokIos, true, 'ios'],
    ['Line on Android', UA.lineAndroid, true, 'android'],
    ['Snapchat on iOS', UA.snapchatIos, true, 'ios'],
    ['Safari on iOS', UA.safariIos, false, 'ios'],
    ['Chrome on Android', UA.chromeAndroid, false, 'android'],
    ['Chrome on iOS', UA.chromeIos, false, 'ios'],
    ['desktop Chrome', UA.desktopChrome, false, 'other'],
    ['no user agent', '', false, 'other'],
  ] as const)('%s → web view %s on %s', (_name, userAgent, isWebView, platform) => {
    const info = detectWebView(userAgent);
    expect(info.isWebView).toBe(isWebView);
    expect(info.platform).toBe(platform);
  });

  it('names the app when it knows it', () => {
    expect(detectWebView(UA.instagramIos).appName).toBe('Instagram');
    expect(detectWebView(UA.tiktokIos).appName).toBe('TikTok');
  });
});

describe('externalBrowserUrl', () => {
  it('uses an intent for the default browser on Android and Safari’s scheme on iOS', () => {
    const page = 'https://promptplay.test/shared/abc?x=1#top';
    expect(externalBrowserUrl(page, 'android')).toBe(
      'intent://promptplay.test/shared/abc?x=1#Intent;scheme=https;action=android.intent.action.VIEW;end',
    );
    expect(externalBrowserUrl(page, 'ios')).toBe(
      'x-safari-https://promptplay.test/shared/abc?x=1#top',
    );
    expect(externalBrowserUrl(page, 'other')).toBeNull();
    expect(externalBrowserUrl('javascript:alert(1)', 'ios')).toBeNull();
  });
});

describe('openInExternalBrowser', () => {
  function deps(overrides: Partial<OpenExternallyDeps> = {}) {
    return {
      location: { assign: vi.fn() },
      copyText: vi.fn(() => Promise.resolve()),
      alert: vi.fn(),
      waitForHandOff: vi.fn(() => Promise.resolve(false)),
      texts: { copied: 'copied', copyFailed: 'manual' },
      ...overrides,
    } satisfies OpenExternallyDeps;
  }

  it('stops once the browser took over', async () => {
    const d = deps({ waitForHandOff: vi.fn(() => Promise.resolve(true)) });
    expect(await openInExternalBrowser('https://pp.test/', 'ios', d)).toBe('opened');
    expect(d.location.assign).toHaveBeenCalledWith('x-safari-https://pp.test/');
    expect(d.alert).not.toHaveBeenCalled();
  });

  it('copies the link and explains when nothing took over', async () => {
    const d = deps();
    expect(await openInExternalBrowser('https://pp.test/', 'android', d)).toBe('copied');
    expect(d.copyText).toHaveBeenCalledWith('https://pp.test/');
    expect(d.alert).toHaveBeenCalledWith('copied');
  });

  it('explains by hand when it can neither open nor copy', async () => {
    const d = deps({ copyText: vi.fn(() => Promise.reject(new Error('denied'))) });
    expect(await openInExternalBrowser('https://pp.test/', 'other', d)).toBe('instructed');
    expect(d.location.assign).not.toHaveBeenCalled();
    expect(d.alert).toHaveBeenCalledWith('manual');
  });
});

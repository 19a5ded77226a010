/**
 * Interface copy the spec does not quote (labels, hints, aria names). Spec texts live in
 * MESSAGES of @promptplay/contracts; keep the two apart.
 */
export const UI_TEXT = {
  sortLatest: 'Latest',
  sortTopRated: 'Top Rated',
  sortLabel: 'Sort games',
  retry: 'Retry',
  close: 'Close',
  back: 'Back',
  backToFeed: 'Back to games',
  feedErrorTitle: 'Could not load games',
  feedLoadMoreFailed: 'Could not load more games.',
  gotIt: 'Got it',
  profileTitle: 'Profile',
  attributionsTitle: 'Art credits',
  attributionsIntro:
    'The art in every game is drawn with these openly licensed libraries. Thank you to their authors.',
  attributionsLink: 'Art credits',
  likes: (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`,
  comments: (n: number) => `${n} comments`,
  openGame: (title: string) => `Open ${title}`,
  playTitle: (title: string) => `Play ${title}`,
  loadingPercent: (n: number) => `${n}%`,
  pageLoading: 'Loading...',
  feedHeading: 'Discover',
  homeTagline: 'Tiny games, each made from a single prompt',
  mainNavigation: 'Main navigation',
  houseAdLabel: 'Top rated on Promptplay',

  // Accounts, profile, likes, OGP and the web-view nudge
  likeAction: (n: number) => `Like (${n} ${n === 1 ? 'like' : 'likes'})`,
  editPlayerName: 'Edit player name',
  signOut: 'Sign out',
  signedInWithGoogle: 'Signed in with Google',
  guestBadge: 'Guest',
  guestCtaTitle: 'Keep your games forever',
  guestCtaText:
    'Sign up to keep your games and likes on every device and earn OGP rewards from playing.',
  webViewCtaText: 'Open Promptplay in your browser to sign up and create games.',
  nameRules: 'Name rules',
  editProfileLink: 'Edit Profile',
  statLoading: '–',
  ogpRegister: 'Register with OGP',
  ogpRegistering: 'Registering...',
  ogpRegistered: 'Registered with OGP',
  ogpRegisteredShort: 'OGP registered',
  ogpRegisterShort: 'Register',
  ogpUpdateShort: 'Update',
  ogpUpdateListing: 'Update OGP listing',
  ogpRegisteredHint: 'Players earn rewards when they play it.',
  ogpUpdating: 'Updating...',
  ogpRegisteredToast: 'Game registered with OGP!',
  ogpUpdatedToast: 'OGP listing updated',
  ogpNotConfigured: 'OGP rewards are not configured on this server',
  ogpUnavailable: 'OGP unavailable',
  ogpSectionTitle: 'OGP rewards',
  ogpExplainer: 'Let players earn rewards for playing it.',
  openInBrowserCopied:
    'Link copied! Open your browser (Safari or Chrome) and paste it into the address bar for the full experience. In many apps you can also tap ••• and choose "Open in browser".',
  openInBrowserManual: (url: string) =>
    `For the full experience, tap ••• and choose "Open in browser", or copy this link into your browser: ${url}`,
} as const;

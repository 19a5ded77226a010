/**
 * Every user-facing text of the spec (§2, §5, §8), exactly as written there.
 * Texts with placeholders are functions. Never retype these elsewhere: import them.
 */
export const MESSAGES = {
  // Routes and pages (§2)
  invalidSharedGameId: 'Invalid game ID. Please check the URL and try again.',
  processingAuthentication: 'Processing authentication...',
  authErrorTitle: 'Authentication Error',
  authErrorText: 'There was a problem authenticating your account. Please try again.',
  tryAgain: 'Try Again',
  notFoundTitle: '404 - Page Not Found',
  /** A page that failed to show (its code did not load, or it broke); the error is reported. */
  pageFailedTitle: 'This page could not be shown. Please reload and try again.',
  returnHome: 'Return Home',

  // Shell (§2)
  signUp: 'Sign Up',
  me: 'Me',
  fullExperienceInBrowser: 'Full experience in browser',
  fullExperience: 'Full Experience',
  navHome: 'Home',
  navCreate: 'CREATE',
  navFriends: 'Friends',
  navSignUp: 'SignUp',
  competitionDisabled: 'Competition',
  competitionWeekOfFight: 'Week of Fight',
  competitionFinalResults: 'Final Results',
  fightingNeedsSocialSignIn: 'Sign in to create Fighting games during Week of Fight',

  // Game layer status texts (§2)
  statusCheckingAuthentication: 'Checking authentication...',
  statusLoadingRuntime: 'Loading game runtime and configurations...',
  statusLoadingGameDetails: 'Loading game details...',
  statusCreatingEnvironment: 'Creating environment for new game...',
  statusStartingGame: 'Starting game...',

  // Home feed (§2)
  loadingGames: 'Loading games...',
  noGamesAvailable: 'No games available',
  noGamesAvailableAtTheMoment: 'No games available at the moment.',
  play: 'PLAY',

  // Game detail modal (§2)
  playGame: 'Play Game',
  share: 'Share',

  // Profile (§2)
  editPlayerNameTitle: 'Edit Player Name',
  playerSince: (date: string) => `Player since ${date}`,
  player: 'Player',
  statGamesCreated: 'Games Created',
  statTotalLikes: 'Total Likes',
  statTotalPlays: 'Total Plays',
  gameHidden: (reason: string) => `Hidden by a moderator: ${reason}`,
  statDailyPromptsLeft: 'Daily Prompts Left',
  yourGames: 'Your Games',
  noGamesYet: 'No games yet',
  createFirstGame: 'Create your first game to see it here!',
  loadingYourGames: 'Loading your games...',
  loadingProfile: 'Loading profile...',
  profileNotFound: 'Profile not found',
  editProfileHeading: 'Edit Profile',
  playerNameLabel: 'Player Name',
  playerNamePlaceholder: 'Enter your player name',
  submitChanges: 'Submit Changes',
  checking: 'Checking...',

  // Leaderboard (§2)
  leaderboardTitle: 'Week of Fight Leaderboard',
  byAuthor: (author: string) => `by ${author}`,
  playCount: (n: number) => `${n} ${n === 1 ? 'play' : 'plays'}`,
  madeByMe: 'Made by me',
  leaderboardFailed: 'Failed to load leaderboard',
  leaderboardAutoRetry: 'Auto-refresh will retry shortly',
  competitionStartsIn: (countdown: string) => `Competition starts in ${countdown}`,
  competitionEnded: 'Competition has ended',
  noCompetitionEntries: 'No competition entries yet',
  beFirstToCreate: 'Be the first to create a game!',
  signUpToJoin: 'Sign up to join the competition',
  rankingsRealTime: 'Rankings update in real-time',
  nextRefreshIn: (n: number) => `Next refresh in ${n}s`,
  loginToViewCompetition: 'Please log in to view competition data',

  // Overlays (§2)
  noContentAvailable: 'No content available.',
  adTitle: 'Ad',
  loadingAd: 'Loading ad...',
  loginPromptTitle: 'Keep Earning OGP Rewards',
  loginPromptText: 'Login to OGP to keep getting rewards from playing games',
  loginPromptLogin: 'Login',
  loginPromptNotNow: 'Not Now',
  loginPromptNote: 'You can always login later from your profile page',

  // Event banners (issue 9). Not quoted by the spec, which only names the four banners.
  eventBannerComingSoon: 'Coming soon',
  eventBannerStartsIn: 'Starts in',
  eventBannerLive: 'Live now',
  eventBannerLiveText: 'Make a Fighting game and climb the leaderboard!',
  eventBannerEndingSoon: 'Ending soon',
  eventBannerEndsIn: 'Ends in',
  eventBannerWinners: 'Winners',
  eventBannerNoWinners: 'No winners this time',
  eventBannerPrize: (prize: string) => `Prize: ${prize}`,
  /** The dd:hh:mm:ss countdown read out in words; zero units are left out but seconds stay. */
  eventCountdownSpoken: (days: number, hours: number, minutes: number, seconds: number) => {
    const units: [number, string][] = [
      [days, 'day'],
      [hours, 'hour'],
      [minutes, 'minute'],
    ];
    return [...units.filter(([n]) => n > 0), [seconds, 'second'] as [number, string]]
      .map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`)
      .join(' ');
  },

  // Create modal (§4, §5)
  confirmLoseEdits: 'Are you sure? You will lose all your edits.',
  enterGameDescription: 'Please enter a game description',
  selectGameGenre: 'Please select a game genre',
  // Not quoted by the spec: the categorize request caps prompts at this length.
  promptTooLong: (max: number) => `Game description must be ${max} characters or fewer`,
  fileTooLarge: 'File size must be less than 8MB',
  fileTypeNotSupported: (type: string, list: string) =>
    `File type ${type} is not supported. Please use: ${list}`,
  dailyPromptsUsed: "You've used all your daily prompts. Come back tomorrow for more!",
  signInToUpload: 'Sign in to upload',

  // Player name (§5)
  nameEmpty: 'Name cannot be empty',
  nameTooShort: (n: number, min: number) => `Too short: ${n}/${min} minimum`,
  nameTooLong: (n: number, max: number) => `Too long: ${n}/${max} maximum`,
  nameSemicolons: 'Name cannot contain semicolons',
  nameReservedWords: 'Name contains reserved words (Admin, Moderator, etc.)',
  // Not quoted by the spec (it only says "no control characters" / "a warning is shown").
  nameControlCharacters: 'Name cannot contain control characters',
  nameUntrimmedWarning: 'Leading or trailing spaces will be removed',
  nameRequirementLength: (min: number, max: number) => `Between ${min} and ${max} characters`,
  nameRestrictionSemicolons: 'No semicolons',
  nameRestrictionControlCharacters: 'No control characters',
  nameRestrictionReservedWords: 'No reserved words (Admin, Moderator, etc.)',
  fixValidationErrors: 'Please fix validation errors before submitting',
  serverValidationFailed: 'Server validation failed - please check the requirements above',
  profileUpdated: 'Profile updated successfully',

  // Game and runtime errors (§8)
  gameNotFound: 'Game not found. Please check the game ID.',
  invalidGameDetails: 'Invalid game details received from server',
  failedToLoadGameDetails: 'Failed to load game details',
  runtimeNotReady: 'Unity is not ready. Please try again.',
  failedToStartGame: 'Failed to start game',
  failedToStartGameCreation: 'Failed to start game creation',
  noGameConfig: 'No game config found',
  runtimeSetupNotAvailable: 'Unity setup not available',
  failedToStartRuntime: 'Failed to start Unity runtime',
  failedToPreloadAssets: 'Failed to preload Unity assets',
  failedToSendAccessToken: 'Failed to send access token',
  failedToHandleGameReady: 'Failed to handle game ready state',
  failedToHandleBackToFeed: 'Failed to handle back to game feed',
  gameConfigurationError: (status: number, detail: string) =>
    `Game configuration error (${status}): ${detail}`,
  invalidGameConfigurationFormat: 'Invalid game configuration format',

  // Auth (§8)
  registrationFailed: 'Failed to obtain valid auth tokens',

  // Profile (§8)
  genericError: 'An error occurred',

  // Like (§8)
  likeLoginRequired: 'Please log in to like games',
  likeForbidden: 'You are not authorized to perform this action',
  likeServerError: 'Server error. Please try again later',
  likeFailed: 'Failed to update like status',
  likeStatusLoadFailed: 'Failed to load your like status. Using default values.',

  // Toasts (§8)
  categorizeFailed: 'Failed to categorize prompt',
  categorizeFailedTryAgain: 'Failed to categorize prompt. Please try again.',
  startGameCreationFailed: 'Failed to start game creation. Please try again.',
  uploadFailed: (message: string) => `Upload failed: ${message}`,
  imageUploaded: 'Image uploaded successfully!',
  punchingDummyUploaded: 'Punching dummy image uploaded successfully!',
  linkCopied: 'Game link copied to clipboard!',
  shareFailed: 'Failed to share game. Please try again.',
  shareLinkFailed: 'Failed to get share link. Please try again.',

  // Upload errors (§8)
  uploadFailedWithStatus: (code: number, text: string) =>
    `Upload failed with status: ${code} - ${text}`,
  uploadNetworkError: 'Upload failed due to network error',
  uploadTimedOut: 'Upload timed out',
  uploadFailedAfterRetries: 'Upload failed after all retries',

  // Profile games (§8)
  errorLoadingGames: (msg: string) => `Error loading games: ${msg}`,
  errorLoadingGamesGeneric: 'An error occurred while loading games',

  // Operator console (issue 9). Not in the spec: texts of the /admin page for operators.
  adminTitle: 'Operator console',
  adminCheckingAccess: 'Checking your access...',
  adminNotAllowedTitle: 'Not allowed',
  adminNotAllowedText: 'This page is for operators. Sign in with an operator account to open it.',
  adminSignIn: 'Sign in',
  adminBackToApp: 'Back to Promptplay',
  adminLoading: 'Loading...',
  adminLoadFailed: 'Could not load this section.',
  adminRetry: 'Retry',
  adminEventsTitle: 'Events',
  adminNoEvents: 'No events scheduled.',
  adminEventName: 'Name',
  adminEventPrize: 'Prize',
  adminPreviewAt: 'Preview from',
  adminStartAt: 'Starts',
  adminEndingSoonAt: 'Ending soon from',
  adminEndAt: 'Ends',
  adminReviewUntil: 'Results shown until',
  adminLocalTimeHint: (zone: string) => `Times are in your local time (${zone}).`,
  adminFieldRequired: (field: string) => `${field} is required`,
  adminInstantMisordered: (field: string, previous: string) => `${field} must be after ${previous}`,
  adminScheduleEvent: 'Schedule event',
  adminNewEvent: 'New event',
  adminEditingEvent: (name: string) => `Editing ${name}`,
  adminSaveEvent: 'Save changes',
  adminSaving: 'Saving...',
  adminDiscardEdit: 'Discard changes',
  adminEdit: 'Edit',
  adminCancelEvent: 'Cancel event',
  adminConfirmCancelEvent: (name: string) => `Cancel ${name}? Players stop seeing it at once.`,
  adminEventScheduled: 'Event scheduled',
  adminEventSaved: 'Event saved',
  adminEventCancelled: 'Event cancelled',
  adminPhasePreview: 'Phase preview',
  adminPhaseNow: (phase: string) => `Now: ${phase}`,
  adminPhaseNotStarted: 'Not started',
  adminPhaseOver: 'Over',
  adminPhaseIncomplete: 'Fill in the five times, in order, to see the phases.',
  adminKeepEvent: 'Keep it',
  adminSomethingFailed: 'Something went wrong. Please try again.',
  adminPhaseLabelPreview: 'Preview',
  adminPhaseLabelNormalActive: 'Live',
  adminPhaseLabelEndingSoon: 'Ending soon',
  adminPhaseLabelReview: 'Review',
  adminMailTitle: 'Mail',
  adminMailSubject: 'Title',
  adminMailBody: 'Body (HTML)',
  adminMailRecipients: 'To',
  adminMailToAll: 'All players',
  adminMailToOne: 'One player',
  adminMailPlayerId: 'Player id',
  adminMailPreview: 'Preview',
  adminMailPreviewEmpty: 'The rendered mail shows here.',
  adminSendMail: 'Send mail',
  adminSending: 'Sending...',
  adminMailSent: 'Mail sent',
  adminGamesTitle: 'Games',
  adminGameId: 'Game id',
  adminHideReason: 'Reason',
  adminHideGame: 'Hide game',
  adminRestoreGame: 'Restore game',
  adminGameHidden: (gameId: string) => `${gameId} is hidden from players`,
  adminGameRestored: (gameId: string) => `${gameId} is visible again`,
  adminInvalidGameId: 'Game id must be 3 to 50 letters, digits or hyphens',
  adminAuditTitle: 'Audit log',
  adminAuditEmpty: 'No operator actions yet.',
  adminAuditWho: 'Who',
  adminAuditWhat: 'What',
  adminAuditWhen: 'When',
  adminRefresh: 'Refresh',

  // Mail & admin (issue 9). Not in the spec: the server's answers to operators and mail calls.
  adminOnly: 'Only operators can do this',
  eventNotFound: 'Event not found',
  eventOverlaps: (name: string) => `Overlaps the event "${name}": only one event at a time`,
  mailNotFound: 'Mail not found',
  mailPlayerNotFound: 'No player has this id',
  mailBodyEmpty: 'The message has no content left after removing unsafe HTML',
  mailBodyTooLong: (max: number) => `The message must be ${max} characters or fewer`,

  // Abuse limits (ours): the 429 RATE_LIMITED body; clients retry after Retry-After.
  rateLimited: 'Too many requests. Please wait a moment and try again.',

  // Consent banner (issue 13; the spec has no texts): analytics and ads, Consent Mode v2.
  consentTitle: 'Your privacy choices',
  consentText:
    'We count plays and page views to learn which games players enjoy, and show ads from a partner to keep Promptplay free. Nothing is measured and no ad partner loads until you choose.',
  consentAcceptAll: 'Accept all',
  consentRejectAll: 'Reject all',
  consentChoose: 'Choose',
  consentPurposes: 'What you allow',
  consentAnalytics: 'Analytics',
  consentAnalyticsHint: 'Plays, likes and page views, measured through our tag manager.',
  consentAds: 'Ads',
  consentAdsHint: 'Ads from our partner. Our own game suggestions show either way.',
  consentSave: 'Save choices',
  privacyChoices: 'Privacy choices',

  // Remix (issue 14; texts of the issue, the rest ours).
  remix: 'Remix',
  remixOf: (title: string, author: string) => `Remix of ${title} by ${author}`,
  remixesTitle: 'Remixes',
  remixSourceNotFound: 'The game to remix was not found',

  // Refine your own game (issue 14).
  changeIt: 'Change it',
  backToVersion: (version: number) => `Back to version ${version}`,
  versionsTitle: 'Versions',
  refineOwnerOnly: 'Only the game’s creator can change it',

  // Comments (issue 14).
  commentsTitle: 'Comments',
  signInToComment: 'Sign in to comment',
  commentNotFound: 'Comment not found',

  // Reports and moderation (issue 14).
  report: 'Report',
  reportAlreadyOpen: 'You have already reported this; a moderator will look at it',
  reportTargetNotFound: 'There is nothing to report here',
  reportGameTitle: 'Report this game',
  reportCommentTitle: 'Report this comment',
  reportReasonLegend: 'What is wrong?',
  reportReasons: {
    not_for_children: 'Not for children',
    hateful: 'Hateful or abusive',
    spam: 'Spam or scam',
    broken: 'Broken or empty',
    other: 'Something else',
  },
  reportTextLabel: 'Tell us more (optional)',
  reportTextTooLong: (max: number) => `Please keep it under ${max} characters`,
  reportSend: 'Send report',
  reportSent: 'Thanks. A moderator will look at it.',
  reportFailed: 'Could not send your report. Please try again.',
  reportLoginRequired: 'Please sign in to report',
  reportGuestForbidden: 'Sign in with an account to report',
  adminModerationTitle: 'Moderation',
  adminModerationEmpty: 'No open reports.',
  adminReportedGame: 'Game',
  adminReportedComment: 'Comment',
  adminReportedCommentOn: (title: string) => `On ${title}`,
  adminReportCount: (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`,
  adminTargetHidden: (reason: string) => `Hidden: ${reason}`,
  adminHideTarget: 'Hide',
  adminRestoreTarget: 'Restore',
  adminDismissReports: 'Dismiss',
  adminTargetHiddenDone: 'Hidden; its reports are closed',
  adminTargetRestoredDone: 'Restored',
  adminReportsDismissed: 'Reports dismissed',
  adminCommentHidden: (id: string) => `Comment ${id} hidden`,
  adminCommentRestored: (id: string) => `Comment ${id} restored`,
} as const;

export type MessageKey = keyof typeof MESSAGES;

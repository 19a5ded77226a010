/** Business constants and limits (spec §9). Times are milliseconds unless the name says otherwise. */
export const PRODUCT_VERSION = '1.66.0';
export const BRAND_NAME = 'Promptplay';

export const TOKEN_REFRESH_BUFFER_MS = 5 * 60_000;
export const REFRESH_INTERVAL_MAX_MS = 30 * 60_000;
export const REFRESH_INTERVAL_MIN_MS = 60_000;
export const REFRESH_LOOP_FAILURE_WAIT_MS = 60_000;
export const TOKEN_MANAGER_COOLDOWN_MS = 30_000;
export const TOKEN_MANAGER_MAX_CONSECUTIVE_FAILURES = 3;
export const TOKEN_NEAR_EXPIRY_MS = 5 * 60_000;
export const CLOCK_TOLERANCE_MS = 5 * 60_000;
export const STALE_REFRESH_WINDOW_MS = 60 * 60_000;
export const AUTH_WAIT_TIMEOUT_MS = 5_000;
export const REGISTRATION_EVENT_LOG_CAP = 10;

export const RETRY_MAX_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 10_000;
export const RETRY_JITTER = 0.1;

export const VIEWPORT_RESIZE_DEBOUNCE_MS = 150;
export const RUNTIME_POLL_MS = 50;
export const FEED_CACHE_MS = 60_000;
export const CATEGORIZE_TIMEOUT_MS = 40_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const SCROLL_ENGAGEMENT_THROTTLE_MS = 500;
export const SCROLL_ENGAGEMENT_MIN_DEPTH_STEP = 10;
export const MOBILE_CANVAS_PIXEL_RATIO_FACTOR = 0.65;

export const PLAYER_NAME_MIN_LENGTH = 3;
export const PLAYER_NAME_MAX_LENGTH = 20;
export const GAME_ID_MIN_LENGTH = 3;
export const GAME_ID_MAX_LENGTH = 50;
export const BUILT_IN_EXAMPLE_PROMPT_COUNT = 10;
/** Longest prompt the categorize call accepts (not in the spec; a sane request limit). */
export const PROMPT_MAX_LENGTH = 1000;

export const TOAST_ERROR_MS = 5_000;
export const TOAST_SUCCESS_MS = 3_000;

export const FEED_INITIAL_PAGE_SIZE = 6;
export const FEED_MAX_PAGE_SIZE = 50;
export const FEED_NEXT_PAGE_DEBOUNCE_MS = 300;
export const FEED_SCROLL_TRIGGER_PX = 50;
export const FEED_SCROLL_THROTTLE_MS = 150;

export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
export const UPLOAD_ALLOWED_TYPES = ['image/jpeg', 'image/png'] as const;
export const UPLOAD_MAX_ATTEMPTS = 3;
export const UPLOAD_BACKOFF_MS = [2_000, 4_000] as const;
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export const GAME_CREATION_TIME_LIMIT = 180;
export const GAME_CREATION_ADDRESSABLE_VERSION = 1;
export const GAME_CREATION_ENABLE_EXPERIMENTAL = false;
export const GAME_CREATION_REQUEST_CHARACTER_GENERATION_TYPE = 1;

export const ANALYSIS_COUNTDOWN_SECONDS = 15;
export const LEADERBOARD_REFRESH_MS = 60_000;
export const EVENT_COUNTDOWN_TICK_MS = 1_000;
export const CREATE_STATE_VALID_MS = 60 * 60_000;
export const CREATE_MODAL_REOPEN_DELAY_MS = 200;
export const GUEST_LOGIN_PROMPT_DELAY_MS = 2_000;
export const AD_POPUP_FALLBACK_MS = 5_000;
export const AD_POPUP_CLOSE_DELAY_MS = 1_000;

export const DRAFT_POLL_INITIAL_DELAY_MS = 1_000;
export const DRAFT_POLL_INTERVAL_MS = 2_000;
export const DRAFT_POLL_MAX_ATTEMPTS = 30;

/** Progress display (spec §4): eased to 90 while loading, then +1 per second to 99, 100 when loaded. */
export const PROGRESS_LOADING_CAP = 90;
export const PROGRESS_CREEP_CAP = 99;
export const PROGRESS_CREEP_STEP_MS = 1_000;

export const MEDIA_TIERS = [
  { name: '2g', width: 360, height: 240, quality: 30 },
  { name: '3g', width: 480, height: 360, quality: 45 },
  { name: '4g', width: 720, height: 480, quality: 60 },
  { name: 'best', width: 1080, height: 720, quality: 75 },
] as const;

export const ERROR_REPORTING_SAMPLE_RATE = 0.1;
export const ERROR_REPORTING_RELEASE = `v${PRODUCT_VERSION}`;

/** Left-edge swipe guard width on touch devices (spec §2). */
export const LEFT_EDGE_SWIPE_GUARD_PX = 40;

/** Scope sent with a refresh-token grant (spec §7). */
export const REFRESH_TOKEN_SCOPE = 'game.session player.profile';

// Public surface of @promptplay/contracts. Add named exports here; no `export *`.
export {
  GAME_GENRES,
  type GameGenre,
  MODAL_GENRES,
  type ModalGenre,
  MODAL_GENRE_TO_API,
  PRODUCTION_HIDDEN_GENRES,
  GENRE_LABELS,
  TARGET_AUDIENCES,
  type TargetAudience,
  DEFAULT_TARGET_AUDIENCE,
  FEED_SORTS,
  type FeedSort,
  InteractionType,
  type InteractionTypeValue,
  PROMPT_TYPES,
  type PromptType,
  LEVEL_TYPES,
  type LevelType,
  EVENT_PHASES,
  type EventPhase,
  CHARACTER_GENERATION_TYPES,
  type CharacterGenerationType,
  GAME_SESSION_SOURCES,
  type GameSessionSource,
  RUNTIME_STATUSES,
  type RuntimeStatus,
  GAME_STATUSES,
  type GameStatus,
  DRAFT_STATUSES,
  type DraftStatus,
  UPLOAD_STATUSES,
  type UploadStatus,
  AUTH_METHODS,
  type AuthMethod,
  LOGIN_METHODS,
  type LoginMethod,
} from './enumLists.js';
export {
  gameGenreSchema,
  modalGenreSchema,
  targetAudienceSchema,
  feedSortSchema,
  interactionTypeSchema,
  promptTypeSchema,
  levelTypeSchema,
  eventPhaseSchema,
  characterGenerationTypeSchema,
  gameSessionSourceSchema,
  runtimeStatusSchema,
  gameStatusSchema,
  draftStatusSchema,
  uploadStatusSchema,
  authMethodSchema,
  loginMethodSchema,
} from './enums.js';
export * as CONSTANTS from './constants.js';
export { MESSAGES, type MessageKey } from './messages.js';
export { SPRITE_LIBRARY_CREDITS, type SpriteLibraryCredit } from './artCredits.js';
export {
  API_ERROR_CODES,
  apiErrorCodeSchema,
  type ApiErrorCode,
  fieldErrorSchema,
  type FieldError,
  apiErrorBodySchema,
  type ApiErrorBody,
} from './apiError.js';
export {
  WORLD_FORMAT_VERSION,
  hexColorSchema,
  semverSchema,
  assetUrlSchema,
  worldProfileDataSchema,
  type WorldProfileData,
  paletteSchema,
  type Palette,
  BACKGROUND_SHAPES,
  backgroundLayerSchema,
  type BackgroundLayer,
  backgroundSchema,
  TIMES_OF_DAY,
  WEATHERS,
  MOODS,
  SKY_EVENTS,
  atmosphereSchema,
  type WorldAtmosphere,
  SPRITE_SHEET_FRAMES,
  type SpriteFrameName,
  characterSchema,
  type Character,
  itemSpriteSchema,
  type ItemSprite,
} from './worlds/common.js';
export {
  PLATFORM_COURSES,
  PLATFORMER_WORLD_VERSION,
  platformerWorldSchema,
  type PlatformCourse,
  type PlatformerWorld,
} from './worlds/platformer.js';
export { PLATFORM_COURSE_SHAPES, type CourseShape } from './worlds/platformCourseShapes.js';
export { RACING_WORLD_VERSION, racingWorldSchema, type RacingWorld } from './worlds/racing.js';
export {
  RACING_ROAD_SURFACES,
  type RacingRoadSurface,
  ROAD_SURFACE_COLORS,
  type RoadSurfaceColors,
} from './worlds/racingRoadSurface.js';
export {
  HILL_RACER_WORLD_VERSION,
  HILL_VEHICLE_KINDS,
  type HillVehicleKind,
  hillVehicleRigSchema,
  type HillVehicleRig,
  hillRacerWorldSchema,
  type HillRacerWorld,
} from './worlds/hillRacer.js';
export {
  AERIAL_WORLD_VERSION,
  AERIAL_VEHICLE_KINDS,
  type AerialVehicleKind,
  aerialSpriteSchema,
  type AerialSprite,
  aerialWorldSchema,
  type AerialWorld,
} from './worlds/aerial.js';
export {
  COLLECTIBLE_WORLD_VERSION,
  MAX_OBSTACLE_SPRITES,
  collectibleWorldSchema,
  type CollectibleObstacle,
  type CollectibleWorld,
} from './worlds/collectible.js';
export {
  MERGE_WORLD_VERSION,
  MERGE_CHAIN_MIN_TIERS,
  MERGE_CHAIN_MAX_TIERS,
  mergeWorldSchema,
  type MergeWorld,
} from './worlds/merge.js';
export { FARMING_WORLD_VERSION, farmingWorldSchema, type FarmingWorld } from './worlds/farming.js';
export { SHOOTER_WORLD_VERSION, shooterWorldSchema, type ShooterWorld } from './worlds/shooter.js';
export {
  FPS_WORLD_VERSION,
  FPS_WALL_PATTERNS,
  type FpsWallPattern,
  fpsWorldSchema,
  type FpsWorld,
} from './worlds/fps.js';
export {
  FPS_WALL_SHAPES,
  FPS_WALL_TONES,
  fpsWallToneHex,
  type FpsWallFeature,
  type FpsWallShape,
  type FpsWallTone,
} from './worlds/fpsWallShapes.js';
export {
  SPLATTER_WORLD_VERSION,
  splatterWorldSchema,
  type SplatterWorld,
} from './worlds/splatter.js';
export {
  FIGHTING_WORLD_VERSION,
  FIGHTER_PERSONALITIES,
  fighterPersonalitySchema,
  type FighterPersonality,
  fightingOpponentSchema,
  type FightingOpponent,
  fightingWorldSchema,
  type FightingWorld,
} from './worlds/fighting.js';
export {
  SLAPPER_WORLD_VERSION,
  slapWeaponSchema,
  type SlapWeapon,
  slapperWorldSchema,
  type SlapperWorld,
} from './worlds/slapper.js';
export {
  BRAINROT_WORLD_VERSION,
  brainrotWorldSchema,
  type BrainrotWorld,
} from './worlds/brainrot.js';
export {
  worldFileSchema,
  type WorldFile,
  type WorldParseResult,
  parseWorldFile,
} from './worlds/index.js';
export {
  hostToRuntimeMessageSchema,
  type HostToRuntimeMessage,
  type HostToRuntimePayload,
} from './bridge.js';
export {
  BRIDGE_CHANNEL,
  ERROR_REPORT_LIMITS,
  runtimeToHostMessageSchema,
  type RuntimeToHostMessage,
  type RuntimeToHostPayload,
} from './bridgeToHost.js';
export {
  GAME_ID_PATTERN,
  gameIdSchema,
  gameSchema,
  type Game,
  gameDetailSchema,
  type GameDetail,
  screenshotTierSchema,
  gameVersionLabel,
  remixCreditSchema,
  type RemixCredit,
  type ScreenshotTier,
} from './api/game.js';
export {
  feedQuerySchema,
  type FeedQuery,
  feedPageSchema,
  type FeedPage,
  feedGameResponseSchema,
  type FeedGameResponse,
} from './api/feed.js';
export {
  tokenResponseSchema,
  type TokenResponse,
  refreshTokenRequestSchema,
  type RefreshTokenRequest,
  codeExchangeRequestSchema,
  type CodeExchangeRequest,
  tokenValidateResponseSchema,
  type TokenValidateResponse,
  accessTokenClaimsSchema,
  type AccessTokenClaims,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
} from './api/auth.js';
export { gameManifestSchema, type GameManifest } from './api/manifest.js';
export {
  nameValidationRulesSchema,
  type NameValidationRules,
  DEFAULT_NAME_VALIDATION_RULES,
} from './rules/nameValidationRules.js';
export {
  PLAYER_NAME_RESERVED_WORDS,
  type PlayerNameValidation,
  normalizePlayerName,
  validatePlayerName,
} from './rules/playerName.js';
export { validateGameId } from './rules/gameId.js';
export { type CreatePromptInput, validateCreatePrompt } from './rules/createPrompt.js';
export {
  UPLOAD_ALLOWED_TYPES_LABEL,
  type UploadFileInput,
  isAllowedUploadType,
  validateUploadFile,
} from './rules/uploadFile.js';
export { BUILT_IN_EXAMPLE_PROMPTS, parseExamplePrompts } from './rules/examplePrompts.js';
export {
  type SearchParamsLike,
  type FeedSearchParams,
  DEFAULT_FEED_SORT,
  parseFeedSearchParams,
} from './rules/feedSearchParams.js';
export {
  type FirstViewRequest,
  type FirstViewMarkup,
  type RenderFirstView,
  FIRST_VIEW_STATE_ELEMENT_ID,
} from './firstView.js';
export { parseSemver, compareSemver, isBuildUpToDate } from './rules/semver.js';
export { type GameManifestValidation, validateGameManifest } from './rules/gameManifest.js';
export {
  type GameDetailValidation,
  gameDetailFromWorld,
  validateGameDetail,
} from './rules/gameDetail.js';
export {
  HTTP_ERROR_CLASSES,
  type HttpErrorClass,
  classifyHttpError,
  isRetryableErrorClass,
} from './rules/httpErrorClass.js';
export { retryDelayMs } from './rules/retryDelay.js';
export { GENRE_MAX_ROUND_SCORE, maxRoundScore } from './rules/maxRoundScore.js';
export {
  type EventSchedule,
  EVENT_INSTANTS,
  eventPhaseAt,
  isLivePhase,
  firstMisorderedInstant,
} from './rules/eventPhase.js';
export { likeErrorMessage } from './rules/likeError.js';
export { isSavedCreateModalStateFresh } from './rules/createModalState.js';
export {
  MAX_URL_LENGTH,
  httpUrlOrPathSchema,
  entityIdSchema,
  isoDateTimeSchema,
} from './api/common.js';
export {
  likeStatusSchema,
  type LikeStatus,
  interactionRequestSchema,
  type InteractionRequest,
} from './api/like.js';
export {
  playerProfileSchema,
  type PlayerProfile,
  renamePlayerRequestSchema,
  type RenamePlayerRequest,
  myGamesResponseSchema,
  type MyGamesResponse,
  hasLoggedInResponseSchema,
  type HasLoggedInResponse,
  checkAdResponseSchema,
  type CheckAdResponse,
} from './api/player.js';
export {
  PLAY_RESULT_MAX_DURATION_MS,
  PLAY_RESULT_MAX_SCORE,
  gameSessionSchema,
  playResultRequestSchema,
  playResultResponseSchema,
  type GameSession,
  type PlayResultRequest,
  type PlayResultResponse,
  startGameSessionRequestSchema,
  type StartGameSessionRequest,
  startGameSessionResponseSchema,
  type StartGameSessionResponse,
  gameSessionIdParamsSchema,
  type GameSessionIdParams,
  endGameSessionResponseSchema,
  type EndGameSessionResponse,
} from './api/session.js';
export {
  GENRE_SPECIFIC_FIELD_KEYS,
  genreSpecificFieldKeySchema,
  type GenreSpecificFieldKey,
  GENRE_FIELD_MAX_LENGTH,
  genreSpecificFieldsSchema,
  type GenreSpecificFields,
  GENRE_FIELD_KEYS_BY_GENRE,
} from './api/genreFields.js';
export {
  GENERATED_PROMPT_MAX_LENGTH,
  playerPromptSchema,
  categorizeRequestSchema,
  type CategorizeRequest,
  characterSlotSchema,
  characterMatchSchema,
  type CharacterMatch,
  characterMatchesSchema,
  type CharacterMatches,
  categorizedPromptSchema,
  type CategorizedPrompt,
} from './api/categorize.js';
export {
  promptCreationPayloadSchema,
  type PromptCreationPayload,
  CHARACTER_GENERATION_TYPE_CODES,
  gameCreationPayloadSchema,
  type GameCreationPayload,
  type GameCreationPayloadInput,
  draftCreateRequestSchema,
  type DraftCreateRequest,
  type DraftCreateRequestInput,
  draftCreateResponseSchema,
  type DraftCreateResponse,
  draftStatusResponseSchema,
  type DraftStatusResponse,
} from './api/creation.js';
export { savedCreateModalStateSchema, type SavedCreateModalState } from './api/createModalState.js';
export {
  UPLOAD_TYPES,
  uploadTypeSchema,
  type UploadType,
  uploadPresignRequestSchema,
  type UploadPresignRequest,
  uploadPresignResponseSchema,
  type UploadPresignResponse,
} from './api/upload.js';
export {
  eventDataSchema,
  type EventData,
  competitionEntrySchema,
  type CompetitionEntry,
  competitionDataSchema,
  type CompetitionData,
  mailSchema,
  type Mail,
  mailIdParamsSchema,
  type MailIdParams,
  mailReadResponseSchema,
  type MailReadResponse,
} from './api/event.js';
export {
  adminEventInputSchema,
  type AdminEventInput,
  adminEventSchema,
  type AdminEvent,
  adminEventListSchema,
  type AdminEventList,
  adminEventIdParamsSchema,
  type AdminEventIdParams,
  adminMailInputSchema,
  type AdminMailInput,
  adminMailSentSchema,
  type AdminMailSent,
  adminGameParamsSchema,
  type AdminGameParams,
  adminHideGameInputSchema,
  type AdminHideGameInput,
  adminGameVisibilitySchema,
  type AdminGameVisibility,
  adminAuditEntrySchema,
  type AdminAuditEntry,
  adminAuditListSchema,
  type AdminAuditList,
  adminWhoAmISchema,
  type AdminWhoAmI,
  adminReportSchema,
  type AdminReport,
  adminReportedGameSchema,
  type AdminReportedGame,
  adminReportGroupSchema,
  type AdminReportGroup,
  adminReportQueueSchema,
  type AdminReportQueue,
  adminReportQuerySchema,
  type AdminReportQuery,
  adminReportTargetSchema,
  type AdminReportTarget,
  adminReportsResolvedSchema,
  type AdminReportsResolved,
  adminReportParamsSchema,
  type AdminReportParams,
  adminCommentParamsSchema,
  type AdminCommentParams,
  adminCommentVisibilitySchema,
  type AdminCommentVisibility,
} from './api/admin.js';
export {
  reportTargetTypeSchema,
  type ReportTargetType,
  REPORT_REASONS,
  reportReasonSchema,
  type ReportReason,
  REPORT_TEXT_MAX_LENGTH,
  reportInputSchema,
  type ReportInput,
  reportCreatedSchema,
  type ReportCreated,
} from './api/reports.js';
export {
  COMMENT_MAX_LENGTH,
  COMMENTS_DEFAULT_PAGE_SIZE,
  COMMENTS_MAX_PAGE_SIZE,
  commentTextSchema,
  postCommentRequestSchema,
  type PostCommentRequest,
  commentAuthorSchema,
  commentSchema,
  type Comment,
  type CommentCursor,
  commentCursorOf,
  commentCursorSchema,
  commentsQuerySchema,
  type CommentsQuery,
  commentsPageSchema,
  type CommentsPage,
  commentIdParamsSchema,
  type CommentIdParams,
  commentDeletedSchema,
  type CommentDeleted,
} from './api/comments.js';
export {
  REMIX_PAGE_MAX_SIZE,
  remixListQuerySchema,
  type RemixListQuery,
  remixListResponseSchema,
  type RemixListResponse,
} from './api/remixList.js';
export { remixSourceSchema, type RemixSource } from './api/remix.js';
export {
  REFINE_PROMPT_MAX_LENGTH,
  refineRequestSchema,
  type RefineRequest,
  refineResponseSchema,
  type RefineResponse,
  gameVersionParamsSchema,
  type GameVersionParams,
  gameVersionSchema,
  type GameVersion,
  gameVersionsResponseSchema,
  type GameVersionsResponse,
} from './api/refine.js';
export { adConfigSchema, type AdConfig } from './api/adConfig.js';
export {
  clientConfigSchema,
  errorReportingConfigSchema,
  type ClientConfig,
  type ErrorReportingConfig,
} from './api/clientConfig.js';
export {
  type PageRoute,
  type GameSessionResult,
  analyticsEventSchema,
  type AnalyticsEvent,
  type AnalyticsEventName,
} from './analytics/events.js';
export {
  REGISTRATION_EVENT_NAMES,
  type RegistrationEventName,
  registrationLogEntrySchema,
  type RegistrationLogEntry,
} from './analytics/registrationLog.js';
export {
  consentChoiceSchema,
  type ConsentChoice,
  CONSENT_STORAGE_KEY,
  CONSENT_DECIDED_COOKIE,
  CONSENT_MODE_DEFAULT,
  consentModeStateFor,
} from './analytics/consent.js';
export {
  ogpRegisterGameRequestSchema,
  type OgpRegisterGameRequest,
  ogpRegisterGameResponseSchema,
  type OgpRegisterGameResponse,
  updateOgpStatusRequestSchema,
  type UpdateOgpStatusRequest,
  OGP_PLAYER_ID_PATTERNS,
  isOgpPlayerId,
  OGP_LINKED_ID_HINT,
  ogpLinkedIdSchema,
  ogpIdentityRequestSchema,
  type OgpIdentityRequest,
  ogpIdentityResponseSchema,
  type OgpIdentityResponse,
  adminOgpOverviewSchema,
  type AdminOgpOverview,
} from './api/ogp.js';
export {
  jsonWebKeySchema,
  type JsonWebKeyShape,
  jwksResponseSchema,
  type JwksResponse,
} from './api/jwks.js';

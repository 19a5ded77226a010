// Public surface of @promptplay/server for tools that run it in-process (bench, scripts).
export { buildApp, type AppDeps, BODY_LIMIT_BYTES } from './app.js';
export type { App } from './appTypes.js';
export { loadConfig, type Config, REPO_ROOT } from './config.js';
export type { Database, DatabaseConnection, DatabaseDriver } from './db/database.js';
export {
  createPromptplayServer,
  type CreateServerOptions,
  type PromptplayServer,
} from './server.js';
export type {
  BuildGame,
  BuildGameInput,
  BuiltGame,
  BuiltGameFile,
  StarterCatalogueSource,
  StarterPrompt,
} from './modules/games/gameBuilder.js';
export { starterGameId } from './seed/starterGameId.js';
// For benches that mint signed-in players without walking a sign-in provider.
export { createAccessTokens } from './modules/auth/accessTokens.js';
export { loadSigningKeys } from './modules/auth/signingKeys.js';

// Public surface of @promptplay/generator. Named exports only; no `export *`.
export { buildGame, type BuildGameInput, type BuiltGame, type GeneratedFile } from './buildGame.js';
export { STARTER_PROMPTS, type StarterPrompt } from './starterPrompts.js';
export { seedFromString } from './random/seededRandom.js';
export { analyzePrompt } from './analyze/analyzePrompt.js';
export type {
  CharacterConcept,
  CharacterLook,
  GoalConcept,
  ItemConcept,
  PromptAnalysis,
  SettingConcept,
} from './analyze/types.js';

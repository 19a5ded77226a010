// Public surface of `@promptplay/runtime` for other packages (the runtime itself is the built
// iframe app under `/runtime/`). Pure modules only: importing this never loads Phaser.
export {
  type PlatformerLevel,
  generatePlatformerLevel,
  createRng,
  isLevelBeatable,
} from './levels/index.js';
export { buildSampleWorld, type SampleWorldOverrides } from './testing/sampleWorld.js';
/** Path the built runtime is served under (Vite `base`). */
export const RUNTIME_BASE_PATH = '/runtime/';

// First: configures zod before any schema is built (see the module).
import '@promptplay/contracts/zodJitless';
import { bootRuntime } from './boot.js';

bootRuntime(window);

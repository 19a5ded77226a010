import { bootRuntime } from './boot.js';

bootRuntime(window);

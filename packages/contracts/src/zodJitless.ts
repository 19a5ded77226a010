import { config } from 'zod/mini';

/**
 * Browser entry points import this module first. zod compiles object parsers with
 * `new Function` unless told not to, and our pages' content security policy has no
 * 'unsafe-eval': every page would report a violation (and Firefox a page error). The flag is
 * read when a schema is built, so it must be set before any schema module runs. It is zod
 * core's setting, so it holds for zod/mini and classic schemas alike; imported from zod/mini
 * so the first view's scripts hold no classic zod (README "First view and deep pages").
 */
config({ jitless: true });

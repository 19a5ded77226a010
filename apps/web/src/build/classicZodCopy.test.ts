import { describe, expect, it } from 'vitest';
import { CLASSIC_COPY_SUFFIX, isClassicCopyImport } from './classicZodCopy.js';

const ZOD = '/repo/node_modules/zod';

describe("classic zod's own copy of zod core", () => {
  it('is what classic zod imports of core and the locales', () => {
    expect(isClassicCopyImport(`${ZOD}/v4/classic/schemas.js`, `${ZOD}/v4/core/index.js`)).toBe(
      true,
    );
    expect(isClassicCopyImport(`${ZOD}/v4/classic/schemas.js`, `${ZOD}/v4/locales/en.js`)).toBe(
      true,
    );
    expect(isClassicCopyImport(`${ZOD}/index.js`, `${ZOD}/v4/core/index.js`)).toBe(true);
  });

  it('is what that copy imports in turn, so core is copied whole', () => {
    const copiedCore = `${ZOD}/v4/core/schemas.js${CLASSIC_COPY_SUFFIX}`;
    expect(isClassicCopyImport(copiedCore, `${ZOD}/v4/core/util.js`)).toBe(true);
  });

  it("leaves zod/mini's core and classic zod's own modules alone", () => {
    expect(isClassicCopyImport(`${ZOD}/v4/mini/schemas.js`, `${ZOD}/v4/core/index.js`)).toBe(false);
    expect(isClassicCopyImport('/repo/src/feedApi.ts', `${ZOD}/v4/core/index.js`)).toBe(false);
    expect(
      isClassicCopyImport(`${ZOD}/v4/classic/external.js`, `${ZOD}/v4/classic/schemas.js`),
    ).toBe(false);
  });
});

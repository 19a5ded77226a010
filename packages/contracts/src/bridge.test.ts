import { describe, expect, it } from 'vitest';
import {
  BRIDGE_CHANNEL,
  hostToRuntimeMessageSchema,
  PICTURE_LIMITS,
  runtimeToHostMessageSchema,
} from './bridge.js';

const picture = (fields: object) => ({
  channel: BRIDGE_CHANNEL,
  type: 'picture',
  url: 'https://promptplay.test/media/hero.png',
  data: new Uint8Array([137, 80, 78, 71]).buffer,
  contentType: 'image/png',
  ...fields,
});

describe('the picture message', () => {
  it('carries the bytes of a picture the host fetched, with the URL the runtime would use', () => {
    const parsed = hostToRuntimeMessageSchema.safeParse(picture({}));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.type === 'picture' && parsed.data.data.byteLength).toBe(4);
  });

  it('refuses a relative or overlong URL, bytes that are not an ArrayBuffer, a non-image type', () => {
    const tooLong = `https://promptplay.test/${'a'.repeat(PICTURE_LIMITS.urlLength)}.png`;
    for (const fields of [
      { url: '/media/hero.png' },
      { url: tooLong },
      { data: 'iVBORw0KGgo=' },
      { data: new Uint8Array(4) },
      { contentType: 'text/html' },
      { contentType: undefined },
    ]) {
      expect(hostToRuntimeMessageSchema.safeParse(picture(fields)).success).toBe(false);
    }
  });

  it('refuses a picture larger than the limit', () => {
    const huge = new ArrayBuffer(PICTURE_LIMITS.bytes + 1);
    expect(hostToRuntimeMessageSchema.safeParse(picture({ data: huge })).success).toBe(false);
  });
});

describe('preparing the next game', () => {
  it('names the game to start and the game prepared; a message without one is refused', () => {
    const start = { channel: BRIDGE_CHANNEL, type: 'startGame', gameId: 'space-cats' };
    const prepared = { channel: BRIDGE_CHANNEL, type: 'prepared', gameId: 'space-cats' };
    expect(hostToRuntimeMessageSchema.safeParse(start).success).toBe(true);
    expect(runtimeToHostMessageSchema.safeParse(prepared).success).toBe(true);
    expect(hostToRuntimeMessageSchema.safeParse({ ...start, gameId: '' }).success).toBe(false);
    expect(runtimeToHostMessageSchema.safeParse({ ...prepared, gameId: 7 }).success).toBe(false);
  });

  it('asks to prepare only with a valid world, like loadGame', () => {
    const prepare = {
      channel: BRIDGE_CHANNEL,
      type: 'prepareGame',
      gameId: 'space-cats',
      world: { gameGenre: 'PLATFORMER' },
      assetOrigin: 'https://promptplay.test',
      bestScore: 0,
    };
    expect(hostToRuntimeMessageSchema.safeParse(prepare).success).toBe(false);
  });
});

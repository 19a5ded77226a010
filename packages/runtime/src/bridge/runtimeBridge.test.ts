import {
  BRIDGE_CHANNEL,
  runtimeToHostMessageSchema,
  type HostToRuntimeMessage,
} from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildSampleWorld } from '../testing/sampleWorld.js';
import { RuntimeBridge, type MessageSource, type MessageTarget } from './runtimeBridge.js';

function setup() {
  let listener: ((event: MessageEvent) => void) | null = null;
  const self: MessageSource = {
    addEventListener: (_type, l) => {
      listener = l;
    },
    removeEventListener: () => {
      listener = null;
    },
  };
  const posted: unknown[] = [];
  const parent: MessageTarget = { postMessage: (message) => posted.push(message) };
  const stranger: MessageTarget = { postMessage: () => undefined };
  const bridge = new RuntimeBridge(self, parent);
  const received: HostToRuntimeMessage[] = [];
  bridge.onMessage((message) => received.push(message));
  bridge.start();
  const deliver = (data: unknown, source: unknown = parent) =>
    listener?.({ data, source } as unknown as MessageEvent);
  return { bridge, posted, received, deliver, stranger };
}

const init = { channel: BRIDGE_CHANNEL, type: 'init', pixelRatio: 2, isTouch: true };

describe('RuntimeBridge', () => {
  it('delivers valid host messages from the parent window', () => {
    const { received, deliver } = setup();
    deliver(init);
    deliver({ channel: BRIDGE_CHANNEL, type: 'pause' });
    expect(received.map((m) => m.type)).toEqual(['init', 'pause']);
  });

  it('ignores messages from any window other than the parent', () => {
    const { received, deliver, stranger } = setup();
    deliver(init, stranger);
    deliver(init, null);
    expect(received).toEqual([]);
  });

  it('ignores messages on another channel, of unknown type or with bad fields', () => {
    const { received, posted, deliver } = setup();
    deliver({ ...init, channel: 'someone-else' });
    deliver({ channel: BRIDGE_CHANNEL, type: 'explode' });
    deliver({ ...init, pixelRatio: 'big' });
    deliver('init');
    deliver(null);
    expect(received).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('passes a loadGame with a valid world through', () => {
    const { received, deliver } = setup();
    const world = buildSampleWorld();
    deliver({
      channel: BRIDGE_CHANNEL,
      type: 'loadGame',
      gameId: 'abc',
      world,
      assetOrigin: 'http://localhost:3000',
      bestScore: 5,
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.type === 'loadGame' && received[0].world.seed).toBe(world.seed);
  });

  it('answers a loadGame with a broken world file with an error naming the field', () => {
    const { received, posted, deliver } = setup();
    const world = { ...buildSampleWorld(), seed: -4 };
    deliver({
      channel: BRIDGE_CHANNEL,
      type: 'loadGame',
      gameId: 'abc',
      world,
      assetOrigin: 'http://localhost:3000',
      bestScore: 0,
    });
    expect(received).toEqual([]);
    expect(posted).toHaveLength(1);
    const message = runtimeToHostMessageSchema.parse(posted[0]);
    expect(message.type === 'error' && message.message).toMatch(/seed/);
  });

  it('answers a prepareGame with a broken world file too, so the host does not wait for it', () => {
    const { received, posted, deliver } = setup();
    deliver({
      channel: BRIDGE_CHANNEL,
      type: 'prepareGame',
      gameId: 'abc',
      world: { ...buildSampleWorld(), seed: -4 },
      assetOrigin: 'http://localhost:3000',
      bestScore: 0,
    });
    expect(received).toEqual([]);
    const message = runtimeToHostMessageSchema.parse(posted[0]);
    expect(message.type === 'error' && message.message).toMatch(/seed/);
  });

  it('names the genre field when the world is of a genre this runtime does not know', () => {
    const { posted, deliver } = setup();
    // Every API genre has a world schema: a made-up one keeps the unsupported-genre path tested.
    const world = { ...buildSampleWorld(), gameGenre: 'TOWER_DEFENSE' as unknown };
    deliver({
      channel: BRIDGE_CHANNEL,
      type: 'loadGame',
      gameId: 'abc',
      world,
      assetOrigin: 'http://localhost:3000',
      bestScore: 0,
    });
    const message = runtimeToHostMessageSchema.parse(posted[0]);
    expect(message.type === 'error' && message.message).toMatch(/gameGenre/);
  });

  it('stamps outgoing messages with the channel so the host schema accepts them', () => {
    const { bridge, posted } = setup();
    bridge.postStatus('RUNTIME_READY_TO_START');
    bridge.post({ type: 'gameOver', won: true, score: 120, bestScore: 120 });
    bridge.postError('x'.repeat(900));
    expect(posted.map((m) => runtimeToHostMessageSchema.safeParse(m).success)).toEqual([
      true,
      true,
      true,
    ]);
    expect(bridge.status).toBe('RUNTIME_READY_TO_START');
  });

  it('stops delivering after dispose', () => {
    const { bridge, received, deliver } = setup();
    bridge.dispose();
    deliver(init);
    expect(received).toEqual([]);
  });
});

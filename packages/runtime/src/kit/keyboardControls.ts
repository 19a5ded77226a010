import { Input, type Scene } from 'phaser';
import type { ControlScheme, ControlsState } from './controls.js';
import { ALL_KEY_NAMES, keyBindingsFor, type KeyBindings, type KeyName } from './keyBindings.js';

type KeyList = readonly Input.Keyboard.Key[];

interface BoundKeys {
  left: KeyList;
  right: KeyList;
  up: KeyList;
  down: KeyList;
  jump: KeyList;
  action: KeyList;
}

function anyDown(keys: KeyList): boolean {
  for (let i = 0; i < keys.length; i++) if (keys[i]?.isDown) return true;
  return false;
}

/** The scheme's keys (keyBindings.ts), polled into a ControlsState without allocating. */
export class KeyboardControls {
  private readonly keys: Record<KeyName, Input.Keyboard.Key> | null;
  private bound: BoundKeys | null = null;

  constructor(scene: Scene, onPauseKey: () => void) {
    const keyboard = scene.input.keyboard;
    if (!keyboard) {
      this.keys = null;
      return;
    }
    const codes: Record<string, number> = Input.Keyboard.KeyCodes;
    const wanted: Record<string, number> = {};
    for (const name of ALL_KEY_NAMES) wanted[name] = codes[name] ?? 0;
    this.keys = keyboard.addKeys(wanted, true) as Record<KeyName, Input.Keyboard.Key>;
    keyboard.on('keydown-ESC', onPauseKey);
    keyboard.on('keydown-P', onPauseKey);
    this.setScheme('platformer');
  }

  setScheme(scheme: ControlScheme): void {
    const keys = this.keys;
    if (!keys) return;
    const bindings: KeyBindings = keyBindingsFor(scheme);
    const pick = (names: readonly KeyName[]) => names.map((name) => keys[name]);
    this.bound = {
      left: pick(bindings.left),
      right: pick(bindings.right),
      up: pick(bindings.up),
      down: pick(bindings.down),
      jump: pick(bindings.jump),
      action: pick(bindings.action),
    };
  }

  /** ORs the held keys into `out`. */
  readInto(out: ControlsState): void {
    const bound = this.bound;
    if (!bound) return;
    out.left ||= anyDown(bound.left);
    out.right ||= anyDown(bound.right);
    out.up ||= anyDown(bound.up);
    out.down ||= anyDown(bound.down);
    out.jump ||= anyDown(bound.jump);
    out.action ||= anyDown(bound.action);
  }
}

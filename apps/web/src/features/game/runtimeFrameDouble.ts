import type { HostToRuntimeMessage } from '@promptplay/contracts';
import { vi } from 'vitest';

/** A real iframe on the test page whose window records what the host posts to the runtime. */
export interface RuntimeFrameDouble {
  frame: HTMLIFrameElement;
  /** Host → runtime messages, in order. */
  posted: HostToRuntimeMessage[];
  remove: () => void;
}

export function createRuntimeFrameDouble(): RuntimeFrameDouble {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const posted: HostToRuntimeMessage[] = [];
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message as HostToRuntimeMessage);
  });
  return { frame, posted, remove: () => frame.remove() };
}

import {
  BRIDGE_CHANNEL,
  ERROR_REPORT_LIMITS,
  type HostToRuntimeMessage,
  type RuntimeStatus,
  type RuntimeToHostMessage,
  type RuntimeToHostPayload,
} from '@promptplay/contracts';
import { parseHostMessage } from './parseHostMessage.js';

/** The parts of `window` the bridge listens on. */
export interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The parts of `window.parent` the bridge posts to. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export type HostMessageHandler = (message: HostToRuntimeMessage) => void;

const MAX_ERROR_LENGTH = 500;

/**
 * Typed postMessage link to the host page. Accepts only messages from the parent window that
 * parse with the host→runtime schema, and stamps every outgoing message with the channel.
 *
 * @example
 * const bridge = new RuntimeBridge(window, window.parent);
 * bridge.onMessage((message) => { if (message.type === 'init') start(message.pixelRatio); });
 * bridge.start();
 * bridge.postStatus('RUNTIME_READY_TO_START');
 */
export class RuntimeBridge {
  private readonly handlers: HostMessageHandler[] = [];
  private lastStatus: RuntimeStatus | null = null;

  constructor(
    private readonly self: MessageSource,
    private readonly parent: MessageTarget,
  ) {}

  /** Last status posted to the host, or null before the first. */
  get status(): RuntimeStatus | null {
    return this.lastStatus;
  }

  start(): void {
    this.self.addEventListener('message', this.handleEvent);
  }

  dispose(): void {
    this.self.removeEventListener('message', this.handleEvent);
    this.handlers.length = 0;
  }

  onMessage(handler: HostMessageHandler): void {
    this.handlers.push(handler);
  }

  post(payload: RuntimeToHostPayload): void {
    const message = { ...payload, channel: BRIDGE_CHANNEL } as RuntimeToHostMessage;
    this.parent.postMessage(message, '*');
  }

  postStatus(status: RuntimeStatus): void {
    this.lastStatus = status;
    this.post({ type: 'status', status });
  }

  postError(message: string): void {
    const text =
      message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
    this.post({ type: 'error', message: text });
  }

  /** Hands a thrown error to the host's error reporter (the player sees `postError`'s text). */
  postErrorReport(error: unknown): void {
    const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
    const { name, message, stack } =
      error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined };
    this.post({
      type: 'errorReport',
      name: cut(name || 'Error', ERROR_REPORT_LIMITS.name),
      message: cut(message, ERROR_REPORT_LIMITS.message),
      ...(stack ? { stack: cut(stack, ERROR_REPORT_LIMITS.stack) } : {}),
    });
  }

  private readonly handleEvent = (event: MessageEvent): void => {
    if (event.source !== (this.parent as unknown)) return;
    const parsed = parseHostMessage(event.data);
    switch (parsed.kind) {
      case 'ignored':
        return;
      case 'invalidWorld':
        this.postError(parsed.error);
        return;
      case 'message':
        for (const handler of this.handlers) handler(parsed.message);
    }
  };
}

export {
  RuntimeBridge,
  type MessageSource,
  type MessageTarget,
  type HostMessageHandler,
} from './runtimeBridge.js';
export { parseHostMessage, type ParsedHostMessage } from './parseHostMessage.js';

// The parts of @sentry/react the reporter uses, in one module loaded on demand (errorReporter),
// so the bundler keeps only these and what they need.
export { captureException, init } from '@sentry/react';

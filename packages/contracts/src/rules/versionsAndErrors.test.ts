import { describe, expect, it } from 'vitest';
import { compareSemver, isBuildUpToDate } from './semver.js';
import { validateGameManifest } from './gameManifest.js';
import { classifyHttpError, isRetryableErrorClass } from './httpErrorClass.js';
import { retryDelayMs } from './retryDelay.js';
import { likeErrorMessage } from './likeError.js';

describe('compareSemver', () => {
  it.each([
    ['1.66.0', '1.66.0', 0],
    ['1.9.0', '1.10.0', -1],
    ['2.0.0', '1.99.99', 1],
    ['1.66.1', '1.66.0', 1],
    ['1.66.0-beta.1', '1.66.0', -1],
    ['1.66.0-beta.2', '1.66.0-beta.10', -1],
    ['1.66.0-alpha', '1.66.0-1', 1],
    ['1.66.0+build.7', '1.66.0', 0],
  ] as const)('compares %s with %s as %i', (a, b, expected) => {
    expect(compareSemver(a, b)).toBe(expected);
  });

  it('throws on something that is not a version', () => {
    expect(() => compareSemver('1.66', '1.66.0')).toThrow('Not a semantic version: 1.66');
  });
});

describe('isBuildUpToDate', () => {
  it('is true only for the product version 1.66.0', () => {
    expect(isBuildUpToDate('1.66.0')).toBe(true);
    expect(isBuildUpToDate('1.65.9')).toBe(false);
    expect(isBuildUpToDate('1.67.0')).toBe(false);
    expect(isBuildUpToDate('1.66.0-rc.1')).toBe(false);
    expect(isBuildUpToDate('latest')).toBe(false);
    expect(isBuildUpToDate(undefined)).toBe(false);
  });
});

describe('validateGameManifest', () => {
  const manifest = {
    loaderUrl: '/runtime/index.html',
    dataUrl: '/runtime/data.json',
    frameworkUrl: '/runtime/framework.js',
    codeUrl: '/runtime/code.js',
    streamingAssetsUrl: '/runtime/assets',
    cacheControl: 'public, max-age=60',
    companyName: 'Promptplay',
    productName: 'Promptplay',
    productVersion: '1.66.0',
  };

  it('accepts a complete manifest', () => {
    expect(validateGameManifest(manifest)).toEqual({ ok: true, manifest });
  });

  it.each([['dataUrl'], ['frameworkUrl']])('refuses a manifest without %s', (field) => {
    const broken: Record<string, unknown> = { ...manifest };
    delete broken[field];
    expect(validateGameManifest(broken)).toEqual({
      ok: false,
      error: 'Invalid game configuration format',
    });
  });

  it('refuses non-objects', () => {
    expect(validateGameManifest('nope')).toEqual({
      ok: false,
      error: 'Invalid game configuration format',
    });
  });
});

describe('classifyHttpError', () => {
  it.each([
    ['network', 'network'],
    ['timeout', 'network'],
    [0, 'network'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
    [599, 'server'],
    [429, 'retryable'],
    [408, 'retryable'],
    [400, 'auth'],
    [401, 'auth'],
    [403, 'auth'],
    [404, 'fatal'],
    [409, 'fatal'],
    [422, 'fatal'],
  ] as const)('classifies %s as %s', (failure, expected) => {
    expect(classifyHttpError(failure)).toBe(expected);
  });

  it('retries network, server and retryable, never auth or fatal', () => {
    expect(isRetryableErrorClass('network')).toBe(true);
    expect(isRetryableErrorClass('server')).toBe(true);
    expect(isRetryableErrorClass('retryable')).toBe(true);
    expect(isRetryableErrorClass('auth')).toBe(false);
    expect(isRetryableErrorClass('fatal')).toBe(false);
  });
});

describe('retryDelayMs', () => {
  const noJitter = () => 0.5;

  it('doubles from 1 s and stops at 10 s', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 10000, 10000,
    ]);
  });

  it('spreads by at most 10% either way', () => {
    expect(retryDelayMs(1, () => 0)).toBe(900);
    expect(retryDelayMs(2, () => 0.999_999)).toBe(2200);
    expect(retryDelayMs(3, () => 0.25)).toBe(3800);
  });

  it('never exceeds the cap even with upward jitter', () => {
    expect(retryDelayMs(10, () => 0.999_999)).toBe(10000);
    expect(retryDelayMs(10, () => 0)).toBe(9000);
  });
});

describe('likeErrorMessage', () => {
  it.each([
    [401, undefined, 'Please log in to like games'],
    [403, 'nope', 'You are not authorized to perform this action'],
    [500, 'boom', 'Server error. Please try again later'],
    [503, undefined, 'Server error. Please try again later'],
    [404, 'Game is gone', 'Game is gone'],
    [404, undefined, 'Failed to update like status'],
    [undefined, '  ', 'Failed to update like status'],
  ] as const)('maps %s / %s to %s', (status, serverMessage, expected) => {
    expect(likeErrorMessage(status, serverMessage)).toBe(expected);
  });
});

import { PRODUCT_VERSION } from '../constants.js';

type ParsedSemver = { core: [number, number, number]; prerelease: string[] };

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** Parses 'major.minor.patch[-pre][+build]' (a leading 'v' is tolerated), or null. */
export function parseSemver(version: string): ParsedSemver | null {
  const match = SEMVER.exec(version.trim());
  if (!match) return null;
  const [, major, minor, patch, pre] = match;
  return {
    core: [Number(major), Number(minor), Number(patch)],
    prerelease: pre ? pre.split('.') : [],
  };
}

function compareIdentifiers(a: string, b: string): number {
  const aNumeric = /^\d+$/.test(a);
  const bNumeric = /^\d+$/.test(b);
  if (aNumeric && bNumeric) return Math.sign(Number(a) - Number(b));
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function comparePrerelease(a: string[], b: string[]): number {
  // A release ranks above any of its pre-releases (semver.org §11).
  if (a.length === 0 || b.length === 0) return Math.sign(b.length - a.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = compareIdentifiers(a[i] ?? '', b[i] ?? '');
    if (order !== 0) return order;
  }
  return Math.sign(a.length - b.length);
}

/**
 * Orders two semantic versions: -1, 0 or 1. Build metadata is ignored.
 * Throws a RangeError when either is not a semantic version.
 *
 * @example compareSemver('1.9.0', '1.10.0') // -1
 */
export function compareSemver(a: string, b: string): -1 | 0 | 1 {
  const left = parseSemver(a);
  const right = parseSemver(b);
  if (!left || !right) throw new RangeError(`Not a semantic version: ${left ? b : a}`);
  for (let i = 0; i < 3; i++) {
    const order = Math.sign((left.core[i] ?? 0) - (right.core[i] ?? 0));
    if (order !== 0) return order as -1 | 1;
  }
  return comparePrerelease(left.prerelease, right.prerelease) as -1 | 0 | 1;
}

/**
 * True when a runtime build's productVersion equals this product's version, 1.66.0
 * (spec §5). Anything else, including a malformed or missing version, is not up to date.
 */
export function isBuildUpToDate(productVersion: string | null | undefined): boolean {
  if (typeof productVersion !== 'string' || !parseSemver(productVersion)) return false;
  return compareSemver(productVersion, PRODUCT_VERSION) === 0;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Iconify JSON icon sets the art library draws from, best first. Each set's JSON is read
 * from its npm package once, the first time one of its icons is needed.
 */
export const ICON_SET_PREFIXES = ['fluent-emoji-flat', 'noto', 'game-icons'] as const;
export type IconSetPrefix = (typeof ICON_SET_PREFIXES)[number];

/** One icon as Iconify JSON describes it, with the set's defaults and aliases resolved. */
export interface IconData {
  /** Inner SVG, in the box (left, top, width, height). */
  body: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Monochrome icons paint with `currentColor`. */
  isMonochrome: boolean;
}

interface RawIcon {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  hFlip?: boolean;
}

interface RawAlias extends Partial<RawIcon> {
  parent: string;
}

interface RawIconSet {
  prefix: string;
  icons: Record<string, RawIcon>;
  aliases?: Record<string, RawAlias>;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}

const require = createRequire(import.meta.url);

/** Reads a JSON file of an npm package (resolved from this package, as imports are). */
export function readPackageJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
}

const loaded = new Map<IconSetPrefix, RawIconSet>();

function iconSet(prefix: IconSetPrefix): RawIconSet {
  let set = loaded.get(prefix);
  if (!set) {
    set = readPackageJson<RawIconSet>(`@iconify-json/${prefix}/icons.json`);
    loaded.set(prefix, set);
  }
  return set;
}

/**
 * Names of every icon of a set (not its aliases). Read from the JSON text without parsing
 * the icon bodies, so the word index does not wait for megabytes of paths.
 */
export function iconNamesOf(prefix: IconSetPrefix): string[] {
  const set = loaded.get(prefix);
  if (set) return Object.keys(set.icons);
  const text = readFileSync(require.resolve(`@iconify-json/${prefix}/icons.json`), 'utf8');
  const aliasesAt = text.indexOf('"aliases"');
  const icons = aliasesAt > 0 ? text.slice(0, aliasesAt) : text;
  return [...icons.matchAll(/"([a-z0-9-]+)":\s*\{\s*"body"/g)].map((match) => match[1] as string);
}

/** Maps of a set's unicode sequences ('1f409', '1f468-200d-1f4bc') to icon names. */
export function iconCharsOf(prefix: IconSetPrefix): Record<string, string> {
  return readPackageJson<Record<string, string>>(`@iconify-json/${prefix}/chars.json`);
}

export function isIconSetPrefix(value: string): value is IconSetPrefix {
  return (ICON_SET_PREFIXES as readonly string[]).includes(value);
}

/** Splits '<set>:<icon>' into its parts; null when the set is not one of ours. */
export function parseSpriteId(id: string): { prefix: IconSetPrefix; name: string } | null {
  const colon = id.indexOf(':');
  const prefix = id.slice(0, colon);
  const name = id.slice(colon + 1);
  if (colon < 1 || !isIconSetPrefix(prefix) || !/^[a-z0-9-]+$/.test(name)) return null;
  return { prefix, name };
}

/** The icon an id names, or null when no set has it. */
export function iconDataOf(id: string): IconData | null {
  const parsed = parseSpriteId(id);
  if (!parsed) return null;
  const set = iconSet(parsed.prefix);
  let icon: Partial<RawIcon> | undefined = set.icons[parsed.name];
  if (!icon) {
    const alias = set.aliases?.[parsed.name];
    const parent = alias ? set.icons[alias.parent] : undefined;
    // Flipped aliases would need a transform: only plain aliases are followed.
    if (!alias || !parent || alias.hFlip) return null;
    icon = { ...parent, ...alias };
  }
  if (!icon.body || icon.hFlip) return null;
  return {
    body: icon.body,
    left: icon.left ?? set.left ?? 0,
    top: icon.top ?? set.top ?? 0,
    width: icon.width ?? set.width ?? 16,
    height: icon.height ?? set.height ?? 16,
    isMonochrome: icon.body.includes('currentColor'),
  };
}

import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltFileReader } from './builtFileReader.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A reader of a JSON build file in a fresh folder, counting how often it parses the file. */
function jsonReader() {
  const dir = mkdtempSync(join(tmpdir(), 'built-file-'));
  dirs.push(dir);
  const path = join(dir, 'manifest.json');
  const parsed = { count: 0 };
  const read = createBuiltFileReader<unknown>(
    path,
    (contents) => {
      parsed.count += 1;
      return JSON.parse(contents.toString('utf8')) as unknown;
    },
    null,
  );
  const write = (text: string, secondsSinceEpoch: number) => {
    writeFileSync(path, text);
    utimesSync(path, secondsSinceEpoch, secondsSinceEpoch);
  };
  return { read, write, parsed };
}

describe('a file the build writes, as the server reads it', () => {
  it('is absent until the build writes it, then read once per version of the file', () => {
    const { read, write, parsed } = jsonReader();
    expect(read()).toBeNull();

    write('{"entry":"a.js"}', 1_000);
    expect(read()).toEqual({ entry: 'a.js' });
    expect(read()).toEqual({ entry: 'a.js' });
    expect(parsed.count).toBe(1);

    write('{"entry":"b.js"}', 2_000);
    expect(read()).toEqual({ entry: 'b.js' });
    expect(parsed.count).toBe(2);
  });

  it('is absent while half-written, and read again once the rebuild completes it', () => {
    const { read, write } = jsonReader();
    write('{"entry":', 1_000);
    expect(read()).toBeNull();
    write('{"entry":"c.js"}', 3_000);
    expect(read()).toEqual({ entry: 'c.js' });
  });
});

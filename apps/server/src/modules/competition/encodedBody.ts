import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer a request's Accept-Encoding with: Brotli, else gzip, else none
 * (`;q=0` refuses one; `*` accepts any).
 *
 * @example preferredEncoding('gzip, deflate, br') // 'br'
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

export interface EncodedAnswer {
  body: Buffer;
  encoding: ContentEncoding | null;
}

/**
 * One response body, kept as bytes and compressed at most once per encoding (on first
 * demand): a storm of reads of a cached answer costs no serialising and no compressing.
 */
export interface EncodedBody {
  forAcceptEncoding(header: string | undefined): Promise<EncodedAnswer>;
}

export function createEncodedBody(text: string): EncodedBody {
  const plain = Buffer.from(text, 'utf8');
  const compressed = new Map<ContentEncoding, Promise<Buffer>>();
  const compress = (encoding: ContentEncoding) =>
    encoding === 'br'
      ? brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipAsync(plain, { level: 9 });
  return {
    async forAcceptEncoding(header) {
      const encoding = preferredEncoding(header);
      if (!encoding) return { body: plain, encoding: null };
      let body = compressed.get(encoding);
      if (!body) {
        body = compress(encoding);
        compressed.set(encoding, body);
      }
      return { body: await body, encoding };
    },
  };
}

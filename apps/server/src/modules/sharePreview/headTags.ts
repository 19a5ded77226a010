/** What a page tells link previews (chat apps, social sites) and search engines about itself. */
export interface PageMeta {
  /** og:title / twitter:title: the game's title, or the site's name. */
  title: string;
  /** The document's `<title>`. */
  documentTitle: string;
  description: string;
  /** The page's absolute URL; left out when the serving origin is unknown. */
  url: string | undefined;
  image: PageImage | undefined;
  /** False for pages that are not there (unknown or malformed game ids): `noindex`. */
  isIndexable: boolean;
}

export interface PageImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export const SITE_NAME = 'Promptplay';
/** As apps/web/index.html says it. */
export const SITE_DESCRIPTION = 'Play and make AI-generated mini games.';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The `<head>` tags of a page: title, description, OpenGraph and Twitter card. */
export function renderHeadTags(page: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(page.documentTitle)}</title>`,
    meta('name', 'description', page.description),
    ...(page.isIndexable ? [] : [meta('name', 'robots', 'noindex')]),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
  ];
  if (page.url) tags.push(meta('property', 'og:url', page.url));
  if (page.image) {
    tags.push(
      meta('property', 'og:image', page.image.url),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(page.image.width)),
      meta('property', 'og:image:height', String(page.image.height)),
      meta('property', 'og:image:alt', page.image.alt),
    );
  }
  tags.push(
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  );
  if (page.image) {
    tags.push(
      meta('name', 'twitter:image', page.image.url),
      meta('name', 'twitter:image:alt', page.image.alt),
    );
  }
  return tags.join('');
}

/**
 * The built index.html with `tags` at the end of its `<head>`, in place of the build's own
 * `<title>` and description. Sliced, not `String.replace`d: a `$&` in a player's title must
 * stay text.
 */
export function withHeadTags(indexHtml: string, tags: string): string {
  const html = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return tags + html;
  return html.slice(0, headEnd) + tags + html.slice(headEnd);
}

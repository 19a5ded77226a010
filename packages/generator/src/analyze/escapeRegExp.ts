/** `text` with every character a regular expression gives a meaning escaped, to match it as typed. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The credits live in contracts so the web app's attributions page shows the same list.
export { SPRITE_LIBRARY_CREDITS, type SpriteLibraryCredit } from '@promptplay/contracts';

import { wordTable } from './wordTable.js';

/** Colour words a player may write, mapped to a friendly game-art hex colour. */
export const COLOR_WORDS: Readonly<Record<string, string>> = wordTable({
  red: '#e5484d',
  crimson: '#c8283c',
  scarlet: '#e0342f',
  ruby: '#d4204a',
  orange: '#f28c28',
  amber: '#f5a623',
  yellow: '#f7d038',
  lemon: '#f5e04a',
  gold: '#f2c230',
  golden: '#f2c230',
  green: '#4cbb47',
  lime: '#9ad84a',
  emerald: '#2fb374',
  mint: '#8fe3c0',
  olive: '#8a9a3b',
  teal: '#1fa6a0',
  turquoise: '#2ec4c4',
  cyan: '#34c6e8',
  aqua: '#3fd0e0',
  blue: '#3f7fe0',
  azure: '#4aa3f0',
  navy: '#2a3a7a',
  sapphire: '#2c5fc9',
  indigo: '#4b3fb5',
  purple: '#8e4fd6',
  violet: '#9b5de5',
  lavender: '#b9a2ec',
  magenta: '#d63fa8',
  pink: '#f27bb4',
  rose: '#ee6c8f',
  brown: '#9a6436',
  chocolate: '#6e4228',
  tan: '#d2a86e',
  beige: '#e6d3ad',
  black: '#2b2b38',
  dark: '#2f2f45',
  shadow: '#3a3350',
  grey: '#8e93a3',
  gray: '#8e93a3',
  silver: '#c3cbd6',
  white: '#f4f4f8',
  snowy: '#eef4fb',
  rainbow: '#f25f9a',
  neon: '#39ff88',
});

/**
 * Words that name an animal's coat rather than a colour ("polar bear", "grizzly", "ginger
 * cat"): they recolour an animal, never a person's outfit ("a polar explorer").
 */
export const COAT_COLOR_WORDS: Readonly<Record<string, string>> = wordTable({
  polar: '#f4f4f4',
  arctic: '#f4f4f4',
  albino: '#fbf7f2',
  grizzly: '#7b5534',
  ginger: '#e0803a',
  tabby: '#c98b4a',
});

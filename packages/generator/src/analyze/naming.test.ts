import { describe, expect, it } from 'vitest';
import { nameInText } from './naming.js';

describe('nameInText', () => {
  it('lowers common nouns the way a sentence writes them', () => {
    expect(nameInText('Royal Treasure')).toBe('royal treasure');
    expect(nameInText('Hot-Headed Giant Robot')).toBe('hot-headed giant robot');
    expect(nameInText('Angel')).toBe('angel');
    expect(nameInText('Phoenix')).toBe('phoenix');
  });

  it('keeps acronyms and hand-written capitals', () => {
    expect(nameInText('Giant UFO')).toBe('giant UFO');
    expect(nameInText('ufos')).toBe('UFOs');
    expect(nameInText('Dj Cat')).toBe('DJ cat');
    expect(nameInText('T-Rex')).toBe('T-Rex');
  });

  it('keeps proper place, landmark and people names capitalised', () => {
    expect(nameInText('Alaska')).toBe('Alaska');
    expect(nameInText('Eiffel Tower Flag')).toBe('Eiffel Tower flag');
    expect(nameInText('gobi desert')).toBe('Gobi desert');
    expect(nameInText('French Fries')).toBe('French fries');
    expect(nameInText('Santa Hat')).toBe('Santa hat');
    expect(nameInText('Opera House')).toBe('opera house');
  });
});

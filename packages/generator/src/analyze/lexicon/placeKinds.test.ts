import { describe, expect, it } from 'vitest';
import { PLACES } from '../../art/scene/places/index.js';
import { analyzePrompt } from '../analyzePrompt.js';
import type { PlaceId } from '../types.js';
import { PLACE_KIND_WORDS, placeKindOf } from './placeKinds.js';

/** The place a player's prompt is read in, main first. */
const placesOf = (prompt: string): PlaceId[] => analyzePrompt(prompt, 7).setting.places ?? [];

/**
 * Place words of every kind, none of them listed one by one in PLACE_WORDS, with the kind of
 * place a player would expect to see: rooms, buildings, workplaces, landscapes, countries, towns.
 */
// prettier-ignore
const BROAD_PLACES: Readonly<Record<string, PlaceId>> = {
  'reading room': 'library', 'study room': 'library', scriptorium: 'library',
  patisserie: 'kitchen', bakehouse: 'kitchen', tavern: 'restaurant', teahouse: 'restaurant',
  'dining hall': 'restaurant', 'pet shop': 'mall', bazaar: 'mall', casino: 'mall', 'bowling alley': 'mall',
  courtroom: 'assembly-hall', 'post office': 'office', 'police station': 'office', 'lecture hall': 'classroom',
  infirmary: 'hospital', 'operating room': 'hospital', observatory: 'lab', bunker: 'lab',
  'power plant': 'lab', 'engine room': 'factory', sawmill: 'factory', brewery: 'factory',
  'locker room': 'gym', 'yoga studio': 'gym', cottage: 'living-room', 'log cabin': 'living-room',
  motel: 'hotel-lobby', cathedral: 'castle-hall', monastery: 'castle-hall', 'wine cellar': 'dungeon',
  'bank vault': 'dungeon', 'recording studio': 'stage', starbase: 'spaceship',
  'metro station': 'sewer', 'gold mine': 'mine', 'diamond mine': 'mine', 'mine shaft': 'mine',
  'airport terminal': 'airport', airfield: 'airport', hangar: 'airport', 'gas station': 'gas-station',
  'petrol station': 'gas-station', 'truck stop': 'gas-station', 'car wash': 'gas-station',
  zoo: 'zoo', 'petting zoo': 'zoo', aviary: 'zoo', 'rice paddy': 'paddy', 'rice field': 'paddy',
  'terraced hills': 'paddy', apiary: 'farm', 'dairy farm': 'farm', 'tea garden': 'garden',
  'zen garden': 'garden', 'golf course': 'park', 'town square': 'park', luau: 'beach', festival: 'fairground',
  velodrome: 'stadium', 'go-kart track': 'racetrack', lighthouse: 'rocky-shore', galleon: 'ocean',
  'demolition site': 'construction-site', 'scrap heap': 'junkyard', saloon: 'canyon', 'ghost town': 'canyon',
  'dig site': 'canyon', quarry: 'canyon', outback: 'outback', scrubland: 'outback', uluru: 'outback',
  kenya: 'savanna', kalahari: 'savanna', gobi: 'desert', morocco: 'domed-city', borneo: 'jungle',
  'machu picchu': 'mountains', redwoods: 'redwood-forest', yosemite: 'mountains', norway: 'mountains',
  fjord: 'mountains', switzerland: 'mountains', nepal: 'mountains', iceland: 'arctic', greenland: 'arctic',
  alaska: 'arctic', siberia: 'arctic', geyser: 'volcano', pompeii: 'volcano', hawaii: 'island',
  caribbean: 'island', maldives: 'island', cove: 'rocky-shore', malibu: 'beach', creek: 'river', rapids: 'river',
  loch: 'pond', louisiana: 'swamp', moor: 'swamp', ireland: 'meadow', tuscany: 'meadow',
  'market town': 'village', shire: 'village', lisbon: 'old-town', prague: 'old-town', vienna: 'old-town',
  'train station': 'city', chinatown: 'pagoda-town', osaka: 'tokyo', westminster: 'london', versailles: 'paris',
  parthenon: 'rome', giza: 'egypt', comet: 'space', 'great barrier reef': 'underwater',
  mexico: 'desert', greece: 'white-town', spain: 'old-town', germany: 'old-town', vietnam: 'paddy',
  argentina: 'mountains',
};

describe('place kinds', () => {
  it('draws every kind with a scene recipe', () => {
    for (const [word, places] of Object.entries(PLACE_KIND_WORDS))
      for (const place of places) expect(PLACES[place], word).toBeDefined();
  });

  it('reads every place word as its kind, none as an unrelated default', () => {
    const wrong = Object.entries(BROAD_PLACES).flatMap(([word, expected]) => {
      const read = placesOf(`A hero runs through the ${word}`);
      return read[0] === expected ? [] : [`${word}: ${read.join('+')} (expected ${expected})`];
    });
    expect(wrong).toEqual([]);
  });

  it('reads a place that combines two kinds as both ("Iceland" is ice and volcanoes)', () => {
    expect(placesOf('Merge lava rocks in Iceland')).toEqual(['arctic', 'volcano']);
    expect(placesOf('A surfer dances in Hawaii')).toEqual(['island', 'volcano']);
    expect(placesOf('A cactus in a sombrero plays maracas in Mexico')).toEqual([
      'desert',
      'white-town',
    ]);
  });

  it('reads a room by what it is for, and a name by its ending', () => {
    expect(placeKindOf(['trophy', 'room'])).toEqual(['museum']);
    expect(placeKindOf(['potion', 'chamber'])).toEqual(['lab']);
    expect(placeKindOf(['dusty', 'room'])).toEqual(['living-room']);
    expect(placeKindOf(['grandpa', 'shop'])).toEqual(['mall']);
    expect(placeKindOf(['rivertown'])).toEqual(['city']);
    expect(placeKindOf(['blue'])).toEqual([]);
  });

  it('lets a longer kind phrase win over the place word inside it', () => {
    expect(placesOf('An otter slides along a frozen river')[0]).toBe('arctic');
    expect(placesOf('Fight goblins in a coal mine')[0]).toBe('mine');
  });
});

import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../analyzePrompt.js';

// prettier-ignore
const REGIONS = [
  'Cappadocia', 'Patagonia', 'the Dolomites', 'Petra', 'Machu Picchu', 'Santorini', 'Bali', 'Yosemite',
  'Uluru', 'Ha Long Bay', 'the Scottish Highlands', 'Lapland', 'the Alps', 'the Himalayas', 'the Pyrenees',
  'the Serengeti', 'Kruger Park', 'the Atacama Desert', 'the Namib Desert', 'Wadi Rum', 'Bryce Canyon',
  'Zion National Park', 'Antelope Canyon', 'Death Valley', 'Sedona', 'the Badlands', 'Monument Valley',
  'Torres del Paine', 'the Matterhorn', 'Mont Blanc', 'Denali', 'Banff', 'Zermatt', 'Table Mountain',
  'Ben Nevis', 'Snowdonia', 'Glencoe', 'the Isle of Skye', 'Hallstatt', 'Yellowstone', 'Milford Sound',
  'the Lofoten', 'Guilin', 'Spitsbergen', 'Tromso', 'Zanzibar', 'the Seychelles', 'Mauritius', 'Phuket',
  'Capri', 'Sicily', 'Crete', 'Mykonos', 'Ibiza', 'Mallorca', 'Tenerife', 'the Azores', 'Bermuda',
  'Bora Bora', 'Okinawa', 'Easter Island', 'Palawan', 'Komodo', 'Sri Lanka', 'the Amalfi Coast',
  'Cinque Terre', 'the Algarve', 'the French Riviera', 'Big Sur', 'the Great Ocean Road', 'Waikiki',
  'Cornwall', 'the Cliffs of Moher', 'Tulum', 'the Daintree', 'the Yucatan', 'Chichen Itza', 'Tikal',
  'the Negev', 'the Sinai', 'White Sands', 'Ngorongoro', 'Etosha', 'the Pampas', 'Mount St Helens',
  'Krakatoa', 'Stromboli', 'Kilauea', 'the Cotswolds', 'Normandy', 'the Lake District', 'Alsace',
  'the Loire Valley', 'the Pacific Northwest', 'Muir Woods', 'the Ardennes', 'Bruges', 'Giethoorn',
  'Neuschwanstein', 'Transylvania', 'Mont Saint-Michel', 'Carcassonne', 'Lake Como', 'Lake Tahoe',
  'Lake Titicaca', 'Lake Bled', 'Loch Ness', 'Stonehenge', 'Abu Simbel', 'Delphi', 'Niagara Falls',
  'Victoria Falls', 'Napa Valley', 'Keukenhof',
];

describe('named regions and natural landmarks', () => {
  it('are the land they are, never a generic city', () => {
    expect(REGIONS.length).toBeGreaterThanOrEqual(100);
    const cities = REGIONS.filter(
      (name) => analyzePrompt(`A hero explores ${name}`, 1).setting.places?.[0] === 'city',
    );
    expect(cities).toEqual([]);
  });

  it('keep the name for the title, and stand their landmark in the scene', () => {
    const cappadocia = analyzePrompt('A hot air balloon drifts over Cappadocia', 1);
    expect(cappadocia.setting.places).toEqual(['canyon']);
    expect(cappadocia.setting.label).toBe('Cappadocia');
    expect(cappadocia.background.theme).toContain('@');
    expect(analyzePrompt('A boat sails through Ha Long Bay', 1).setting.label).toBe('Ha Long Bay');
  });
});

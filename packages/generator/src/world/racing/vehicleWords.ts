/** Ground vehicles a racing prompt may name, by the body the art draws. */
export type VehicleKind = 'car' | 'kart' | 'truck' | 'bike';

// prettier-ignore
export const VEHICLE_WORDS: Readonly<Record<string, VehicleKind>> = {
  car: 'car', racecar: 'car', automobile: 'car', taxi: 'car', jeep: 'car', limo: 'car', convertible: 'car',
  sportscar: 'car', coupe: 'car', hotrod: 'car', roadster: 'car',
  kart: 'kart', gokart: 'kart', 'go-kart': 'kart', buggy: 'kart', cart: 'kart', soapbox: 'kart', wagon: 'kart',
  truck: 'truck', lorry: 'truck', bus: 'truck', van: 'truck', tractor: 'truck', tank: 'truck', bulldozer: 'truck',
  firetruck: 'truck', ambulance: 'truck', excavator: 'truck', digger: 'truck', backhoe: 'truck', minibus: 'truck', minivan: 'truck', trolleybus: 'truck',
  tram: 'truck', streetcar: 'truck', forklift: 'kart', dodgem: 'car', limousine: 'car', pickup: 'truck',
  bike: 'bike', bicycle: 'bike', bmx: 'bike', motorcycle: 'bike', motorbike: 'bike', scooter: 'bike', moped: 'bike',
  unicycle: 'bike', skateboard: 'bike', snowmobile: 'bike', sled: 'bike',
  // Everyday things players race in: drawn as the nearest body until the art library draws them.
  trolley: 'kart', bathtub: 'kart', wheelchair: 'kart', mower: 'kart', lawnmower: 'kart', chair: 'kart',
  sofa: 'kart', couch: 'kart', bed: 'kart', stroller: 'kart', pram: 'kart', barrel: 'kart',
  hovercar: 'car', hovercraft: 'car', rover: 'kart', camper: 'truck', tricycle: 'bike',
  hoverboard: 'bike', sledge: 'bike', sleigh: 'bike', toboggan: 'bike', segway: 'bike', skate: 'bike',
  wheelbarrow: 'kart', barrow: 'kart', stand: 'kart', stall: 'kart', kiosk: 'kart', boat: 'kart',
  vacuum: 'kart', hoover: 'kart', toilet: 'kart', suitcase: 'kart', coffin: 'kart',
  tuk: 'kart', tuktuk: 'kart', 'tuk-tuk': 'kart', rickshaw: 'kart',
};

/** The vehicle a theme races in when the prompt names none. */
export const THEME_VEHICLES: Readonly<Record<string, { kind: VehicleKind; phrase: string }>> = {
  snow: { kind: 'bike', phrase: 'speedy snowmobile' },
  desert: { kind: 'truck', phrase: 'dune buggy truck' },
  candy: { kind: 'kart', phrase: 'candy kart' },
  city: { kind: 'car', phrase: 'shiny sports car' },
  space: { kind: 'kart', phrase: 'moon rover' },
};

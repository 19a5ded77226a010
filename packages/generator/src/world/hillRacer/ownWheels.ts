import { composedSpriteOf } from '../../art/library/composedSprites.js';

/**
 * Library vehicles drawn standing on their own wheels (a bicycle, a unicycle, a bus, a tuk-tuk,
 * a shopping cart) or track (a snowmobile), by the words of their icon's name.
 */
const WHEELED_ICON =
  /(?:^|-)(?:bicycle|unicycle|tricycle|scooter|skateboard|roller-skate|wheelchair|cart|rickshaw|bus|minibus|trolleybus|tractor|car|truck|lorry|taxi|ambulance|fire-engine|vehicle|locomotive|train|tram|carriage|wagon|wheelbarrow|mower|trolley|stroller|pram|motorcycle|quad|snowmobile|excavator)(?:-|$)/;

/**
 * Whether a library vehicle sprite draws its own wheels, so the hill racer turns no second set
 * under it: a vendor's thing on a cart on wheels (a hot dog cart), or an icon of a wheeled ride.
 *
 * @example drawsOwnWheels('fluent-emoji-flat:bicycle') // => true
 * @example drawsOwnWheels('fluent-emoji-flat:bathtub') // => false
 */
export function drawsOwnWheels(spriteId: string): boolean {
  const composed = composedSpriteOf(spriteId);
  if (composed?.placement.under !== undefined) return composed.placement.under === 'wheels';
  const icon = (composed ? composed.base : spriteId).split(':')[1] ?? '';
  return WHEELED_ICON.test(icon);
}

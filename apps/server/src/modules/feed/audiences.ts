import { TARGET_AUDIENCES, type TargetAudience } from '@promptplay/contracts';

/**
 * Audiences a feed for `audience` may show: that one and every milder one, in the order
 * children < family < teens < adults < mature_adults < unrestricted.
 *
 * @example audiencesAtOrBelow('family') // ['children', 'family']
 */
export function audiencesAtOrBelow(audience: TargetAudience): TargetAudience[] {
  return TARGET_AUDIENCES.slice(0, TARGET_AUDIENCES.indexOf(audience) + 1);
}

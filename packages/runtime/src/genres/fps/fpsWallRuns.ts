/**
 * The last column of the run that starts at `first`: the columns after it that see the same wall
 * face (`face`, see RayHit) in the same shade (`shade`), below `columns`. A flat face's edges are
 * straight lines on screen, so one run is painted as one shape.
 */
export function nextWallRunEnd(
  face: ArrayLike<number>,
  shade: ArrayLike<number>,
  first: number,
  columns: number,
): number {
  let last = first;
  while (last + 1 < columns && face[last + 1] === face[first] && shade[last + 1] === shade[first])
    last++;
  return last;
}

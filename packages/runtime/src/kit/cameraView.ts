import type { Cameras } from 'phaser';

/**
 * Points a camera so its top-left shows world point (left, top) at `zoom`. Phaser zooms around
 * the camera's centre and culls tiles by that centred view, so the origin stays at the centre
 * and the scroll is offset instead.
 */
export function showWorldFrom(
  camera: Cameras.Scene2D.Camera,
  left: number,
  top: number,
  zoom: number,
): void {
  camera.setZoom(zoom);
  camera.setScroll(
    left - (camera.width - camera.width / zoom) / 2,
    top - (camera.height - camera.height / zoom) / 2,
  );
}

import { Loader, Plugins, type Types } from 'phaser';
import { useStoredPicture, type PictureStore } from './pictureStore.js';

/**
 * A Phaser scene plugin, in every scene, that sends each file the scene's loader queues through
 * `useStoredPicture` before it loads: the genres keep calling `load.image` with the picture's
 * own URL.
 */
export function storedPicturesPlugin(store: PictureStore): Types.Core.PluginObjectItem {
  class StoredPicturesPlugin extends Plugins.ScenePlugin {
    override boot(): void {
      this.scene?.load.on(
        Loader.Events.ADD,
        (_key: string, _type: string, _loader: Loader.LoaderPlugin, file: Loader.File) =>
          useStoredPicture(file, store),
      );
    }
  }
  return { key: 'StoredPictures', plugin: StoredPicturesPlugin, mapping: 'storedPictures' };
}

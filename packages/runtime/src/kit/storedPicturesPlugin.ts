import { Loader, Plugins, type Types } from 'phaser';
import { useStoredPicture, type PictureStore } from './pictureStore.js';

/**
 * A Phaser scene plugin, in every scene, that sends each file the scene's loader queues through
 * `useStoredPicture` before it loads: the genres keep calling `load.image` with the picture's
 * own URL. A file that waited for the host's copy loads only while its loader still runs (the
 * scene was not removed meanwhile).
 */
export function storedPicturesPlugin(store: PictureStore): Types.Core.PluginObjectItem {
  class StoredPicturesPlugin extends Plugins.ScenePlugin {
    override boot(): void {
      const loader = this.scene?.load;
      loader?.on(
        Loader.Events.ADD,
        (_key: string, _type: string, _loader: Loader.LoaderPlugin, file: Loader.File) =>
          useStoredPicture(file, store, () => loader.isLoading()),
      );
    }
  }
  return { key: 'StoredPictures', plugin: StoredPicturesPlugin, mapping: 'storedPictures' };
}

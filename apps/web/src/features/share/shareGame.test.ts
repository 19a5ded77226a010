import { describe, expect, it, vi } from 'vitest';
import { shareGame, shareUrlFor } from './shareGame.js';

const game = { id: 'space-cats', title: 'Space Cats', shareUrl: undefined };
const origin = 'https://promptplay.test';

describe('shareGame', () => {
  it('builds a /shared link when the server sent none', () => {
    expect(shareUrlFor(game, origin)).toBe('https://promptplay.test/shared/space-cats');
    expect(shareUrlFor({ ...game, shareUrl: 'https://x.test/s/1' }, origin)).toBe(
      'https://x.test/s/1',
    );
  });

  it('uses the Web Share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    expect(await shareGame(game, { navigator: { share }, origin })).toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: 'Space Cats',
      url: 'https://promptplay.test/shared/space-cats',
    });
  });

  it('treats a cancelled share sheet as no error', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancel', 'AbortError'));
    expect(await shareGame(game, { navigator: { share }, origin })).toBe('cancelled');
  });

  it('copies the link when the browser cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const clipboard = { writeText } as unknown as Clipboard;
    expect(await shareGame(game, { navigator: { clipboard }, origin })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://promptplay.test/shared/space-cats');
  });

  it('fails when sharing fails for another reason', async () => {
    const share = vi.fn().mockRejectedValue(new Error('boom'));
    await expect(shareGame(game, { navigator: { share }, origin })).rejects.toThrow('boom');
    await expect(shareGame(game, { navigator: {}, origin })).rejects.toThrow();
  });
});

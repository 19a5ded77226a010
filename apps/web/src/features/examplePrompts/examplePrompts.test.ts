import { BUILT_IN_EXAMPLE_PROMPTS } from '@promptplay/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/apiClient.js';
import {
  EXAMPLE_PROMPTS_PATH,
  loadExamplePrompts,
  pickSurprisePrompt,
} from './examplePromptsApi.js';

function apiAnswering(status: number, body: string) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'text/plain' } })),
  );
  return { api: createApiClient({ fetch: fetchMock }), fetchMock };
}

describe('example prompts', () => {
  it('splits the file on semicolons, drops trailing periods and empty entries', async () => {
    const { api, fetchMock } = apiAnswering(
      200,
      'A frog race across lily pads.; ;A cat farm on the moon;\nRobot pillow fight.\n',
    );
    expect(await loadExamplePrompts(api)).toEqual([
      'A frog race across lily pads',
      'A cat farm on the moon',
      'Robot pillow fight',
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(EXAMPLE_PROMPTS_PATH);
  });

  it('uses the ten built-in prompts when the file is missing', async () => {
    const { api } = apiAnswering(404, 'Not found');
    const prompts = await loadExamplePrompts(api);
    expect(prompts).toEqual(BUILT_IN_EXAMPLE_PROMPTS);
    expect(prompts).toHaveLength(10);
  });

  it('uses the built-in prompts when the file holds only separators', async () => {
    const { api } = apiAnswering(200, ' ; . ;');
    expect(await loadExamplePrompts(api)).toEqual(BUILT_IN_EXAMPLE_PROMPTS);
  });

  it('surprises with a prompt other than the one already typed', () => {
    expect(pickSurprisePrompt(['a', 'b'], 'a', () => 0)).toBe('b');
    expect(pickSurprisePrompt(['a', 'b', 'c'], '', () => 0.99)).toBe('c');
    expect(pickSurprisePrompt(['only'], 'only', () => 0.5)).toBe('only');
    expect(pickSurprisePrompt([], '', () => 0.5)).toBeNull();
  });
});

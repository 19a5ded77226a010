import { FIRST_VIEW_STATE_ELEMENT_ID } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { readFirstViewState } from './firstViewState.js';

describe('the first view state a page embeds', () => {
  it('dates its data as the page, however long ago the server first rendered it', () => {
    const script = document.createElement('script');
    script.id = FIRST_VIEW_STATE_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify({
      mutations: [],
      queries: [
        { queryKey: ['feed'], queryHash: '["feed"]', state: { data: 1, dataUpdatedAt: 5 } },
      ],
    });
    document.body.append(script);
    const state = readFirstViewState(document, 1_000_000);
    script.remove();
    expect(state?.queries[0]?.state.dataUpdatedAt).toBe(1_000_000);
    expect(state?.queries[0]?.state.data).toBe(1);
    expect(readFirstViewState(document)).toBeNull();
  });
});

import { BUILT_IN_EXAMPLE_PROMPTS } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/ServicesContext.js';
import { loadExamplePrompts } from './examplePromptsApi.js';

export const examplePromptsQueryKey = ['examplePrompts'] as const;

/** The example prompts, loaded once per visit; the built-in ones until the file arrives. */
export function useExamplePrompts(): readonly string[] {
  const { api } = useServices();
  const query = useQuery({
    queryKey: examplePromptsQueryKey,
    queryFn: ({ signal }) => loadExamplePrompts(api, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return query.data ?? BUILT_IN_EXAMPLE_PROMPTS;
}

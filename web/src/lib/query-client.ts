import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache; route loaders fill it while a page's code is still loading. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

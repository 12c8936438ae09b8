/** The admin's views of members: one invalidation (after a wallet adjustment) refreshes them all. */
export const memberKeys = {
  all: ['admin-members'] as const,
  list: <Args>(args: Args) => [...memberKeys.all, 'list', args] as const,
  detail: (id: string) => [...memberKeys.all, 'detail', id] as const,
  ledger: <Args>(id: string, args: Args) => [...memberKeys.all, 'ledger', id, args] as const,
};

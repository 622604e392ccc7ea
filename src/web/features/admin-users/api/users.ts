/**
 * The admin's users calls: the list and its filter options, one user, creating staff and managers,
 * editing and deleting. Every change refreshes the list and the user it touched.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  UserDetailResponseSchema,
  UserFiltersResponseSchema,
  UserSavedResponseSchema,
  UsersResponseSchema,
  CreateManagerInput,
  CreateStaffInput,
  UpdateUserInput,
} from '#shared/contracts/admin-users.ts';
import type { OkSchema } from '#shared/contracts/common.ts';
import type { PositionListResponseSchema } from '#shared/contracts/positions.ts';
import type { CitiesResponseSchema } from '#shared/contracts/reference.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const usersKey = ['dashboard', 'users'] as const;
export const userKey = (id: number) => [...usersKey, 'one', id] as const;

export const usersListQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: [...usersKey, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<typeof UsersResponseSchema>('/api/dashboard/users', { query: params, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useUsersList = (params: Record<string, string | number>) => useQuery(usersListQuery(params));

export const useUserFilters = () =>
  useQuery({
    queryKey: [...usersKey, 'filters'],
    queryFn: ({ signal }) =>
      apiRequest<typeof UserFiltersResponseSchema>('/api/dashboard/users/filters', { signal }),
    staleTime: 60_000,
    select: (r) => r.data,
  });

export const useUserDetail = (id: number) =>
  useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) =>
      apiRequest<typeof UserDetailResponseSchema>(`/api/dashboard/users/${id}`, { signal }),
    select: (r) => r.data,
    retry: false,
  });

/** Positions to attach a new manager to: by title, the first 100 matching the typed text. */
export const usePositionOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['positions', 'options', search],
    queryFn: ({ signal }) =>
      apiRequest<typeof PositionListResponseSchema>('/api/dashboard/vacancies', {
        query: { search, sort: 'title', order: 'asc', per_page: 100, page: 1 },
        signal,
      }),
    select: (r) => r.data.map((p) => ({ value: String(p.id), label: p.title })),
    placeholderData: keepPreviousData,
    enabled,
  });

function useRefreshingMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export const useCreateStaff = () =>
  useRefreshingMutation((body: CreateStaffInput) =>
    apiRequest<typeof UserSavedResponseSchema>('/api/dashboard/users', { method: 'POST', body }),
  );

export const useCreateManager = () =>
  useRefreshingMutation((body: CreateManagerInput) =>
    apiRequest<typeof UserSavedResponseSchema>('/api/dashboard/users/manager', { method: 'POST', body }),
  );

export const useUpdateUser = (id: number) =>
  useRefreshingMutation((body: UpdateUserInput) =>
    apiRequest<typeof UserSavedResponseSchema>(`/api/dashboard/users/update/${id}`, {
      method: 'POST',
      body,
    }),
  );

export const useDeleteUser = (id: number) =>
  useRefreshingMutation(() =>
    apiRequest<typeof OkSchema>(`/api/dashboard/users/${id}`, { method: 'DELETE' }),
  );

/** The city list the edit form picks from (`GET /api/cities`, public reference data). */
export const useCityOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['reference', 'cities'],
    queryFn: async ({ signal }) =>
      (await apiRequest<typeof CitiesResponseSchema>('/api/cities', { signal })).data,
    staleTime: Infinity,
    enabled,
  });

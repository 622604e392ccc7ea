/**
 * The admin's users calls: the list and its filter options, one user, creating staff and managers,
 * editing and deleting. Every change refreshes the list and the user it touched.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  UserDetailResponseSchema,
  UserFiltersResponseSchema,
  UserSavedResponseSchema,
  UsersResponseSchema,
  type CreateManagerInput,
  type CreateStaffInput,
  type UpdateUserInput,
} from '#shared/contracts/admin-users.ts';
import { OkSchema } from '#shared/contracts/common.ts';
import { PositionListResponseSchema } from '#shared/contracts/positions.ts';
import { CitiesResponseSchema } from '#shared/contracts/reference.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const usersKey = ['dashboard', 'users'] as const;
export const userKey = (id: number) => [...usersKey, 'one', id] as const;

export const usersListQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: [...usersKey, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest('/api/dashboard/users', { schema: UsersResponseSchema, query: params, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useUsersList = (params: Record<string, string | number>) => useQuery(usersListQuery(params));

export const useUserFilters = () =>
  useQuery({
    queryKey: [...usersKey, 'filters'],
    queryFn: ({ signal }) =>
      apiRequest('/api/dashboard/users/filters', { schema: UserFiltersResponseSchema, signal }),
    staleTime: 60_000,
    select: (r) => r.data,
  });

export const useUserDetail = (id: number) =>
  useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/dashboard/users/${id}`, { schema: UserDetailResponseSchema, signal }),
    select: (r) => r.data,
    retry: false,
  });

/** Positions to attach a new manager to: by title, the first 100 matching the typed text. */
export const usePositionOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['positions', 'options', search],
    queryFn: ({ signal }) =>
      apiRequest('/api/dashboard/vacancies', {
        schema: PositionListResponseSchema,
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
    apiRequest('/api/dashboard/users', { method: 'POST', body, schema: UserSavedResponseSchema }),
  );

export const useCreateManager = () =>
  useRefreshingMutation((body: CreateManagerInput) =>
    apiRequest('/api/dashboard/users/manager', { method: 'POST', body, schema: UserSavedResponseSchema }),
  );

export const useUpdateUser = (id: number) =>
  useRefreshingMutation((body: UpdateUserInput) =>
    apiRequest(`/api/dashboard/users/update/${id}`, {
      method: 'POST',
      body,
      schema: UserSavedResponseSchema,
    }),
  );

export const useDeleteUser = (id: number) =>
  useRefreshingMutation(() =>
    apiRequest(`/api/dashboard/users/${id}`, { method: 'DELETE', schema: OkSchema }),
  );

/** The city list the edit form picks from (`GET /api/cities`, public reference data). */
export const useCityOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['reference', 'cities'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/cities', { schema: CitiesResponseSchema, signal })).data,
    staleTime: Infinity,
    enabled,
  });

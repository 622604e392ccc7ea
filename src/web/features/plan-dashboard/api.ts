/** The dashboard (`GET /api/dashboard/vacancies/dashboard`) and the plan import (multipart `file`). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardSchema, PlanImportResultSchema } from '#shared/contracts/plan-dashboard.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { uploadForm } from '#web/lib/upload.ts';

export const TEMPLATE_URL = '/api/dashboard/vacancies/dashboard-import/template';

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) =>
      apiRequest<typeof DashboardSchema>('/api/dashboard/vacancies/dashboard', { signal }),
  });

export const useDashboard = () => useQuery(dashboardQuery());

export function useImportPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadForm<typeof PlanImportResultSchema>('/api/dashboard/vacancies/dashboard-import', {
        form: () => {
          const form = new FormData();
          form.append('file', file);
          return form;
        },
      }),
    // The plan is the positions' headcount: their pages read it too.
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'dashboard' || q.queryKey[0] === 'positions',
      }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamList } from '../../core/admin-requests.ts';
import type {
  NewTeamMemberInput,
  PasswordLink,
  TeamMember,
  TeamMemberWithLink,
  UpdateTeamMemberInput,
} from '../../core/schemas/team.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGet, apiRequest } from './client.ts';

const teamKey = [...adminQueryKey, 'team'] as const;

/** GET /api/team: every staff account, the active first (owners only). */
export const teamQuery = () => queryOptions({ queryKey: teamKey, queryFn: ({ signal }) => apiGet<TeamMember[]>(teamList(), signal) });
export const useTeam = () => useQuery(teamQuery());

/** The Team screen's changes; each refreshes the list. */
export function useTeamChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: teamKey });
  const post = <T>(url: string, body?: object) => apiRequest<T>(url, { method: 'POST', ...(body ? { body } : {}) });
  const member = (id: string) => `/team/${encodeURIComponent(id)}`;
  return {
    add: useMutation({ mutationFn: (input: NewTeamMemberInput) => post<TeamMemberWithLink>('/team', input), onSuccess }),
    change: useMutation({
      mutationFn: ({ id, input }: { id: string; input: UpdateTeamMemberInput }) =>
        apiRequest<TeamMember>(member(id), { method: 'PATCH', body: input }),
      onSuccess,
    }),
    deactivate: useMutation({ mutationFn: (id: string) => post<TeamMember>(`${member(id)}/deactivate`), onSuccess }),
    reactivate: useMutation({ mutationFn: (id: string) => post<TeamMember>(`${member(id)}/reactivate`), onSuccess }),
    resetPassword: useMutation({ mutationFn: (id: string) => post<PasswordLink>(`${member(id)}/password-link`), onSuccess }),
  };
}

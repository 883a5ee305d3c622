import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { beauticianList } from '../../core/admin-requests.ts';
import { ownBeauticianOf } from '../../core/access.ts';
import type { BeauticianPublic, BeauticianStaff } from '../../core/schemas/catalog.schema.ts';
import { adminBeauticiansQuery } from './admin-beauticians.ts';
import { useSession } from './auth-session.ts';
import { apiGet, apiRequest } from './client.ts';

/** GET /api/beauticians: the active beauticians with their weekly working hours. */
export const beauticiansQuery = () =>
  queryOptions({
    queryKey: ['beauticians'],
    queryFn: ({ signal }) => apiGet<BeauticianPublic[]>(beauticianList(), signal),
    staleTime: 5 * 60_000,
  });

/** GET /api/beauticians/{id}. */
export const beauticianQuery = (id: string) =>
  queryOptions({
    queryKey: ['beauticians', id],
    queryFn: ({ signal }) => apiRequest<BeauticianPublic>(`/beauticians/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5 * 60_000,
  });

export const useBeauticians = () => useQuery(beauticiansQuery());

/**
 * The beauticians whose diaries the signed-in member of staff works in: everyone, or a stylist's own beautician
 * (core/access.ts; the API narrows their appointments the same way). The back office's one query of the list, so the
 * booking dialog beside the diary takes the same answer (and the page's preload of it) instead of asking again, and
 * it goes with the rest of the staff's data on signing out.
 */
export function useDiaryBeauticians() {
  const { data: user } = useSession();
  const own = user ? ownBeauticianOf(user) : undefined;
  const onlyOwn = useCallback((list: BeauticianStaff[]) => list.filter((b) => b._id === own), [own]);
  return useQuery({ ...adminBeauticiansQuery(), ...(own ? { select: onlyOwn } : {}) });
}

export const useBeautician = (id: string | undefined) => useQuery({ ...beauticianQuery(id ?? ''), enabled: Boolean(id) });

import type { ReactNode } from 'react';
import { controlClass, Field } from '../../../../components/ui/form-controls.tsx';
import type { StatusFilter } from './status-filter.ts';

interface Props {
  /** prefixes the controls' ids, e.g. 'services' gives 'services-search' and 'services-status' */
  idPrefix: string;
  search: string;
  searchPlaceholder: string;
  status: StatusFilter;
  onChange: (patch: { search?: string; status?: StatusFilter }) => void;
  /** the list's own third filter */
  children: ReactNode;
}

/** Spec §2 admin lists: search and status, then one filter of the list's own. */
export function ListFilterBar({ idPrefix, search, searchPlaceholder, status, onChange, children }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <Field id={`${idPrefix}-search`} label="Search">
        <input
          id={`${idPrefix}-search`}
          type="search"
          value={search}
          onChange={(e) => onChange({ search: e.target.value })}
          placeholder={searchPlaceholder}
          autoComplete="off"
          className={controlClass}
        />
      </Field>
      <Field id={`${idPrefix}-status`} label="Status">
        <select
          id={`${idPrefix}-status`}
          value={status}
          onChange={(e) => onChange({ status: e.target.value as StatusFilter })}
          className={controlClass}
        >
          <option value="all">All Status</option>
          <option value="active">Active Only</option>
          <option value="inactive">Inactive Only</option>
        </select>
      </Field>
      {children}
    </div>
  );
}

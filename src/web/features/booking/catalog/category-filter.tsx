import { clsx } from 'clsx';

export const ALL_CATEGORIES = 'All';

interface CategoryFilterProps {
  categories: string[];
  selected: string;
  onSelect: (category: string) => void;
}

/** Spec §2: 'All' (the default) plus each distinct category; aria-pressed tells which one is on. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {[ALL_CATEGORIES, ...categories].map((category) => {
        const active = category === selected;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(category)}
            className={clsx(
              'min-h-10 rounded-full border px-4 text-sm font-medium transition-colors',
              active
                ? 'border-plum-700 bg-plum-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:border-plum-300 hover:text-plum-800',
            )}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}

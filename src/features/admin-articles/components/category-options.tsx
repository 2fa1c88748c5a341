import { CATEGORIES } from '../../../config/categories.js';

/** The four categories as a select's options, after its first one (none chosen, or all). */
export function CategoryOptions({ first }: { readonly first: { readonly value: string; readonly label: string } }) {
  return (
    <>
      <option value={first.value}>{first.label}</option>
      {CATEGORIES.map((category) => (
        <option key={category.id} value={category.id}>
          {category.name}
        </option>
      ))}
    </>
  );
}

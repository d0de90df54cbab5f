// The PascalCase operation name of a root field: `pets` → `Pets`, `add_pet` → `AddPet`.
/** Returns the PascalCase operation name for a root field: `pets` → `Pets`, `add_pet` → `AddPet`. */
export function operationName(field: string): string {
  const name = field
    .split('_')
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return /^[A-Za-z]/.test(name) ? name : `Operation${name}`;
}

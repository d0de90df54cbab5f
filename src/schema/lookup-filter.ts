// The JSONPath filter that keeps a look-up's several keys together, item by item.
// See docs/real-data-and-flows.md#real-data-from-the-api.

/**
 * Returns the filter expression that holds when every condition holds: `(A) && (B)`, nested two at a time
 * (`((A) && (B)) && (C)`). jsonpath-rfc9535 1.3 evaluates a chain of three or more `&&` wrongly (`A && B && C` keeps
 * an item where B is false), while a pair is right, so each conjunction is one pair.
 */
export function everyOf(conditions: readonly string[]): string {
  return conditions.reduce((all, condition, index) => (index === 0 ? condition : `(${all}) && (${condition})`), '');
}

/** Returns the condition that a member (`.postId`, `["odd name"]`) of the current item is set: present and not null. */
export function isSet(member: string, present: 'maybe absent' | 'always present'): string {
  return present === 'always present' ? `@${member} != null` : `(@${member}) && (@${member} != null)`;
}

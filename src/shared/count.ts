/**
 * A whole number with its thousands grouped, "100,000", as the product's messages write it. Worked out here,
 * not with the browser's number formats: their first use loads the browser's locale data, about 50 ms on a
 * desktop and four times that on a phone, and several screens wrote a limit into a message while their
 * script first ran, before anything was drawn (decision 109).
 */
export function formatCount(count: number): string {
  const grouped = String(Math.abs(Math.trunc(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count <= -1 ? `-${grouped}` : grouped;
}

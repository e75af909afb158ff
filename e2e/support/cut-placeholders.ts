/**
 * Empty fields whose placeholder is wider than the field (run it with `page.evaluate(cutPlaceholders)`): the
 * placeholder is measured in the field's own font, size and spacing, against the room inside its padding.
 * Answers the placeholder and the field's label, once per field.
 */
export function cutPlaceholders(): string[] {
  const fields = Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    ),
  ).filter((field) => field.value === '' && field.getClientRects().length > 0 && !field.closest('.sr-only'));
  const probe = document.createElement('span');
  probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;left:-9999px;top:0';
  document.body.append(probe);
  const cut: string[] = [];
  for (const field of fields) {
    if (field instanceof HTMLTextAreaElement) continue; // a text area wraps its placeholder
    const style = getComputedStyle(field);
    probe.style.font = style.font;
    probe.style.letterSpacing = style.letterSpacing;
    probe.style.wordSpacing = style.wordSpacing;
    probe.textContent = field.placeholder;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (probe.getBoundingClientRect().width > room + 1) {
      cut.push(`"${field.placeholder}" in ${field.labels?.[0]?.textContent?.trim() ?? field.name}`);
    }
  }
  probe.remove();
  return cut;
}

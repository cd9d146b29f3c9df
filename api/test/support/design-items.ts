/** A design item's body whose Canva link is what its buyer pays for: only admins read it. */
export function paidDesignItem(category: string) {
  return {
    format: 'Instagram',
    canvaLink: `https://canva.example/${category}`,
    imageLink: `https://images.example/${category}.png`,
    category,
    freeOrPaid: 'Paid',
  };
}

// Fields are named as the product description stores them (bannerHeading, accodingTitle, subemail, amountCents); people see words.
// Every screen and message that names a field to a person takes its label from here.

/** Names whose split words would mislead, or that the product description labels otherwise. */
const LABELS: Readonly<Record<string, string>> = {
  buttonTwoLink: 'Second Heading',
  stapIcon: 'Step Icon',
  accodingTitle: 'Question',
  accodingText: 'Answer',
  membername: 'Member Name',
  servicesubHeading: 'Service Sub Heading',
  yearofExperienceNumber: 'Years of Experience Number',
  yearofExperienceText: 'Years of Experience Text',
  winingAwardNumber: 'Winning Award Number',
  winingAwardText: 'Winning Award Text',
  fblink: 'Facebook Link',
  inslink: 'Instagram Link',
  desc: 'Description',
  canvaLink: 'Canva Link',
  freeOrPaid: 'Free or Paid',
  FeaturesDesc: 'Features Description',
  FeaturesImg: 'Features Image',
  aboutImg: 'About Image',
  memberImg: 'Member Image',
  contactImg: 'Contact Image',
  serviceImg: 'Service Image',
  teamMemberImg: 'Team Member Image URL',
  footerEmail: 'Footer Email',
  customerName: 'Customer Name',
  customerEmail: 'Email',
  amountCents: 'Amount',
  subemail: 'Email',
  actorEmail: 'Who',
  bytes: 'Size',
};

/** 'bannerHeading' → 'Banner Heading', unless the field has a label of its own. */
export function fieldLabel(field: string): string {
  return (
    LABELS[field] ??
    field
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/^./, (first) => first.toUpperCase())
      .trim()
  );
}

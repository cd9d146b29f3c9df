/** A one-record block on its manage page: its add form, or the link to its editor. */
export interface SingletonPanel {
  kind: 'singleton';
  /** Its heading, on a page that manages more than one block. */
  heading?: string;
  /** The edit link's text (the product description fixes some: 'Please Edit Your Logo', 'Update About Section'). */
  editText: string;
}

/** A list block on its manage page: an add form and the items, each titled by one of its fields. */
export interface CollectionPanel {
  kind: 'collection';
  addTitle: string;
  listTitle: string;
  itemTitle: string;
  /** Each item's links: the first edit screen unless `to` names another; without text the item's title links. */
  links?: readonly { text?: string; to?: string }[];
}

/** A card of the CMS's Settings hub, leading to a manage page and counting one block's records. */
export interface HubCard {
  /** The card's title, when it is not its page's. */
  title?: string;
  hint: string;
  icon: string;
  /** One of the eleven documented hub cards; the others sit under "More blocks". */
  documented?: true;
  /** Where a documented card links, when the product description writes it otherwise than the page's path. */
  to?: string;
}

/** How a block shows on its manage page, and its card in the Settings hub. */
export interface BlockPanels {
  panel: SingletonPanel | CollectionPanel;
  /** The hub card of its page, on the one block of the page whose records the card counts. */
  hub?: HubCard;
}

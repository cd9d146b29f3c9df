/** A page that edits one record (its path holds `{id}`) and its title. */
export interface EditScreen {
  path: string;
  title: string;
}

/** Where a block is managed in the CMS (the page's path and title) and its record editors. */
export interface BlockScreens {
  manage: string;
  title: string;
  edit: readonly EditScreen[];
}

// The CMS's pages: the Settings hub, and two modules that render every screen the content catalogue's screens
// table (CMS_SCREENS in contracts) names; the shell's route table derives its CMS routes from the same table.
module.exports = {
  './Settings': './src/pages/settings.tsx',
  // Every record editor: the screen is the one the address names (CMS_SCREENS in contracts).
  './EditScreen': './src/pages/edit-screen.tsx',
  // Every page where blocks are managed: the page is the one the address names.
  './ManageScreen': './src/pages/manage-screen.tsx',
  // Beyond the product description: the images every image field chooses from.
  './MediaLibrary': './src/pages/media-library.tsx',
};

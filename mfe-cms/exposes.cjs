// One exposed module per block-managing page, and one for every record editor; the shell's route table
// (shell/src/config/paths.ts) names them.
module.exports = {
  './Settings': './src/pages/settings.tsx',
  // Every record editor: the screen is the one the address names (CMS_SCREENS in contracts).
  './EditScreen': './src/pages/edit-screen.tsx',
  './EditBanner': './src/pages/edit-banner.tsx',
  './AddLogo': './src/pages/add-logo.tsx',
  './EditAbout': './src/pages/edit-about.tsx',
  './EditVideo': './src/pages/edit-video.tsx',
  './EditService': './src/pages/edit-service.tsx',
  './StepSection': './src/pages/step-section.tsx',
  './EditWork': './src/pages/edit-work.tsx',
  './EditExperience': './src/pages/edit-experience.tsx',
  './EditCounter': './src/pages/edit-counter.tsx',
  './AddPricing': './src/pages/add-pricing.tsx',
  './UpdateCallToAction': './src/pages/update-call-to-action.tsx',
  './EditTestimonial': './src/pages/edit-testimonial.tsx',
  './EditFaq': './src/pages/edit-faq.tsx',
  './EditFeatures': './src/pages/edit-features.tsx',
  './EditTeamText': './src/pages/edit-team-text.tsx',
  './AddContact': './src/pages/add-contact.tsx',
  './AddAboutFooter': './src/pages/add-about-footer.tsx',
  './AddAddressFooter': './src/pages/add-address-footer.tsx',
  './AddSiteSettings': './src/pages/add-site-settings.tsx',
  './AddSocialFooter': './src/pages/add-social-footer.tsx',
  './AddCopyright': './src/pages/add-copyright.tsx',
  './AddItem': './src/pages/add-item.tsx',
};
